import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DictionaryDataRequest,
  DictionaryDataResponse,
  LanguageListResponse,
  UniqueBaseConstantsResponse,
  errorResponses,
} from '@studydesk/shared/contracts';
import { baseConstants, dictionaryRows, languageList } from './dictionary-queries';

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
      const rows = await dictionaryRows(app.db, request.body.language);
      return { dictionaryData: { results: rows.map((row) => ({ baseConstant: row.base_constant, text: row.text })) } };
    },
  );

  app.get(
    '/v1/dictionary/languagelist',
    { config: { public: true }, schema: { tags: ['dictionary'], response: { 200: LanguageListResponse } } },
    async () => {
      return { languageList: await languageList(app.db) };
    },
  );

  app.post(
    '/v1/dictionary/uniquebaseconstants',
    {
      config: { public: true },
      schema: { tags: ['dictionary'], response: { 200: UniqueBaseConstantsResponse, ...errorResponses(415) } },
    },
    async () => {
      return { results: await baseConstants(app.db) };
    },
  );
};
