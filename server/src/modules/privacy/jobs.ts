import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sessionCache } from '../../sessions';
import { SEND_MAIL_JOB } from '../outbox';
import { personalData } from '../personal-data';
import { exportReadyMail } from './mails';
import { exportsDir, writeExport } from './export-zip';
import { audit } from './queries/audit';
import { eraseDeclared, lastRecordedPeriod, pseudonymise } from './queries/erase';
import { personKey } from './queries/person-rows';
import { expiredExports, exportsOf, markExpired } from './queries/purge';
import { findRequest, moveRequest } from './queries/requests';
import { readPrivacySettings } from './queries/settings';
import { EXPORT_LINK_MS, codeOfLabel, retainUntil } from './rules';

export interface RequestJob {
  requestId: number;
}

/** The download address a mail links to. */
function exportLink(publicUrl: string, requestId: number): string {
  return `${publicUrl}/v1/privacy/exports/${requestId}/file`;
}

/** Removes export files; a file already gone is no error. */
async function removeExports(dataDir: string, names: readonly (string | null)[]): Promise<void> {
  for (const name of names) if (name && /^[0-9a-f]{32}\.zip$/.test(name)) await fs.promises.rm(path.join(exportsDir(dataDir), name), { force: true });
}

/**
 * Mails kept as files (the outbox folder, when no mail server is set) that went to the person
 * or name them: they are copies of what the erasure removed from the database.
 */
async function removeMailFilesAbout(outboxDir: string | null, person: { email: string; fullName: string }): Promise<void> {
  if (!outboxDir || !fs.existsSync(outboxDir)) return;
  const traces = [person.email.toLowerCase(), person.fullName.toLowerCase()].filter((trace) => trace.length > 0);
  for (const name of (await fs.promises.readdir(outboxDir)).filter((file) => file.endsWith('.eml'))) {
    const file = path.join(outboxDir, name);
    // quoted-printable soft line breaks may split an address or a name
    const text = (await fs.promises.readFile(file, 'utf8')).replace(/=\r?\n/g, '').toLowerCase();
    if (traces.some((trace) => text.includes(trace))) await fs.promises.rm(file, { force: true });
  }
}

/**
 * Builds the copy, then in one transaction marks it ready for 7 days, records it and queues
 * the mail with its link (docs/product-rules.md#r-privacy-2).
 */
export async function runExport(app: FastifyInstance, dataDir: string, publicUrl: string, { requestId }: RequestJob, now = Date.now()): Promise<void> {
  const request = await findRequest(app.db, requestId);
  if (!request || request.state !== 'approved' || request.person_id === null) return;
  const file = await writeExport(app.db, personalData, { personId: request.person_id, dataDir, uploadsDir: app.uploads.dir, now });
  const expiresAt = now + EXPORT_LINK_MS;
  const mail = request.requested_by === null ? null : await exportReadyMail(app.db, request.requested_by, exportLink(publicUrl, requestId), expiresAt);
  const done = await app.db.transaction().execute(async (trx) => {
    if (!(await moveRequest(trx, requestId, 'approved', { state: 'done', done_at: now, file_name: file, expires_at: expiresAt }))) return false;
    await audit(trx, { actorId: null, action: 'export-ready', requestId, subject: request.person_label, at: now });
    if (mail) await app.jobs.enqueue(SEND_MAIL_JOB, mail, { db: trx, key: `privacy:export-mail:${requestId}`, kind: 'data-export', recipient: mail.to });
    return true;
  });
  if (!done) await removeExports(dataDir, [file]);
}

/**
 * Erases the person (docs/product-rules.md#r-privacy-3) in one transaction: every module's
 * declaration applied to their rows, their own row pseudonymised, the request done with its
 * retention date. Their picture, earlier copies and mail files are removed after it commits.
 */
export async function runErasure(app: FastifyInstance, dataDir: string, { requestId }: RequestJob, now = Date.now()): Promise<void> {
  const request = await findRequest(app.db, requestId);
  if (!request || request.state !== 'approved' || request.person_id === null) return;
  const person = await personKey(app.db, request.person_id);
  if (!person) return;
  const personId = person.id;
  const { retentionYears } = await readPrivacySettings(app.db);
  const keepUntil = retainUntil(await lastRecordedPeriod(app.db, personId), now, retentionYears);
  const copies = await exportsOf(app.db, personId);
  await app.db.transaction().execute(async (trx) => {
    await eraseDeclared(trx, personalData, person);
    await pseudonymise(trx, personId, person.profile, codeOfLabel(request.person_label), now);
    await markExpired(trx, copies.map((copy) => copy.id));
    await moveRequest(trx, requestId, 'approved', { state: 'done', done_at: now, retain_until: keepUntil });
    await audit(trx, { actorId: null, action: 'erased', requestId, subject: request.person_label, at: now });
  });
  sessionCache.changed(app.db);
  await app.uploads.remove(person.picture);
  await removeExports(dataDir, copies.map((copy) => copy.file_name));
  await removeMailFilesAbout(app.mailer.outboxDir, person);
}

/** Copies past their 7 days: files removed, rows marked expired. */
export async function expireExports(app: FastifyInstance, dataDir: string, now: number): Promise<number> {
  const expired = await expiredExports(app.db, now);
  await markExpired(app.db, expired.map((row) => row.id));
  await removeExports(dataDir, expired.map((row) => row.file_name));
  return expired.length;
}
