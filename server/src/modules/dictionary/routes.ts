import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DictionaryDataRequest,
  DictionaryDataResponse,
  LanguageListResponse,
  UniqueBaseConstantsResponse,
  errorResponses,
} from '@studydesk/shared/contracts';

/**
 * The dictionary is public: the sign-in pages are translated before anyone signs in.
 * Keys are the English base texts, so a language without a row for a key shows English.
 */
export const dictionaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/dictionary/dictionarydata',
    {
      config: { public: true },
      schema: {
        tags: ['dictionary'],
        body: DictionaryDataRequest,
        response: { 200: DictionaryDataResponse, ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('dictionary')
        .select(['base_constant', 'text'])
        .where('language', '=', request.body.language)
        .orderBy('base_constant')
        .execute();
      return { dictionaryData: { results: rows.map((row) => ({ baseConstant: row.base_constant, text: row.text })) } };
    },
  );

  app.get(
    '/v1/dictionary/languagelist',
    { config: { public: true }, schema: { tags: ['dictionary'], response: { 200: LanguageListResponse } } },
    async () => {
      const rows = await app.db.selectFrom('languages').select(['code', 'name']).orderBy('code').execute();
      return { languageList: rows };
    },
  );

  app.post(
    '/v1/dictionary/uniquebaseconstants',
    {
      config: { public: true },
      schema: { tags: ['dictionary'], response: { 200: UniqueBaseConstantsResponse, ...errorResponses(415) } },
    },
    async () => {
      const rows = await app.db.selectFrom('dictionary').select('base_constant').distinct().orderBy('base_constant').execute();
      return { results: rows.map((row) => row.base_constant) };
    },
  );
};
