/**
 * The school glossary (docs/product-rules.md#r-ret-4): per pair of languages, a term and its
 * meaning, grown from the meanings teachers type or approve on cards; admins list, edit,
 * delete and import (CSV) its entries.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LanguageCode, PageWindow } from './common';

const TERM_MAX = 200;
const MEANING_MAX = 500;
/** A CSV of a few thousand terms. */
const CSV_MAX = 500_000;

const GlossaryEntry = Type.Object(
  {
    id: Id,
    language: Type.String(),
    meaningLanguage: Type.String(),
    term: Type.String(),
    meaning: Type.String(),
    source: Type.Union([Type.Literal('card'), Type.Literal('admin'), Type.Literal('import')]),
    updatedAt: Type.Number(),
  },
  { title: 'GlossaryEntry' },
);
export type GlossaryEntry = Static<typeof GlossaryEntry>;

export const GlossaryQuery = Type.Object({ ...PageWindow(25), language: Type.Optional(LanguageCode), meaningLanguage: Type.Optional(LanguageCode) }, { additionalProperties: false });
export type GlossaryQuery = Static<typeof GlossaryQuery>;

export const GlossaryResponse = Type.Object({ entries: Type.Object({ results: Type.Array(GlossaryEntry), total: Type.Integer() }) }, { title: 'GlossaryResponse' });
export type GlossaryResponse = Static<typeof GlossaryResponse>;

export const GlossaryEntryRequest = Type.Object(
  { term: Type.String({ minLength: 1, maxLength: TERM_MAX, pattern: '\\S' }), meaning: Type.String({ minLength: 1, maxLength: MEANING_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type GlossaryEntryRequest = Static<typeof GlossaryEntryRequest>;

export const GlossaryEntryResponse = Type.Object({ entry: GlossaryEntry });

/** A CSV of `term,meaning` lines (a header line `term,meaning` is skipped) for one pair of languages. */
export const GlossaryImportRequest = Type.Object(
  { language: LanguageCode, meaningLanguage: LanguageCode, csv: Type.String({ minLength: 1, maxLength: CSV_MAX }) },
  { additionalProperties: false },
);
export type GlossaryImportRequest = Static<typeof GlossaryImportRequest>;

export const GlossaryImportResponse = Type.Object({ imported: Type.Integer(), skipped: Type.Integer() });
