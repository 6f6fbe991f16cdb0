import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../permissions';
import { BASE_LANGUAGE, REMOTE_SCOPES } from '../../seed/dictionary';
import { languageCodes } from './queries/dictionary-data';

/**
 * The one rule for a user's interface language, wherever it is set (settings, register,
 * update): a LanguageCode (the contracts check its shape) that the dictionary lists,
 * once the dictionary lists any.
 */
export async function assertKnownLanguage(db: Kysely<Database>, language: string): Promise<void> {
  const known = await languageCodes(db);
  if (known.length > 0 && !known.includes(language)) throw badRequest('Unknown language: {language}', { language });
}

/**
 * The placeholder names of a text: `{name}` and the variable of `{count, plural, …}`,
 * including those inside plural branches. null when the braces do not pair up.
 */
export function placeholdersOf(text: string): Set<string> | null {
  const names = new Set<string>();
  let i = 0;
  // text until an unmatched '}' (the end of a plural branch) or the end
  const readText = (inBranch: boolean): boolean => {
    while (i < text.length) {
      const c = text[i];
      if (c === '}') return inBranch;
      if (c === '{') {
        if (!readArgument()) return false;
      } else i += 1;
    }
    return !inBranch;
  };
  const readArgument = (): boolean => {
    const match = /^\{\s*(\w+)\s*/.exec(text.slice(i));
    if (!match) return false;
    names.add(match[1]);
    i += match[0].length;
    if (text[i] === '}') {
      i += 1;
      return true;
    }
    const kind = /^,\s*(plural|select|selectordinal)\s*,\s*/.exec(text.slice(i));
    if (!kind) return false;
    i += kind[0].length;
    // selector {branch} pairs until the closing brace
    while (i < text.length && text[i] !== '}') {
      const selector = /^(=\d+|\w+)\s*\{/.exec(text.slice(i));
      if (!selector) return false;
      i += selector[0].length;
      if (!readText(true)) return false;
      i += 1;
      i += /^\s*/.exec(text.slice(i))![0].length;
    }
    if (text[i] !== '}') return false;
    i += 1;
    return true;
  };
  return readText(false) ? names : null;
}

/**
 * An admin's text for one cell: trimmed; English (the keys' own language) cannot be
 * emptied; any other text must use exactly the key's placeholders, so `{count}` is
 * never lost in translation.
 */
export function checkedTranslation(key: string, language: string, text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') {
    if (language === BASE_LANGUAGE) throw badRequest('The English text cannot be empty');
    return '';
  }
  const used = placeholdersOf(trimmed);
  if (used === null) throw badRequest('The braces of the text do not pair up');
  const wanted = placeholdersOf(key) ?? new Set<string>();
  const same = used.size === wanted.size && [...wanted].every((name) => used.has(name));
  if (!same) throw badRequest('The text must use the same placeholders as the key');
  return trimmed;
}

/**
 * A validator of a dictionary's content: an edit changes it, so the next page load gets
 * the new text, and an unchanged dictionary costs a 304 and no body. Weak, because the
 * same content goes out gzip-, brotli- or not encoded.
 */
export function dictionaryEtag(results: ReadonlyArray<{ baseConstant: string; text: string }>): string {
  const hash = createHash('sha256');
  for (const row of results) hash.update(row.baseConstant).update('\u0000').update(row.text).update('\u0000');
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match against an ETag, weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Every key some remote alone uses: the rest is the core's. */
const REMOTE_KEYS = new Set(Object.values(REMOTE_SCOPES).flat());
const SCOPE_KEYS = new Map(Object.entries(REMOTE_SCOPES).map(([scope, keys]) => [scope, new Set(keys)]));

/**
 * Which keys a dictionary answer holds (docs/conventions.md#dictionary): every key without
 * a scope; `core`, every key no remote alone uses (the shell's, the shared library's, the
 * server's messages, and a key an admin's edit or an older version left that no scope
 * lists); a remote, the keys only remotes use that it uses (none for a remote without any).
 */
export function inScope(scope: string | undefined): (key: string) => boolean {
  if (scope === undefined) return () => true;
  if (scope === 'core') return (key) => !REMOTE_KEYS.has(key);
  const keys = SCOPE_KEYS.get(scope);
  return keys ? (key) => keys.has(key) : () => false;
}
