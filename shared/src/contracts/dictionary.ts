/** The translation dictionary (docs/product-rules.md#r-data-1 Dictionary, docs/product-rules.md#r-api-1 /v1/dictionary). */
import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode, PageOf, PageRequest, SingleLineText } from './common';

const DictionaryEntry = Type.Object({ baseConstant: Type.String(), text: Type.String() });
type DictionaryEntry = Static<typeof DictionaryEntry>;

/** POST /v1/dictionary/dictionarydata — the translations of one language. */
export const DictionaryDataRequest = Type.Object({ language: LanguageCode }, { additionalProperties: false });
export type DictionaryDataRequest = Static<typeof DictionaryDataRequest>;

export const DictionaryDataResponse = Type.Object({
  dictionaryData: Type.Object({ results: Type.Array(DictionaryEntry) }),
});
export type DictionaryDataResponse = Static<typeof DictionaryDataResponse>;

export const Language = Type.Object({ code: Type.String(), name: Type.String() });
export type Language = Static<typeof Language>;

/** GET /v1/dictionary/languagelist */
export const LanguageListResponse = Type.Object({ languageList: Type.Array(Language) });
export type LanguageListResponse = Static<typeof LanguageListResponse>;

/** POST /v1/dictionary/uniquebaseconstants — every key any language translates. */
export const UniqueBaseConstantsResponse = Type.Object({ results: Type.Array(Type.String()) });
export type UniqueBaseConstantsResponse = Static<typeof UniqueBaseConstantsResponse>;

/** GET /v1/dictionary/dictionarydata/{language} — the same answer, cacheable (ETag, revalidated on each load). */
export const DictionaryDataParams = Type.Object({ language: LanguageCode });
export type DictionaryDataParams = Static<typeof DictionaryDataParams>;

/**
 * Which part of the dictionary (docs/conventions.md#dictionary): `core`, the texts of the
 * shell, the shared library and the server's messages, which every page loads; or a
 * remote's own texts (its folder's name), loaded with that remote. Without it, every text.
 */
const DictionaryScope = Type.String({ pattern: '^(core|mf-[a-z]+)$', maxLength: 40 });
export const DictionaryDataQuery = Type.Object({ scope: Type.Optional(DictionaryScope) }, { additionalProperties: false });
export type DictionaryDataQuery = Static<typeof DictionaryDataQuery>;

// ---- translation management (admins) ----

export const TRANSLATION_ORDER_BY = ['baseConstant'] as const;
export type TranslationOrderBy = (typeof TRANSLATION_ORDER_BY)[number];

/**
 * POST /v1/dictionary/translations — one page of keys with their text in every language.
 * `search` matches the key or any of its texts; `missingOnly` keeps the keys some
 * language has no text for.
 */
export const TranslationsListRequest = PageRequest(TRANSLATION_ORDER_BY, {
  pageSize: 20,
  extra: { missingOnly: Type.Optional(Type.Boolean({ default: false })) },
});
export type TranslationsListRequest = Static<typeof TranslationsListRequest>;

/** One key (an English base text) and its text per language code; a language without a text has no entry. */
export const TranslationRow = Type.Object({
  baseConstant: Type.String(),
  texts: Type.Record(Type.String(), Type.String()),
});
export type TranslationRow = Static<typeof TranslationRow>;

export const TranslationsListResponse = PageOf(TranslationRow);
export type TranslationsListResponse = Static<typeof TranslationsListResponse>;

/**
 * PUT /v1/dictionary/translations — saves one cell. An empty text removes the language's
 * translation (that language then shows the English text); English itself needs a text.
 */
export const SaveTranslationRequest = Type.Object(
  { language: LanguageCode, baseConstant: Type.String({ minLength: 1, maxLength: 1000 }), text: SingleLineText({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type SaveTranslationRequest = Static<typeof SaveTranslationRequest>;

export const SaveTranslationResponse = Type.Object({ language: LanguageCode, baseConstant: Type.String(), text: Type.String() });
export type SaveTranslationResponse = Static<typeof SaveTranslationResponse>;

/** POST /v1/dictionary/languages — adds a language (its texts fall back to English until translated). */
export const AddLanguageRequest = Type.Object(
  { code: LanguageCode, name: SingleLineText({ maxLength: 60, required: true }) },
  { additionalProperties: false },
);
export type AddLanguageRequest = Static<typeof AddLanguageRequest>;

export const AddLanguageResponse = Type.Object({ language: Language });
export type AddLanguageResponse = Static<typeof AddLanguageResponse>;

/** How far a language is translated: keys with a text of their own out of every key ("Spanish 286/286"). */
export const LanguageProgress = Type.Object({
  code: Type.String(),
  name: Type.String(),
  translated: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type LanguageProgress = Static<typeof LanguageProgress>;

/** GET /v1/dictionary/progress — every language, by code. */
export const TranslationProgressResponse = Type.Object({ languages: Type.Array(LanguageProgress) });
export type TranslationProgressResponse = Static<typeof TranslationProgressResponse>;
