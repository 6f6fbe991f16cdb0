import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, remoteForPath, type RemoteInfo } from '@studydesk/shared/remotes';
import { createPrerenderedPages, languagesFor, type PrerenderedPage } from './prerendered-pages';
import { startEntryAfterFirstPaint, type LateHint } from './after-first-paint';
import { criticalCss, namesIn } from './critical-css';

/** The element the shell reads the remotes manifest from (shell/src/remotes/remotes-manifest.ts). */
const REMOTES_ELEMENT_ID = 'sd-remotes';
/** Sheets' critical parts kept: a few sheets × pages × languages. */
const CRITICAL_PARTS_KEPT = 64;

/** What the build writes beside each bundle (shared/build/preload-list.cjs). */
interface PreloadList {
  [startPoint: string]: { files: string[]; shared: Record<string, string[]> };
}

/** A file read again only when it changes on disk (a rebuild while the server runs). */
function cachedFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let stamp = '';
  let value: T | null = null;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      stamp = '';
      value = null;
      return null;
    }
    const next = `${stat.mtimeMs}:${stat.size}`;
    if (next !== stamp) {
      try {
        value = parse(fs.readFileSync(file, 'utf8'));
      } catch {
        value = null;
      }
      stamp = next;
    }
    return value;
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end the <script> element it sits in, whatever the strings hold. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** How the browser fetches a file it is told to preload. */
const hintFor = (href: string): LateHint => [href.endsWith('.css') ? 'style' : href.endsWith('.json') ? 'fetch' : 'script', href];

function preloadLink(href: string): string {
  const [as] = hintFor(href);
  return `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} href="${escapeAttribute(href)}">`;
}

/** The element holding a remote's prerendered markup (mf-auth/src/prerendered.ts, shell/src/i18n/page-language.ts). */
const PRERENDERED_ID = 'sd-prerendered';

/**
 * While the page holds prerendered markup, the shell's frame (the root) takes no room and
 * is not seen, so nothing shows twice; its toasts, fixed over the page, still show, and the
 * boot indicator (which shows itself after 300 ms) does not.
 */
const WHILE_DRAWN =
  `#${PRERENDERED_ID}~#root{visibility:hidden;height:0;overflow:hidden}` +
  `#${PRERENDERED_ID}~#root>.sd-boot-progress{display:none}#${PRERENDERED_ID}~#root [data-toast-host]{visibility:visible}`;

/** What of the request chooses the page: the query (a page's variant) and the language. */
export interface PageRequest {
  search?: string;
  cookieLanguage?: string;
  acceptLanguage?: string;
}

/**
 * The prerendered markup goes before the shell's root. Its remote hydrates it where it is
 * and removes it when it unmounts (or the shell drops it when no remote took it); until
 * then the root takes no room and shows nothing but its toasts (WHILE_DRAWN).
 */
function withPrerendered(page: string, prerendered: PrerenderedPage, remote: RemoteInfo, urlPath: string): string {
  const holder =
    `<div id="${PRERENDERED_ID}" data-remote="${escapeAttribute(remote.name)}" data-path="${escapeAttribute(urlPath)}" ` +
    `data-lang="${escapeAttribute(prerendered.language)}">${prerendered.html}</div>`;
  const body = /<body[^>]*>/i.exec(page);
  const withBody = body ? page.slice(0, body.index + body[0].length) + holder + page.slice(body.index + body[0].length) : page + holder;
  return withBody.replace(/<html lang="[^"]*"/i, `<html lang="${escapeAttribute(prerendered.language)}"`);
}

export interface ShellPageOptions {
  /** the repository root holding shell/dist and each remote's dist */
  staticRoot: string;
  /** the remotes manifest as /remotes.json serves it (REMOTES_FILE or the default); null when unreadable */
  remotesManifest: () => Promise<Record<string, unknown> | null>;
}

/**
 * The shell's page (shell/dist/index.html) as the server sends it for any client-side
 * route, with two additions in its head:
 * - the remotes manifest, inlined as a JSON data block (never executed, so the strict
 *   Content-Security-Policy allows it), so the shell does not fetch /remotes.json first;
 * - preload hints for what this route needs before it can show anything: the shell's
 *   start-up files, and the route's remote (its mf-manifest.json, remoteEntry.js, the
 *   chunks of its ./app and the shared modules the shell has not loaded).
 * A remote served by another host gets a hint for its manifest only (its files are not
 * known here). The files are re-read when a build changes them.
 */
