import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { mailOutbox } from '../../db/schema.js';
import { buildTestApp, recordingLog } from '../../../test/helpers.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import { createMailer, redactTokens } from './mail.service.js';
import { passwordResetMail } from './templates.js';

describe('mailer without SMTP', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ smtpUrl: null });
  });
  afterAll(() => app.close());

  it('neither stores nor logs a live token; the outbox keeps its hash', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: null, from: 'x <x@example.com>', db: app.database.db, log });
    const token = newOpaqueToken();
    const to = `outbox.${Date.now()}@example.com`;
    await mailer.send(passwordResetMail(to, 'Oli', `https://saverly.example/reset-password?token=${token}`));
    const rows = (await app.database.db.select().from(mailOutbox)).filter((r) => r.toAddress === to);
    expect(rows).toHaveLength(1);
    expect(`${rows[0]!.textBody}${rows[0]!.htmlBody}`).not.toContain(token);
    expect(rows[0]!.textBody).toContain(`/reset-password?token=[sha256:${hashToken(token)}]`);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((l) => l.text).join('\n')).not.toContain(token);
  });

  it('MAIL_DEV_PRINT_LINKS prints the live links (development only; refused by config elsewhere)', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({
      smtpUrl: null,
      printLinks: true,
      from: 'x <x@example.com>',
      db: app.database.db,
      log,
    });
    const token = newOpaqueToken();
    await mailer.send(
      passwordResetMail('dev@example.com', 'Dev', `http://localhost:3000/reset-password?token=${token}`),
    );
    expect(lines.some((l) => l.level === 'warn' && l.text.includes(token))).toBe(true);
    const rows = (await app.database.db.select().from(mailOutbox)).filter(
      (r) => r.toAddress === 'dev@example.com',
    );
    expect(rows[0]!.textBody).not.toContain(token);
  });

  it('redacts tokens in text and in HTML links, percent-encoded or not', () => {
    expect(redactTokens('a https://h/verify-email?token=abc_DEF-1&action=undo b')).toBe(
      `a https://h/verify-email?token=[sha256:${hashToken('abc_DEF-1')}]&action=undo b`,
    );
    expect(redactTokens('<a href="https://h/x?token=a%2Bb">')).toBe(
      `<a href="https://h/x?token=[sha256:${hashToken('a+b')}]">`,
    );
    // After another parameter, HTML escapes the `&`: the token is still found.
    for (const amp of ['&amp;', '&#38;', '&#x26;'])
      expect(redactTokens(`<a href="https://h/x?a=1${amp}token=live_1">`)).toBe(
        `<a href="https://h/x?a=1${amp}token=[sha256:${hashToken('live_1')}]">`,
      );
  });
});
