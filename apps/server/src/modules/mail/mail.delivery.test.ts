import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { uniqueEmail } from '../../../test/factories.js';
import { createTestDatabase, recordingLog } from '../../../test/helpers.js';
import { startMailbox, tokenFromLink } from '../../../test/mailbox.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import { createMailer } from './mail.service.js';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  passwordResetMail,
  verifyEmailMail,
} from './templates.js';

/**
 * Where a mail goes: over SMTP with its live links when SMTP_URL is set (a real SMTP server on
 * loopback receives it), else into mail_outbox with every token replaced by its hash.
 */

const FROM = 'Saverly <no-reply@saverly.example>';
const BASE = 'https://saverly.example';

let database: Database;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
  await database.close();
});

const outboxFor = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('with SMTP_URL', () => {
  it('sends the mail over SMTP from MAIL_FROM with its live link, and writes nothing to the outbox', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: mailbox.url, from: FROM, db: database.db, log });
    try {
      const to = uniqueEmail('smtp');
      const token = newOpaqueToken();
      await mailer.send(passwordResetMail(to, 'Oli', `${BASE}/reset-password?token=${token}`));
      const mail = await mailbox.waitFor(to);
      expect(mail.to).toEqual([to]);
      expect(mail.text).toMatch(/^From: Saverly <no-reply@saverly\.example>\r?$/m);
      expect(mail.text).toMatch(/^Subject: Reset your Saverly password\r?$/m);
      expect(mail.text).toContain('Hi Oli,');
      // The family must get a link that works: the token travels as it is, in text and HTML.
      expect(tokenFromLink(mail, '/reset-password')).toBe(token);
      expect(mail.text).toContain(`<a href="${BASE}/reset-password?token=${token}">Reset your password</a>`);
      expect(await outboxFor(to)).toEqual([]);
      expect(lines).toEqual([]);
    } finally {
      mailer.close();
    }
  });

  it('a server that cannot be reached makes send reject (the caller logs it)', async () => {
    const gone = await startMailbox();
    const url = gone.url;
    await gone.close();
    const { log } = recordingLog();
    const mailer = createMailer({ smtpUrl: url, from: FROM, db: database.db, log });
    try {
      const to = uniqueEmail('unreachable');
      await expect(mailer.send(verifyEmailMail(to, 'Oli', `${BASE}/verify-email?token=x`))).rejects.toThrow();
      expect(await outboxFor(to)).toEqual([]);
    } finally {
      mailer.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes every link mail of the auth flows to the outbox with its tokens hashed, in text and HTML', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: null, from: FROM, db: database.db, log });
    const to = uniqueEmail('outbox');
    const tokens = [newOpaqueToken(), newOpaqueToken(), newOpaqueToken(), newOpaqueToken()];
    const mails = [
      verifyEmailMail(to, 'Oli', `${BASE}/verify-email?token=${encodeURIComponent(tokens[0]!)}`),
      passwordResetMail(to, 'Oli', `${BASE}/reset-password?token=${encodeURIComponent(tokens[1]!)}`),
      emailChangeConfirmMail(to, 'Oli', `${BASE}/verify-email?token=${encodeURIComponent(tokens[2]!)}`),
      // The undo link as the auth service builds it: the token, then &action=….
      emailChangeNoticeMail(
        to,
        'Oli',
        'new@example.com',
        `${BASE}/verify-email?token=${encodeURIComponent(tokens[3]!)}&action=undo-email-change`,
      ),
    ];
    for (const mail of mails) await mailer.send(mail);

    const rows = await outboxFor(to);
    expect(rows.map((r) => r.subject).sort()).toEqual(mails.map((m) => m.subject).sort());
    for (const [i, token] of tokens.entries()) {
      const row = rows.find((r) => r.subject === mails[i]!.subject)!;
      for (const body of [row.textBody, row.htmlBody]) {
        expect(body).not.toContain(token);
        expect(body).toContain(`?token=[sha256:${hashToken(token)}]`);
      }
    }
    const notice = rows.find((r) => r.subject === mails[3]!.subject)!;
    expect(notice.textBody).toContain(`[sha256:${hashToken(tokens[3]!)}]&action=undo-email-change`);
    expect(notice.htmlBody).toContain(`[sha256:${hashToken(tokens[3]!)}]&#38;action=undo-email-change`);

    // One info line per mail, naming the (redacted) links; no live token in any of them.
    expect(lines.map((l) => l.level)).toEqual(['info', 'info', 'info', 'info']);
    expect(lines[0]!.args[0]).toEqual({
      to,
      subject: mails[0]!.subject,
      links: [`${BASE}/verify-email?token=[sha256:${hashToken(tokens[0]!)}]`],
    });
    const logged = JSON.stringify(lines);
    for (const token of tokens) expect(logged).not.toContain(token);
  });
});
