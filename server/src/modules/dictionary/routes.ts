import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DictionaryDataParams, DictionaryDataRequest, DictionaryDataResponse, LanguageListResponse, UniqueBaseConstantsResponse } from '@studydesk/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { baseConstants, dictionaryRows, languageList } from './queries/dictionary-data';
import { dictionaryEtag, etagMatches } from './rules';
import { isMailOnlyKey } from '../../mail/mail-keys';
import { routesOf } from '../route';

/**
 * The dictionary is public: the sign-in pages are translated before anyone signs in.
 * Keys are the English base texts; a language answers its own text for a key where it
 * has one and the English text otherwise, all in one answer; the wording of mails, which
 * no page shows, is left out.
 */
export const dictionaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routesOf(app, 'dictionary');
  route.post('/v1/dictionary/dictionarydata', {
    auth: 'public',
    description: 'A text for every key: the language\'s own, else English. Answers 304 to a matching If-None-Match.',
    body: DictionaryDataRequest, response: DictionaryDataResponse, errors: [400, 415], notModified: true,
  }, async ({ body, request, reply }) => sendDictionary(app.db, body.language, request, reply));

  // the same answer by GET, so a browser keeps it and only revalidates it on each page load
  route.get('/v1/dictionary/dictionarydata/:language', {
    auth: 'public',
    description: 'As POST /v1/dictionary/dictionarydata, cacheable: ETag with Cache-Control no-cache.',
    params: DictionaryDataParams, response: DictionaryDataResponse, errors: [400], notModified: true,
  }, async ({ params, request, reply }) => sendDictionary(app.db, params.language, request, reply));

  route.get('/v1/dictionary/languagelist', {
    auth: 'public',
    response: LanguageListResponse,
  }, async () => {
    return { languageList: await languageList(app.db) };
  });

  route.post('/v1/dictionary/uniquebaseconstants', {
    auth: 'public',
    description: 'Every key: the English base texts.',
    response: UniqueBaseConstantsResponse, errors: [415],
  }, async () => {
    return { results: await baseConstants(app.db) };
  });
};

/** The dictionary, with the validator of its content (see dictionaryEtag). */
async function sendDictionary(db: Kysely<Database>, language: string, request: FastifyRequest, reply: FastifyReply) {
  const rows = await dictionaryRows(db, language);
  const results = rows.filter((row) => !isMailOnlyKey(row.base_constant)).map((row) => ({ baseConstant: row.base_constant, text: row.text }));
  const etag = dictionaryEtag(results);
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
  return { dictionaryData: { results } };
}
