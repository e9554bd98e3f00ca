import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mail.service.js';
import {
  accountExistsMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  householdInvitationMail,
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
} from './templates.js';

/** The account mails: who they go to, what they say, and HTML that cannot be injected into. */

const TO = 'maria@example.com';
const URL_A = 'https://saverly.example/reset-password?token=abc_DEF-123';
const URL_B = 'https://saverly.example/login';

const SIGNATURE = '— The Saverly team';

/** Each template with the link it must carry as a button (label) or only in its text. */
const cases: {
  name: string;
  mail: MailMessage;
  subject: string;
  says: string[];
  button: { url: string; label: string } | null;
}[] = [
  {
    name: 'password reset',
    mail: passwordResetMail(TO, 'Maria', URL_A),
    subject: 'Reset your Saverly password',
    says: ['valid for 1 hour', 'your password stays the same'],
    button: { url: URL_A, label: 'Reset your password' },
  },
  {
    name: 'verify email',
    mail: verifyEmailMail(TO, 'Maria', URL_A),
    subject: 'Confirm your email for Saverly',
    says: ['Welcome to Saverly!'],
    button: { url: URL_A, label: 'Confirm your email' },
  },
  {
    name: 'account exists',
    mail: accountExistsMail(TO, 'Maria', URL_B, URL_A),
    subject: 'You already have a Saverly account',
    says: [`just log in: ${URL_B}.`, `Reset it here: ${URL_A}.`],
    button: null,
  },
  {
    name: 'email change confirm',
    mail: emailChangeConfirmMail(TO, 'Maria', URL_A),
    subject: 'Confirm your new email for Saverly',
    says: ['valid for 24 hours', 'keeps its current address until you confirm'],
    button: { url: URL_A, label: 'Confirm your new email' },
  },
  {
    name: 'email change taken',
    mail: emailChangeTakenMail(TO, 'Maria', URL_B),
    subject: 'Someone tried to use your email on Saverly',
    says: ['nothing was changed', `log in as usual: ${URL_B}.`],
    button: null,
  },
  {
    name: 'email change notice',
    mail: emailChangeNoticeMail(TO, 'Maria', 'new@example.com', URL_A),
    subject: 'Your Saverly email is being changed',
    says: ['change its email to new@example.com', 'within 7 days', 'signs out every device'],
    button: { url: URL_A, label: 'This was not me: undo the email change' },
  },
  {
    name: 'password changed',
    mail: passwordChangedMail(TO, 'Maria', URL_A),
    subject: 'Your Saverly password was changed',
    says: ['every other device was signed out', `reset your password now: ${URL_A}.`],
    button: null,
  },
];

describe.each(cases)('$name mail', ({ mail, subject, says, button }) => {
  it('goes to the address given, with its subject, greeting, wording and signature', () => {
    expect(mail.to).toBe(TO);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith('Hi Maria,\n\n')).toBe(true);
    expect(mail.text.endsWith(`\n\n${SIGNATURE}`)).toBe(true);
    for (const phrase of says) expect(mail.text).toContain(phrase);
    expect(mail.html).toContain('<p>Hi Maria,</p>');
    expect(mail.html).toContain(`<p>${SIGNATURE}</p>`);
  });

  it(button ? 'carries its link as a line in the text and as a button in the HTML' : 'has no button', () => {
    const anchors = mail.html.match(/<a [^>]*>/g) ?? [];
    if (!button) {
      expect(anchors).toEqual([]);
      return;
    }
    expect(mail.text).toContain(`\n\n${button.label}: ${button.url}\n\n`);
    expect(anchors).toEqual([`<a href="${button.url}">`]);
    expect(mail.html).toContain(`<p><a href="${button.url}">${button.label}</a></p>`);
  });
});

describe('HTML escaping', () => {
  const name = '<img src=x onerror="alert(1)"> & \'Bo\'';

  it('escapes a first name in the HTML and keeps it as typed in the text', () => {
    const mail = verifyEmailMail(TO, name, URL_A);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '<p>Hi &#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;Bo&#39;,</p>',
    );
    expect(mail.text).toContain(`Hi ${name},`);
  });

  it('escapes the link inside the href, so a quote cannot end the attribute', () => {
    const url = 'https://saverly.example/verify-email?token=t0k&action=undo-email-change"><script>';
    const mail = emailChangeNoticeMail(TO, 'Maria', 'new@example.com', url);
    expect(mail.html).toContain(
      '<a href="https://saverly.example/verify-email?token=t0k&#38;action=undo-email-change&#34;&#62;&#60;script&#62;">',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`: ${url}`);
  });

  it('escapes text the asker chose (the new address) in the notice to the current one', () => {
    const mail = emailChangeNoticeMail(TO, 'Maria', '<b>x</b>@example.com', URL_A);
    expect(mail.html).toContain('change its email to &#60;b&#62;x&#60;/b&#62;@example.com.');
    expect(mail.html).not.toContain('<b>');
  });
});

describe('household invitation mail', () => {
  const url = 'https://saverly.example/household/join?token=abc_DEF-123';

  it('names the inviter only, says how long it is valid, and carries the link as a button', () => {
    const mail = householdInvitationMail(TO, 'Maria', url);
    expect(mail.to).toBe(TO);
    expect(mail.subject).toBe('You are invited to a household on Saverly');
    expect(mail.text.startsWith('Hi,\n\nMaria invited you to join their household')).toBe(true);
    expect(mail.text).toContain('valid for 7 days');
    expect(mail.text).toContain(`\n\nJoin the household: ${url}\n\n`);
    expect(mail.html).toContain(`<p><a href="${url}">Join the household</a></p>`);
    expect(mail.text.endsWith(`\n\n${SIGNATURE}`)).toBe(true);
  });

  it('escapes the inviter’s name in the HTML and keeps it on one line', () => {
    const mail = householdInvitationMail(TO, '<b>Bo</b>\r\nBcc: x@example.com', url);
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('<b>Bo</b> Bcc: x@example.com invited you');
    expect(householdInvitationMail(TO, '   ', url).text).toContain('A Saverly member invited you');
  });
});
