export interface LanguageOption {
  code: string;
  /** the language's own name, e.g. Español: readable whatever the current language */
  name: string;
}

/** Used while GET /v1/dictionary/languagelist is missing or fails. */
export const FALLBACK_LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
];

function optionOf(item: unknown): LanguageOption | null {
  if (typeof item === 'string' && item) return { code: item, name: item };
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const code = record.code ?? record.language ?? record.id;
  const name = record.name ?? record.label ?? record.text ?? code;
  return typeof code === 'string' && code && typeof name === 'string' ? { code, name } : null;
}

/**
 * Reads the `languageList` of the answer (spec §7). The exact item shape is not written
 * down yet, so codes or {code, name}-like objects are both accepted; anything unreadable
 * gives the fallback list rather than an empty select.
 */
export function languageListFrom(data: unknown): LanguageOption[] {
  const list = typeof data === 'object' && data !== null ? (data as { languageList?: unknown }).languageList : undefined;
  const raw = Array.isArray(list) ? list : Array.isArray(data) ? data : [];
  const options = raw.map(optionOf).filter((option): option is LanguageOption => option !== null);
  return options.length > 0 ? options : [...FALLBACK_LANGUAGES];
}

/** The list with the user's current language in it, so the select never shows a blank. */
export function withCurrentLanguage(options: readonly LanguageOption[], current: string): LanguageOption[] {
  if (!current || options.some((option) => option.code === current)) return [...options];
  return [...options, { code: current, name: current }];
}
