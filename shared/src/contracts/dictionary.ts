/** The translation dictionary (spec §3 Dictionary, §7 /v1/dictionary). */
import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode } from './common';

export const DictionaryEntry = Type.Object({ baseConstant: Type.String(), text: Type.String() });
export type DictionaryEntry = Static<typeof DictionaryEntry>;

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
