import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createMailer, type Mailer } from './mail.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The mailer (SMTP, or the outbox table), closed with the app. */
export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const mailer = createMailer({
      smtpUrl: opts.config.smtpUrl,
      printLinks: opts.config.mailDevPrintLinks,
      from: opts.config.mailFrom,
      db: app.database.db,
      log: app.log,
    });
    app.addHook('onClose', async () => mailer.close());
    app.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['database'] },
);
