import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { assertCanAskAbout, assertCanDownload, notFound } from '../../permissions';
import { HttpError } from '../../permissions/http-error';
import { attachmentHeader } from '../retention';
import { routesPlugin } from '../route';
import { toPrivacyRequest } from './dto';
import { exportsDir } from './export-zip';
import { audit } from './queries/audit';
import { findRequest, requestsAbout } from './queries/requests';
import { requestErasure, requestExport } from './requests';

/** A person's own requests (docs/product-rules.md#r-privacy-2, #r-privacy-3): their copy, its download, their erasure. */
export const privacyRoutes = routesPlugin<{ config: ServerConfig }>('privacy', (route, app, { config }) => {
  route.on(endpoints.privacy.requestExport, {
    status: 201,
    description: 'A copy of a person\'s data, built in the background and mailed as a link that works for 7 days: the person themself, a guardian for a linked student, an admin for anyone.',
    errors: [400, 401, 403, 404],
  }, async ({ me, body }) => {
    await assertCanAskAbout(app.db, me, body.personId);
    return { request: toPrivacyRequest(await requestExport(app, me, body.personId)) };
  });

  route.on(endpoints.privacy.exportFile, {
    description: 'The ZIP of a finished copy, to whoever asked for it, the person, or an admin; 410 once its 7 days are over.',
    errors: [400, 401, 404, 410],
  }, async ({ me, params, reply }) => {
    const request = await findRequest(app.db, params.id);
    if (!request || request.kind !== 'export') throw notFound('Export not found');
    assertCanDownload(me, request);
    if (request.state === 'expired' || (request.expires_at !== null && Number(request.expires_at) <= Date.now())) throw new HttpError(410, 'This download link has expired');
    if (request.state !== 'done' || !request.file_name) throw notFound('This copy is not ready yet');
    await audit(app.db, { actorId: me.id, action: 'export-downloaded', requestId: request.id, subject: request.person_label, at: Date.now() });
    reply.header('Content-Disposition', attachmentHeader('studydesk-data.zip')).header('Cache-Control', 'private, no-store');
    return reply.type('application/zip').send(fs.createReadStream(path.join(exportsDir(config.dataDir), request.file_name)));
  });

  route.on(endpoints.privacy.requestErasure, {
    status: 201,
    description: 'Asks for the erasure of a person: the person themself or a guardian for a linked student (an admin then decides), or an admin, for whom it is approved at once. 409 while one is open, or for the last active admin.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, body }) => {
    await assertCanAskAbout(app.db, me, body.personId);
    return { request: toPrivacyRequest(await requestErasure(app, me, body.personId)) };
  });

  route.on(endpoints.privacy.personRequests, {
    description: 'The copies and erasures asked about a person, newest first: the person, their guardians, admins.',
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => {
    await assertCanAskAbout(app.db, me, params.id);
    return { requests: (await requestsAbout(app.db, params.id)).map(toPrivacyRequest) };
  });
});
