import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

/** The mail_outbox table: mails written instead of sent when no SMTP server is configured. */
export function mailRepository(db: Db) {
  return {
    async insertOutbox(row: { toAddress: string; subject: string; textBody: string; htmlBody: string }) {
      await db.insert(mailOutbox).values(row);
    },
  };
}
