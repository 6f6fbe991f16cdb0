import { endpoints } from '@studydesk/shared/contracts';
import { badRequest, conflict, notFound } from '../../permissions';
import { translationRows } from './dto';
import { insertLanguage, isKey, languageExists, saveTranslation, textsOf, translationKeysPage, translationProgress } from './queries/translations';
import { checkedTranslation } from './rules';
import { routesPlugin } from '../route';

/** Translation management: the keys × languages table, one cell saved at a time, new languages. Admins only. */
export const translationsRoutes = routesPlugin('dictionary', (route, app) => {
  route.on(endpoints.dictionary.translations, {
    roles: ['admin'],
    description: 'Admins only: one page of keys with their text in every language; search and missing-only filters.',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    const { keys, total } = await translationKeysPage(app.db, {
      search: body.search ?? '',
      missingOnly: body.missingOnly ?? false,
      direction: body.direction ?? 'asc',
      pageIndex: body.pageIndex ?? 0,
      pageSize: body.pageSize ?? 20,
    });
    return { results: translationRows(keys, await textsOf(app.db, keys)), total };
  });

  route.on(endpoints.dictionary.saveTranslation, {
    roles: ['admin'],
    description: 'Admins only: saves one text. Empty removes the translation (the language then shows English). Never overwritten by the shipped seed.',
    errors: [400, 401, 403, 404],
  }, async ({ body }) => {
    const { language, baseConstant } = body;
    if (!(await languageExists(app.db, language))) throw notFound('Language not found');
    if (!(await isKey(app.db, baseConstant))) throw notFound('Translation key not found');
    const text = checkedTranslation(baseConstant, language, body.text);
    await saveTranslation(app.db, { language, key: baseConstant, text, now: Date.now() });
    return { language, baseConstant, text };
  });

  route.on(endpoints.dictionary.addLanguage, {
    roles: ['admin'],
    description: 'Admins only: adds a language (code and name); until translated it shows English.',
    status: 201, errors: [400, 401, 403, 409],
  }, async ({ body }) => {
    const code = body.code;
    const name = body.name.trim();
    if (!name) throw badRequest('A language needs a name');
    if (!(await insertLanguage(app.db, { code, name }))) throw conflict('This language already exists');
    return { language: { code, name } };
  });

  route.on(endpoints.dictionary.progress, {
    roles: ['admin'],
    description: 'Admins only: per language, how many keys have a text of their own out of all keys.',
    errors: [401, 403],
  }, async () => {
    return { languages: await translationProgress(app.db) };
  });
});