export function createShellPage({ staticRoot, remotesManifest }: ShellPageOptions) {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const template = cachedFile(path.join(shellDist, 'index.html'), (text) => text);
  const shellPreload = cachedFile<PreloadList>(path.join(shellDist, 'preload.json'), JSON.parse);
  const remoteFiles = new Map(
    REMOTES.map((remote) => [
      remote.name,
      {
        preload: cachedFile<PreloadList>(path.join(staticRoot, remote.dir, 'dist', 'preload.json'), JSON.parse),
        manifest: cachedFile<{ metaData?: { remoteEntry?: { name?: string } } }>(path.join(staticRoot, remote.dir, 'dist', 'mf-manifest.json'), JSON.parse),
      },
    ]),
  );

  function shellHints(): { hrefs: string[]; sharedLoaded: Set<string> } {
    const bootstrap = shellPreload()?.bootstrap;
    if (!bootstrap) return { hrefs: [], sharedLoaded: new Set() };
    const hrefs = [...bootstrap.files, ...Object.values(bootstrap.shared).flat()].map((file) => `/${file}`);
    return { hrefs, sharedLoaded: new Set(Object.keys(bootstrap.shared)) };
  }

  function remoteHints(remote: RemoteInfo, entry: unknown, sharedLoaded: Set<string>): string[] {
    if (typeof entry !== 'string') return [];
    // served here only when the manifest points into this server's /mf/<remote>/
    const local = entry === `${remote.path}mf-manifest.json`;
    if (!local) return /^https?:\/\//i.test(entry) || entry.startsWith('/') ? [entry] : [];
    const files = remoteFiles.get(remote.name);
    const app = files?.preload()?.['./app'];
    const remoteEntry = files?.manifest()?.metaData?.remoteEntry?.name;
    if (!app || !remoteEntry) return [entry];
    const shared = Object.entries(app.shared)
      .filter(([key]) => !sharedLoaded.has(key))
      .flatMap(([, sharedFiles]) => sharedFiles);
    return [entry, remoteEntry, ...app.files, ...shared].map((file) => (file === entry ? file : `${remote.path}${file}`));
  }

  const prerenderedPages = createPrerenderedPages(staticRoot);
  const sheetTexts = new Map<string, () => string | null>();
  /** a sheet's critical part per page markup, the least recently used dropped past a few pages × languages */
  const criticalParts = new Map<string, string>();

  /**
   * What of a style sheet of this server's shell or of a remote it serves the page's markup
   * needs, as a `<style>` to put in the page (critical-css.ts), or null when the file is not
   * here (a remote on another host). The whole sheet comes when the bundles' loaders link
   * it (the page preloads it at low priority): the `<style>` carries no `data-href`, the
   * name those loaders look for before they fetch a sheet.
   */
  function criticalSheet(href: string, markup: string): string | null {
    const remote = REMOTES.find((candidate) => href.startsWith(candidate.path));
    const dist = remote ? path.join(staticRoot, remote.dir, 'dist') : shellDist;
    const file = path.join(dist, remote ? href.slice(remote.path.length) : href);
    if (!href.startsWith('/') || !file.startsWith(dist + path.sep)) return null;
    let read = sheetTexts.get(file);
    if (!read) {
      // the source map comment would point at the page's folder
      read = cachedFile(file, (text) => text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''));
      sheetTexts.set(file, read);
    }
    const text = read();
    if (text === null) return null;
    const key = `${text.length}:${file}\n${markup}`;
    let critical = criticalParts.get(key);
    if (critical === undefined) {
      // "</style" cannot end the element early
      critical = criticalCss(text, namesIn(markup)).replace(/<\/style/gi, '<\\/style');
      if (criticalParts.size >= CRITICAL_PARTS_KEPT) criticalParts.delete(criticalParts.keys().next().value as string);
    } else {
      criticalParts.delete(key);
    }
    criticalParts.set(key, critical);
    return `<style>${critical}</style>`;
  }

  /**
   * The page for `urlPath`, or null when the shell is not built. A page its remote
   * prerendered comes with that markup, in the request's language, and the style sheets
   * it needs linked (the shell's start-up sheets hold the UI kit's), so it paints before
   * any script runs.
   */
  return async function render(urlPath: string, request: PageRequest = {}): Promise<string | null> {
    const page = template();
    if (page === null) return null;
    const manifest = await remotesManifest();
    const { hrefs, sharedLoaded } = shellHints();
    const name = remoteForPath(urlPath);
    const remote = REMOTES.find((candidate) => candidate.name === name);
    const hints = [...new Set([...hrefs, ...(remote && manifest ? remoteHints(remote, manifest[remote.name], sharedLoaded) : [])])];
    const prerendered =
      remote && manifest
        ? await prerenderedPages(remote, manifest[remote.name], urlPath, request.search ?? '', languagesFor(request.cookieLanguage, request.acceptLanguage))
        : null;
    const sheets = prerendered ? [...new Set([...hrefs.filter((href) => href.endsWith('.css')), ...prerendered.css])] : [];
    // what the drawn page shows, and the shell's page around it
    const markup = prerendered ? `${prerendered.html}${page}` : '';
    const critical = sheets.map((href) => ({ href, style: criticalSheet(href, markup) }));
    const inlined = critical.filter(({ style }) => style !== null).map(({ href }) => href);
    const head = [
      // in the page itself, only what its markup needs: its first paint waits for no request
      ...critical.map(({ href, style }) => style ?? `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
      ...(prerendered ? [`<style>${WHILE_DRAWN}</style>`] : []),
      ...(manifest ? [`<script type="application/json" id="${REMOTES_ELEMENT_ID}">${scriptSafeJson(manifest)}</script>`] : []),
      // a page drawn here asks for them after its first paint (after-first-paint.ts)
      ...(prerendered ? [] : hints.map(preloadLink)),
    ].join('');
    // the whole sheets and the scripts, needed once the page is painted
    const late = [...inlined, ...hints.filter((href) => !sheets.includes(href))].map(hintFor);
    // in the head when the page has one (the built page does), else before the body
    const at = /<\/head>|<body[\s>]/i.exec(page);
    const full = at ? page.slice(0, at.index) + head + page.slice(at.index) : head + page;
    // drawn here: the markup paints before the shell's entry runs (after-first-paint.ts)
    return prerendered && remote ? withPrerendered(startEntryAfterFirstPaint(full, late, escapeAttribute), prerendered, remote, urlPath) : full;
  };
}
