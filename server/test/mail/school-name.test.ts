import { simpleParser } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { senderOf } from '../../src/mail/mailer';
import { saveSiteSettings } from '../../src/modules/site-settings';
import { freshAppForEachTest, insertUser } from '../helpers/app';
import { newestMessage, runJobs } from '../helpers/outbox';
import { cookieOf } from '../helpers/session';

/** Mails go out under the school's name and are signed with it (docs/product-rules.md#r-setup-3). */
describe("the school's name in mails", () => {
  let app: FastifyInstance;
  freshAppForEachTest((built) => (app = built));

  const invite = async () => {
    const admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: admin,
      payload: { firstName: 'Ann', lastName: 'Lee', email: `ann${Date.now()}@example.test`, profile: 'teacher', language: 'fr' },
    });
    expect(res.statusCode).toBe(201);
    // the invitation is a job queued with the new account (docs/architecture.md#outbox)
    await runJobs(app);
    return simpleParser(newestMessage(app));
  };

  it('sends an invitation from the school, signed with its name', async () => {
    await saveSiteSettings(app.db, { schoolName: 'École Lumière' });
    const mail = await invite();
    expect(mail.from?.value[0]).toEqual({ name: 'École Lumière', address: 'no-reply@localhost' });
    expect(mail.text).toContain('— École Lumière');
    expect(mail.html).toContain('— École Lumière');
  });

  it('keeps StudyDesk while the school has no name', async () => {
    const mail = await invite();
    expect(mail.from?.value[0]).toEqual({ name: 'StudyDesk', address: 'no-reply@localhost' });
    expect(mail.text).toContain('— StudyDesk');
  });

  it("puts the name before MAIL_FROM's address, replacing its own name", () => {
    expect(senderOf('Office <office@lingua.example>', 'Lingua')).toEqual({ name: 'Lingua', address: 'office@lingua.example' });
    expect(senderOf('office@lingua.example', ' Lingua ')).toEqual({ name: 'Lingua', address: 'office@lingua.example' });
    expect(senderOf('StudyDesk <no-reply@x.example>', '')).toBe('StudyDesk <no-reply@x.example>');
  });
});
