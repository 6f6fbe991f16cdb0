import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from '../../src/mail/mailer';
import type { FastifyInstance } from 'fastify';
import { mailTexts } from '../../src/mail/mail-texts';
import { renderMail } from '../../src/mail/templates';
import { appForAllTests } from '../helpers/app';

const LINK = 'http://localhost:8080/set/AbCdEfGhIjKlMnOpQrStUv';

describe('mail templates, worded from the dictionary', () => {
  let app: FastifyInstance;
  appForAllTests((built) => (app = built));

  test.each([
    ['en', 'invite', /set your password/i],
    ['es', 'invite', /contraseña/],
    ['fr', 'reset', /mot de passe/],
    ['de', 'reset', /Passwort/],
    ['en', 'guessing', /trying to sign in/],
  ] as const)('%s %s message is in that language', async (language, purpose, expected) => {
    const mail = renderMail(purpose, { name: 'Zoë Núñez', link: LINK }, await mailTexts(app.db, language));
    expect(mail.language).toBe(language);
    expect(mail.subject).toMatch(expected);
    expect(mail.text).toContain('Zoë Núñez');
  });

  test('falls back to English for unknown languages and uses the base of regional ones', async () => {
    expect((await mailTexts(app.db, 'xx')).language).toBe('en');
    expect((await mailTexts(app.db, null)).language).toBe('en');
    expect((await mailTexts(app.db, 'de-AT')).language).toBe('de');
    expect(renderMail('reset', { name: '', link: LINK }, await mailTexts(app.db, 'tlh')).subject).toBe('Reset your StudyDesk password');
  });

  test('an admin\'s edit of a text on the translations page changes the mail', async () => {
    const key = 'Reset your StudyDesk password';
    await app.db.updateTable('dictionary').set({ text: 'Ein neues Passwort für StudyDesk', edited_at: Date.now() }).where('language', '=', 'de').where('base_constant', '=', key).execute();
    expect(renderMail('reset', { name: 'Ann', link: LINK }, await mailTexts(app.db, 'de')).subject).toBe('Ein neues Passwort für StudyDesk');
    // emptied: the language shows the English text
    await app.db.updateTable('dictionary').set({ text: '' }).where('language', '=', 'de').where('base_constant', '=', key).execute();
    expect(renderMail('reset', { name: 'Ann', link: LINK }, await mailTexts(app.db, 'de')).subject).toBe(key);
  });

  test('the link stands alone on its own line of the text part and is a link in the HTML part', async () => {
    const mail = renderMail('invite', { name: 'Ann', link: LINK }, await mailTexts(app.db, 'en'));
    expect(mail.text.split('\n')).toContain(LINK);
    expect(mail.html).toContain(`<a href="${LINK}">`);
  });

  test('escapes names in the HTML part', async () => {
    const mail = renderMail('invite', { name: '<script>alert(1)</script>', link: LINK }, await mailTexts(app.db, 'en'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('outbox mailer (no SMTP configured)', () => {
  test('writes a real RFC 822 message per mail as <timestamp>-<purpose>-<id>.eml', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-mail-'));
    const mailer = createMailer({ smtpUrl: null, dataDir, from: 'StudyDesk <no-reply@localhost>', log: pino({ level: 'silent' }) });
    expect(mailer.mode).toBe('outbox');
    const mail = renderMail('invite', { name: 'Ann', link: LINK }, { language: 'en', t: (key) => key });
    await mailer.send({ to: 'ann@example.test', ...mail, purpose: 'invite', refId: 42, link: LINK });
    await mailer.send({ to: 'ann@example.test', ...mail, purpose: 'invite', refId: 42, link: LINK });
    const files = fs.readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{13}-invite-42\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
    expect(eml).toMatch(/^To: ann@example\.test$/m);
    expect(eml).toMatch(/^Subject: Your StudyDesk account: set your password$/m);
    expect(eml).toMatch(/multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml).toContain(LINK);
    mailer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a mail of a job sent again (its job run again after a crash) is written once, under the job\'s name', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-mail-'));
    const mailer = createMailer({ smtpUrl: null, dataDir, from: 'StudyDesk <no-reply@school.example>', log: pino({ level: 'silent' }) });
    const mail = { to: 'ann@example.test', subject: 'Lesson tomorrow', text: 'See you', html: '<p>See you</p>', purpose: 'lesson-reminder', refId: 7 };
    const queuedAt = 1_764_000_000_000;
    await mailer.send(mail, { key: 'reminder:7@1:3:2026-12-01', queuedAt });
    await mailer.send(mail, { key: 'reminder:7@1:3:2026-12-01', queuedAt });
    // the guardian's mail of the same lesson, queued in the same millisecond: another job, another file
    await mailer.send({ ...mail, to: 'bob@example.test' }, { key: 'reminder:7@1:4:2026-12-01', queuedAt });
    const files = fs.readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(new RegExp(`^${queuedAt}-lesson-reminder-7-[0-9a-f]{16}\\.eml$`));
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
    // the same Message-ID at every run: over SMTP, what lets a receiver drop a second copy
    expect(eml).toMatch(new RegExp(`^Message-ID: <${queuedAt}\\.[0-9a-f]{16}@school\\.example>`, 'm'));
    mailer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
