import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../sessions';
import { conflict, isAdmin, notFound } from '../../permissions';
import { audit } from './queries/audit';
import { personKey } from './queries/person-rows';
import { earlierLabel, findRequest, insertRequest, moveRequest, openErasure, otherActiveAdmins, type RequestRow } from './queries/requests';
import { codeOfLabel, dueDate, personLabel, pseudonymCode } from './rules';

export const EXPORT_JOB = 'privacy:export';
export const ERASE_JOB = 'privacy:erase';

const NOT_FOUND = 'Request not found';
const NOT_OPEN = 'This request has been answered already';
const LAST_ADMIN = 'The last active admin cannot be erased';

/** The person's label: the one their first request gave them, else a new "Student 4F2A". */
async function labelFor(app: FastifyInstance, personId: number): Promise<string> {
  const person = await personKey(app.db, personId);
  if (!person) throw notFound('Person not found');
  const earlier = await earlierLabel(app.db, personId);
  return personLabel(person.profile, earlier ? codeOfLabel(earlier) : pseudonymCode());
}

async function found(app: FastifyInstance, id: number): Promise<RequestRow> {
  const row = await findRequest(app.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** A copy of the person's data, made by a job and mailed to whoever asked (docs/product-rules.md#r-privacy-2). */
export async function requestExport(app: FastifyInstance, me: AuthUser, personId: number, now = Date.now()): Promise<RequestRow> {
  const label = await labelFor(app, personId);
  const id = await app.db.transaction().execute(async (trx) => {
    const requestId = await insertRequest(trx, { kind: 'export', person_id: personId, person_label: label, requested_by: me.id, state: 'approved', created_at: now, due_at: dueDate(now), decided_by: null });
    await audit(trx, { actorId: me.id, action: 'export-requested', requestId, subject: label, at: now });
    await app.jobs.enqueue(EXPORT_JOB, { requestId }, { db: trx, key: `${EXPORT_JOB}:${requestId}` });
    return requestId;
  });
  return found(app, id);
}

/**
 * An erasure (docs/product-rules.md#r-privacy-3): asked by the person or a guardian, it waits for
 * an admin; asked by an admin, it is approved at once. Approving queues the erasure job in
 * the same transaction.
 */
export async function requestErasure(app: FastifyInstance, me: AuthUser, personId: number, now = Date.now()): Promise<RequestRow> {
  const person = await personKey(app.db, personId);
  if (person?.profile === 'admin' && (await otherActiveAdmins(app.db, personId)) === 0) throw conflict(LAST_ADMIN);
  if (await openErasure(app.db, personId)) throw conflict('An erasure of this person is already open');
  const label = await labelFor(app, personId);
  // an admin's own request is their approval too
  const approved = isAdmin(me);
  const id = await app.db.transaction().execute(async (trx) => {
    const requestId = await insertRequest(trx, {
      kind: 'erasure', person_id: personId, person_label: label, requested_by: me.id, state: approved ? 'approved' : 'requested',
      created_at: now, due_at: dueDate(now), decided_by: approved ? me.id : null, decided_at: approved ? now : null,
    });
    await audit(trx, { actorId: me.id, action: 'erasure-requested', requestId, subject: label, at: now });
    if (approved) {
      await audit(trx, { actorId: me.id, action: 'erasure-approved', requestId, subject: label, at: now });
      await app.jobs.enqueue(ERASE_JOB, { requestId }, { db: trx, key: `${ERASE_JOB}:${requestId}` });
    }
    return requestId;
  });
  return found(app, id);
}

/** An admin's answer to an asked erasure: approved (the job is queued with it) or refused. */
export async function decideErasure(app: FastifyInstance, me: AuthUser, id: number, approve: boolean, now = Date.now()): Promise<RequestRow> {
  const request = await found(app, id);
  if (request.kind !== 'erasure') throw notFound(NOT_FOUND);
  if (approve && request.person_id !== null) {
    const person = await personKey(app.db, request.person_id);
    if (person?.profile === 'admin' && (await otherActiveAdmins(app.db, request.person_id)) === 0) throw conflict(LAST_ADMIN);
  }
  await app.db.transaction().execute(async (trx) => {
    const moved = await moveRequest(trx, id, 'requested', { state: approve ? 'approved' : 'refused', decided_by: me.id, decided_at: now, done_at: approve ? null : now });
    if (!moved) throw conflict(NOT_OPEN);
    await audit(trx, { actorId: me.id, action: approve ? 'erasure-approved' : 'erasure-refused', requestId: id, subject: request.person_label, at: now });
    if (approve) await app.jobs.enqueue(ERASE_JOB, { requestId: id }, { db: trx, key: `${ERASE_JOB}:${id}` });
  });
  return found(app, id);
}
