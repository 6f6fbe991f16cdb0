import { endpoints } from '@studydesk/shared/contracts';
import { badRequest, conflict } from '../../permissions';
import { isUniqueViolation } from '../../plugins/error-handler';
import { routesPlugin } from '../route';
import { countRows, toPreviewResponse } from './dto';
import { checkFile, writeImport, type Invite } from './import-people';
import { readImportInput } from './import-input';
import { TEMPLATE_FILE_NAME, importTemplate } from './template';

/** Importing people from a spreadsheet (docs/product-rules.md#r-import-1 to r-import-5): admins only. */
export const peopleImportRoutes = routesPlugin('people import', (route, app) => {
  route.on(endpoints.peopleImport.template, {
    roles: ['admin'],
    description: 'Admins only: the CSV template, a header row and one example row per kind (student, teacher, guardian, group).',
    errors: [401, 403],
  }, async ({ reply }) => reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
    .send(importTemplate()));

  route.on(endpoints.peopleImport.preview, {
    roles: ['admin'],
    description: 'Admins only: reads a CSV file (multipart, field "file"; choices as JSON in "options") and answers each row with its problems and what the import would do. Writes nothing.',
    multipart: true, validate: false, consumes: ['multipart/form-data'],
    errors: [400, 401, 403, 413, 415],
  }, async ({ request }) => {
    const { bytes, options } = await readImportInput(request);
    const checked = await checkFile(app.db, bytes, options, Date.now());
    return toPreviewResponse(checked.file, checked.rows);
  });

  route.on(endpoints.peopleImport.run, {
    roles: ['admin'],
    description: 'Admins only: checks the file again with the admin\'s choices and, when no row has a problem, writes it in one transaction; ' +
      'invitations are queued only when asked. 409 when someone added one of its people meanwhile (nothing written).',
    multipart: true, validate: false, consumes: ['multipart/form-data'],
    errors: [400, 401, 403, 409, 413, 415],
  }, async ({ request }) => {
    const { bytes, options } = await readImportInput(request);
    const now = Date.now();
    const checked = await checkFile(app.db, bytes, options, now);
    const counts = countRows(checked.rows);
    if (counts.invalid > 0) {
      throw badRequest('{count, plural, one {# row still has a problem: nothing was imported} other {# rows still have problems: nothing was imported}}', { count: counts.invalid });
    }
    try {
      // the invitation mail's job (its handler mails the set-password link) is queued in the import's transaction
      const invite: Invite | null = options.sendInvitations ? (trx, userId) => app.jobs.enqueue('invitation-mail', { userId }, { db: trx }) : null;
      const { invitations } = await writeImport(app.db, checked, now, invite);
      return { counts, invitations };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Someone added a person or group of this file meanwhile: nothing was imported. Preview the file again.');
      throw error;
    }
  });
});
