import { endpoints } from '@studydesk/shared/contracts';
import { routesPlugin } from '../route';
import { dueLeavers } from './daily';
import { toAuditEntry, toPrivacyRequest } from './dto';
import { listAudit } from './queries/audit';
import { listRequests } from './queries/requests';
import { readPrivacySettings, savePrivacySettings } from './queries/settings';
import { decideErasure } from './requests';

/** How far ahead the leavers' list looks. */
const LEAVERS_AHEAD_MS = 90 * 24 * 60 * 60 * 1000;

/** The admins' side (docs/product-rules.md#r-privacy-3, #r-privacy-6): the request queue, decisions, the audit trail, the settings. */
export const privacyAdminRoutes = routesPlugin('privacy', (route, app) => {
  route.on(endpoints.privacy.list, {
    roles: ['admin'],
    description: 'Admins only: one page of the copies and erasures asked, soonest due first, with state; filtered by state and kind.',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    const { rows, total } = await listRequests(app.db, body);
    return { requests: { results: rows.map(toPrivacyRequest), total } };
  });

  route.on(endpoints.privacy.approve, {
    roles: ['admin'],
    description: 'Admins only: approves an asked erasure; the erasure runs in the background. 409 for one already answered.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params }) => ({ request: toPrivacyRequest(await decideErasure(app, me, params.id, true)) }));

  route.on(endpoints.privacy.refuse, {
    roles: ['admin'],
    description: 'Admins only: refuses an asked erasure. 409 for one already answered.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params }) => ({ request: toPrivacyRequest(await decideErasure(app, me, params.id, false)) }));

  route.on(endpoints.privacy.audit, {
    roles: ['admin'],
    description: 'Admins only: the audit trail of requests, approvals, downloads and erasures, newest first; it names people only by their labels.',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    const { rows, total } = await listAudit(app.db, body);
    return { entries: { results: rows.map(toAuditEntry), total } };
  });

  route.on(endpoints.privacy.settings, { roles: ['admin'], description: 'Admins only: the retention years and the leavers\' setting.', errors: [401, 403] }, async () => readPrivacySettings(app.db));

  route.on(endpoints.privacy.updateSettings, {
    roles: ['admin'],
    description: 'Admins only: saves the retention years and the leavers\' setting (null: off).',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    await savePrivacySettings(app.db, body);
    return readPrivacySettings(app.db);
  });

  route.on(endpoints.privacy.leavers, {
    roles: ['admin'],
    description: 'Admins only: the archived students the leavers\' setting erases within 90 days, soonest first; empty while it is off.',
    errors: [401, 403],
  }, async () => {
    const now = Date.now();
    const due = await dueLeavers(app, now, LEAVERS_AHEAD_MS);
    return { leavers: due.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), archivedAt: new Date(Number(row.archived_at)).toISOString(), erasedFrom: new Date(row.erasedFrom).toISOString() })) };
  });
});
