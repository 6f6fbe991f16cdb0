import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@studydesk/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { baseConstants, dictionaryRows, languageList } from './queries/dictionary-data';
import { dictionaryEtag, etagMatches, inScope } from './rules';
import { isMailOnlyKey } from '../../mail/mail-keys';
import { routesPlugin } from '../route';

/**
 * The dictionary is public: the sign-in pages are translated before anyone signs in.
 * Keys are the English base texts; a language answers its own text for a key where it
 * has one and the English text otherwise, all in one answer; the wording of mails, which
 * no page shows, is left out.
 */
export const dictionaryRoutes = routesPlugin('dictionary', (route, app) => {
  route.on(endpoints.dictionary.dictionaryData, {
    auth: 'public',
    description: 'A text for every key: the language\'s own, else English. Answers 304 to a matching If-None-Match.',
    errors: [400, 415], notModified: true,
  }, async ({ body, request, reply }) => sendDictionary(app.db, body.language, undefined, request, reply, 'every key'));

  // By GET, so a browser keeps it and only revalidates it on each page load. A key whose
  // text is the key itself is left out: the browser shows a key without a text as itself
  // (t() in @studydesk/shared/i18n), so English, the default, is a few entries, not 9 KB.
  // `scope`: the core (every page) or one remote's own texts, loaded with the remote.
  route.on(endpoints.dictionary.dictionaryOf, {
    auth: 'public',
    description: 'As POST /v1/dictionary/dictionarydata, without the keys whose text is the key itself, cacheable: ETag with Cache-Control no-cache. `scope`: only the core\'s texts (`core`) or one remote\'s own (its folder\'s name in the remotes registry).',
    errors: [400], notModified: true,
  }, async ({ params, query, request, reply }) => sendDictionary(app.db, params.language, query.scope, request, reply, 'texts other than the key'));

  route.on(endpoints.dictionary.languageList, {
    auth: 'public',
  }, async () => {
    return { languageList: await languageList(app.db) };
  });

  route.on(endpoints.dictionary.uniqueBaseConstants, {
    auth: 'public',
    description: 'Every key: the English base texts.',
    errors: [415],
  }, async () => {
    return { results: await baseConstants(app.db) };
  });
});

/**
 * The dictionary, with the validator of its content (see dictionaryEtag): one validator
 * for both answers, since the shorter one follows from the full one.
 */
async function sendDictionary(db: Kysely<Database>, language: string, scope: string | undefined, request: FastifyRequest, reply: FastifyReply, keys: 'every key' | 'texts other than the key') {
  const rows = await dictionaryRows(db, language);
  const wanted = inScope(scope);
  const results = rows
    .filter((row) => !isMailOnlyKey(row.base_constant) && wanted(row.base_constant))
    .map((row) => ({ baseConstant: row.base_constant, text: row.text }));
  const etag = dictionaryEtag(results);
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
  return { dictionaryData: { results: keys === 'every key' ? results : results.filter((row) => row.text !== row.baseConstant) } };
}
