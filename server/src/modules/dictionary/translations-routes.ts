import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddLanguageRequest,
  AddLanguageResponse,
  SaveTranslationRequest,
  SaveTranslationResponse,
  TranslationProgressResponse,
  TranslationsListRequest,
  TranslationsListResponse,
  errorResponses,
} from '@studydesk/shared/contracts';
import { badRequest, conflict, notFound, requireDictionaryAdmin } from '../../permissions';
import { translationRows } from './dto';
import { insertLanguage, isKey, languageExists, saveTranslation, textsOf, translationKeysPage, translationProgress } from './queries/translations';
import { checkedTranslation } from './rules';

/** Translation management: the keys × languages table, one cell saved at a time, new languages. Admins only. */
export const translationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/dictionary/translations',
    {
      schema: {
        tags: ['dictionary'],
        description: 'Admins only: one page of keys with their text in every language; search and missing-only filters.',
        body: TranslationsListRequest,
        response: { 200: TranslationsListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireDictionaryAdmin(request);
      const body = request.body;
      const { keys, total } = await translationKeysPage(app.db, {
        search: body.search ?? '',
        missingOnly: body.missingOnly ?? false,
        direction: body.direction ?? 'asc',
        pageIndex: body.pageIndex ?? 0,
        pageSize: body.pageSize ?? 20,
      });
      return { results: translationRows(keys, await textsOf(app.db, keys)), total };
    },
  );

  app.put(
    '/v1/dictionary/translations',
    {
      schema: {
        tags: ['dictionary'],
        description: 'Admins only: saves one text. Empty removes the translation (the language then shows English). Never overwritten by the shipped seed.',
        body: SaveTranslationRequest,
        response: { 200: SaveTranslationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireDictionaryAdmin(request);
      const { language, baseConstant } = request.body;
      if (!(await languageExists(app.db, language))) throw notFound('Language not found');
      if (!(await isKey(app.db, baseConstant))) throw notFound('Translation key not found');
      const text = checkedTranslation(baseConstant, language, request.body.text);
      await saveTranslation(app.db, { language, key: baseConstant, text, now: Date.now() });
      return { language, baseConstant, text };
    },
  );

  app.post(
    '/v1/dictionary/languages',
    {
      schema: {
        tags: ['dictionary'],
        description: 'Admins only: adds a language (code and name); until translated it shows English.',
        body: AddLanguageRequest,
        response: { 201: AddLanguageResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      requireDictionaryAdmin(request);
      const code = request.body.code;
      const name = request.body.name.trim();
      if (!name) throw badRequest('A language needs a name');
      if (!(await insertLanguage(app.db, { code, name }))) throw conflict('This language already exists');
      return reply.status(201).send({ language: { code, name } });
    },
  );

  app.get(
    '/v1/dictionary/progress',
    {
      schema: {
        tags: ['dictionary'],
        description: 'Admins only: per language, how many keys have a text of their own out of all keys.',
        response: { 200: TranslationProgressResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireDictionaryAdmin(request);
      return { languages: await translationProgress(app.db) };
    },
  );
};
