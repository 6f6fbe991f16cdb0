import { endpoints } from '@studydesk/shared/contracts';
import { conflict, notFound } from '../../permissions';
import { isUniqueViolation } from '../../plugins/error-handler';
import { glossaryRows } from './glossary-csv';
import { deleteGlossaryEntry, glossaryPage, learnMeanings, updateGlossaryEntry, type GlossaryRow } from './queries/glossary';
import { baseLanguage } from './text/segment';
import { routesPlugin } from '../route';

const toEntry = (row: GlossaryRow) => ({ id: row.id, language: row.language, meaningLanguage: row.meaning_language, term: row.term, meaning: row.meaning, source: row.source, updatedAt: Number(row.updated_at) });

/** The school glossary for admins (docs/product-rules.md#r-ret-4): list, edit, delete, import CSV. */
export const glossaryRoutes = routesPlugin('retention', (route, { db }) => {
  route.on(endpoints.retention.glossary, {
    description: "A page of the school glossary (terms and their meanings per pair of languages, grown from the meanings teachers type or approve on cards), optionally of one pair, by term. Admins only.",
    roles: ['admin'],
    errors: [400, 401, 403],
  }, async ({ query }) => {
    const { rows, total } = await glossaryPage(db, { language: query.language && baseLanguage(query.language), meaningLanguage: query.meaningLanguage && baseLanguage(query.meaningLanguage) }, { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? 25 });
    return { entries: { results: rows.map(toEntry), total } };
  });

  route.on(endpoints.retention.updateGlossaryEntry, {
    description: 'Sets a glossary entry\'s term and meaning; the next cards of the pair take the new meaning. 409 when the pair already has the term. Admins only.',
    roles: ['admin'],
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params, body }) => {
    try {
      if (!(await updateGlossaryEntry(db, params.id, body, me.id, Date.now()))) throw notFound('Glossary entry not found');
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('The glossary already has this term for these languages');
      throw error;
    }
    const { rows } = await glossaryPage(db, {}, { pageIndex: 0, pageSize: 1 }, params.id);
    return { entry: toEntry(rows[0]) };
  });

  route.on(endpoints.retention.deleteGlossaryEntry, {
    description: 'Deletes a glossary entry. Admins only.',
    roles: ['admin'],
    errors: [400, 401, 403, 404],
  }, async ({ params }) => {
    if (!(await deleteGlossaryEntry(db, params.id))) throw notFound('Glossary entry not found');
    return { message: 'Glossary entry deleted' };
  });

  route.on(endpoints.retention.importGlossary, {
    description: 'Imports `term,meaning` rows (a CSV; a header row is skipped) into the glossary of a pair of languages; a term the pair has takes the new meaning. Admins only.',
    roles: ['admin'],
    errors: [400, 401, 403],
  }, async ({ me, body }) => {
    const { rows, skipped } = glossaryRows(body.csv);
    const pair = { language: baseLanguage(body.language), meaningLanguage: baseLanguage(body.meaningLanguage) };
    const imported = await learnMeanings(db, pair, rows.map((row) => ({ ...row, source: 'import' as const })), me.id, Date.now());
    return { imported, skipped: skipped + rows.length - imported };
  });
});
