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
