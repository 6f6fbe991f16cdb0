import fs from 'node:fs';
import path from 'node:path';
import type { RemoteInfo } from '@studydesk/shared/remotes';

/**
 * Pages a remote drew to HTML when it was built (shared/build/prerender.cjs): per
 * language, `prerender/<lang>.json` in its dist, `{ pages: { "/login": { html, css } } }`.
 * A page key may hold `-` for one path segment (`/set/-`), or a query for a variant.
 */
interface PrerenderFile {
  pages: Record<string, { html: string; css: string[] }>;
}

export interface PrerenderedPage {
  html: string;
  /** the page's style sheets, as URLs the browser can load */
  css: string[];
  language: string;
}

/** The language cookie the shell writes (shell/src/i18n/page-language.ts). */
export const LANGUAGE_COOKIE = 'sd_lang';
const LANGUAGE = /^[a-z]{2,3}$/;
/** A remote on another host: how long its prerendered pages are kept, and waited for. */
const REMOTE_TTL_MS = 5_000;
const REMOTE_TIMEOUT_MS = 800;

/**
 * The languages to try, best first: the language cookie, then Accept-Language by its
 * weights, then English. Only plain language codes (`fr`, `pt` from `pt-BR`).
 */
export function languagesFor(cookieLanguage: string | undefined, acceptLanguage: string | undefined): string[] {
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.language);
  return [...new Set([cookieLanguage ?? '', ...accepted, 'en'])].filter((language) => LANGUAGE.test(language));
}

/** The key of `urlPath` (with its `search`) among a file's pages, or null. */
export function pageKey(pages: PrerenderFile['pages'], urlPath: string, search: string): string | null {
  const variant = `${urlPath}${search}`;
  if (search && Object.hasOwn(pages, variant)) return variant;
  const segments = urlPath.split('/');
  for (const key of Object.keys(pages)) {
    if (key.includes('?')) continue;
    const pattern = key.split('/');
    if (pattern.length === segments.length && pattern.every((part, i) => part === segments[i] || (part === '-' && segments[i] !== ''))) return key;
  }
  return null;
}

/**
 * Finds a remote's prerendered pages where the remotes manifest says the remote lives:
 * in its dist folder when this server serves it (re-read when a build changes it), from
 * its own host otherwise (kept a few seconds). So a remote redeployed alone, here or
 * elsewhere, changes its pages without the server or the shell being touched. Anything
 * missing or slow gives null: the page then draws itself in the browser as before.
 */
export function createPrerenderedPages(staticRoot: string) {
  const local = new Map<string, { stamp: string; value: PrerenderFile | null }>();
  const remote = new Map<string, { at: number; value: Promise<PrerenderFile | null> }>();

  function readLocal(file: string): PrerenderFile | null {
    let stamp: string;
    try {
      const stat = fs.statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const cached = local.get(file);
    if (cached?.stamp === stamp) return cached.value;
    let value: PrerenderFile | null = null;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderFile;
    } catch {
      value = null;
    }
    local.set(file, { stamp, value });
    return value;
  }

  function readRemote(url: string): Promise<PrerenderFile | null> {
    const cached = remote.get(url);
    if (cached && Date.now() - cached.at < REMOTE_TTL_MS) return cached.value;
    const value = fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) })
      .then((response) => (response.ok ? (response.json() as Promise<PrerenderFile>) : null))
      .catch(() => null);
    remote.set(url, { at: Date.now(), value });
    return value;
  }

  /** `remote`'s page for this address in the first of `languages` it has, or null. */
  return async function find(info: RemoteInfo, entry: unknown, urlPath: string, search: string, languages: string[]): Promise<PrerenderedPage | null> {
    if (typeof entry !== 'string') return null;
    const here = entry === `${info.path}mf-manifest.json`;
    if (!here && !/^https?:\/\//i.test(entry)) return null;
    // the folder the remote's manifest is in is the root of its build
    const base = here ? info.path : entry.slice(0, entry.lastIndexOf('/') + 1);
    for (const language of languages) {
      const file = here
        ? readLocal(path.join(staticRoot, info.dir, 'dist', 'prerender', `${language}.json`))
        : await readRemote(`${base}prerender/${language}.json`);
      if (!file?.pages) continue;
      const key = pageKey(file.pages, urlPath, search);
      if (key === null) return null;
      const page = file.pages[key];
      return { html: page.html, css: page.css.map((sheet) => `${base}${sheet}`), language };
    }
    return null;
  };
}
