import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { readSiteSettings } from '../modules/site-settings/queries/site-settings';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The sender address: MAIL_FROM, else no-reply at the public host. */
function senderAddress(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  let host = 'localhost';
  try {
    host = new URL(config.publicUrl).hostname || host;
  } catch {
    // a malformed PUBLIC_URL is reported elsewhere; mail still goes out
  }
  return `StudyDesk <no-reply@${host}>`;
}

/** Decorates `app.mailer` (see createMailer for SMTP vs outbox). */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { config: ServerConfig }) => {
    const { config } = options;
    // every mail goes out under the school's name (docs/product-rules.md#r-setup-3), read from the cached settings
    const senderName = async () => (await readSiteSettings(app.db)).schoolName;
    const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: senderAddress(config), senderName, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'studydesk-mail' },
);
