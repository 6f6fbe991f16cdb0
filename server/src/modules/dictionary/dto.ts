import type { TranslationRow } from '@studydesk/shared/contracts';

/** The rows of a page of keys, in the keys' order, each with its non-empty text per language. */
export function translationRows(keys: string[], rows: ReadonlyArray<{ language: string; base_constant: string; text: string }>): TranslationRow[] {
  const byKey = new Map<string, Record<string, string>>(keys.map((key) => [key, {}]));
  for (const row of rows) {
    const texts = byKey.get(row.base_constant);
    if (texts && row.text !== '') texts[row.language] = row.text;
  }
  return keys.map((key) => ({ baseConstant: key, texts: byKey.get(key) ?? {} }));
}
