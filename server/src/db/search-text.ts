import { sql } from 'kysely';

/**
 * Folds text for search so a plain `LIKE '%…%'` on both engines ignores case and
 * accents: "Zoë  Núñez" and "zoe nunez" both become "zoe nunez". The same fold is
 * applied to the stored column (users.search_text, study_plans.search_text) and to what
 * the user types.
 */
export function foldForSearch(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    // NFD splits "ë" into "e" + a combining diaeresis, which the next line drops. Only
    // after Latin letters: in other scripts the mark makes another letter (Cyrillic й).
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    // letters with no decomposition that people still type without the mark
    .replace(/[ßøæœłđı]/gi, (ch) => FOLDS[ch.toLowerCase()] ?? ch)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const FOLDS: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ı: 'i' };

/** Escapes `%`, `_` and `\` so user input matches literally inside `LIKE … ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The `LIKE` pattern for "contains the folded query", to use with `escape '\'`. */
export function searchPattern(query: string): string {
  return `%${escapeLike(foldForSearch(query))}%`;
}

/** `column like pattern escape '\'` on both engines; the pattern comes from searchPattern(). */
export function likeEscaped(column: string, pattern: string) {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
