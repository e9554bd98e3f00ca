import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { hashToken } from '../auth/tokens.js';
import { mailRepository } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** `token=` after `?` or `&`, also as HTML writes the `&` (`&amp;`, `&#38;`, `&#x26;`). */
const TOKEN_IN_LINK = /((?:[?&]|&amp;|&#0*38;|&#x0*26;)token=)([A-Za-z0-9_%-]+)/gi;

/**
 * A message's links with each token replaced by its SHA-256 (the hash email_tokens keeps), so the
 * outbox and the log can say which token a mail carried without holding a usable one.
 */
export function redactTokens(text: string): string {
  return text.replace(
    TOKEN_IN_LINK,
    (_match, prefix: string, token: string) => `${prefix}[sha256:${hashToken(decodeURIComponent(token))}]`,
  );
}

const linksOf = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/**
 * Sends through SMTP when SMTP_URL is configured. Otherwise writes each message to the
 * mail_outbox table with its tokens replaced by their hashes (a live reset or verification link
 * is never stored or logged); MAIL_DEV_PRINT_LINKS (development only) logs the live links.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  printLinks?: boolean;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = mailRepository(options.db);
  return {
    async send(message) {
      const text = redactTokens(message.text);
      await outbox.insertOutbox({
        toAddress: message.to,
        subject: message.subject,
        textBody: text,
        htmlBody: redactTokens(message.html),
      });
      options.log.info(
        { to: message.to, subject: message.subject, links: linksOf(text) },
        'mail written to the outbox (no SMTP_URL; tokens kept only as hashes)',
      );
      if (options.printLinks) {
        options.log.warn(
          { to: message.to, subject: message.subject, links: linksOf(message.text) },
          'MAIL_DEV_PRINT_LINKS: live links of a mail (development only)',
        );
      }
    },
    close: () => undefined,
  };
}
