import type { MailMessage } from './mail.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    '',
    '— The Saverly team',
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '<p>— The Saverly team</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Saverly password',
    [
      `Hi ${firstName},`,
      'Someone asked to reset the password of your Saverly account. If it was you, use the link below; it works once and is valid for 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    { url, label: 'Reset your password' },
  );
}

export function verifyEmailMail(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your email for Saverly',
    [`Hi ${firstName},`, 'Welcome to Saverly! Please confirm that this is your email address.'],
    { url, label: 'Confirm your email' },
  );
}

/** Sent instead of revealing, to whoever typed it, that the address already has an account. */
export function accountExistsMail(
  to: string,
  firstName: string,
  loginUrl: string,
  resetUrl: string,
): MailMessage {
  return message(to, 'You already have a Saverly account', [
    `Hi ${firstName},`,
    'Someone tried to create a Saverly account with this email address, but you already have one.',
    `If it was you, just log in: ${loginUrl}. Forgot your password? Reset it here: ${resetUrl}.`,
    'If it was not you, you can ignore this email.',
  ]);
}

/** To the new address: the change happens only when this link is followed. */
export function emailChangeConfirmMail(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your new email for Saverly',
    [
      `Hi ${firstName},`,
      'You asked to use this address for your Saverly account. Your account keeps its current address until you confirm; the link works once and is valid for 24 hours.',
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    { url, label: 'Confirm your new email' },
  );
}

/** To the new address when it already has an account: nothing is changed, nothing is revealed to the asker. */
export function emailChangeTakenMail(to: string, firstName: string, loginUrl: string): MailMessage {
  return message(to, 'Someone tried to use your email on Saverly', [
    `Hi ${firstName},`,
    'Someone asked to move another Saverly account to this email address. It already belongs to your account, so nothing was changed.',
    `Your account is untouched; you can log in as usual: ${loginUrl}.`,
  ]);
}

/** To the current address: told at once, with a link that cancels or reverts the change. */
export function emailChangeNoticeMail(
  to: string,
  firstName: string,
  newEmail: string,
  undoUrl: string,
): MailMessage {
  return message(
    to,
    'Your Saverly email is being changed',
    [
      `Hi ${firstName},`,
      `Someone signed in to your Saverly account asked to change its email to ${newEmail}. The change happens once that address confirms it.`,
      'If this was you, there is nothing to do. If it was not, use the link below within 7 days: it keeps (or brings back) this address and signs out every device. Then reset your password.',
    ],
    { url: undoUrl, label: 'This was not me: undo the email change' },
  );
}

/** After a password change, so a member learns of a change they did not make. */
export function passwordChangedMail(to: string, firstName: string, resetUrl: string): MailMessage {
  return message(to, 'Your Saverly password was changed', [
    `Hi ${firstName},`,
    'The password of your Saverly account was just changed and every other device was signed out.',
    `If this was not you, reset your password now: ${resetUrl}.`,
  ]);
}

/**
 * An invitation to join a household (issue #18). The same mail whether or not the address has an
 * account (it names nobody but the inviter). The inviter's name is collapsed to one line: it is
 * text another member chose.
 */
export function householdInvitationMail(to: string, inviterName: string, url: string): MailMessage {
  const inviter = inviterName.replace(/\s+/g, ' ').trim() || 'A Saverly member';
  return message(
    to,
    'You are invited to a household on Saverly',
    [
      'Hi,',
      `${inviter} invited you to join their household on Saverly, to plan meals and shop together.`,
      'To accept, use the link below and log in, or create a free account with this email address first. The link works once and is valid for 7 days.',
      'If you were not expecting this, you can ignore this email: nothing happens unless you accept.',
    ],
    { url, label: 'Join the household' },
  );
}
