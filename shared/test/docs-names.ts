// The names docs/*.md write in backticks, checked against the repository, so a renamed
// function, a moved file or a dropped script fails a test instead of leaving the docs
// pointing at nothing. What a span is decides how it is checked:
// - `npm run x`, and a bare `x:y`: a script of some package.json;
// - `/a/b/{id}`, `GET /v1/x`: a route or API path some string of the code starts with;
// - `@studydesk/shared/data`: a workspace package and one of its exports;
// - a path (has a `/` or a file extension): a tracked file or folder, matched from any
//   folder down (`cluster/relay.ts`, `modules/auth`), or else a string the code writes
//   (an event's `signIn/started`, the lint rule `import-x/no-cycle`);
// - a name (`routesPlugin`, `useResource(key, …)`, `app.jobs.describe`, `<FormSubmit …>`,
//   an env variable `DATABASE_URL=…`): each name a word of the code (not of its comments).
// Anything else (prose, SQL, a format such as `HH:mm`, an object shape) is not a name.
// Templates are checked as patterns: `<name>` and `{id}` stand for one segment, `…` for
// anything, `*` for part of a segment, and `{a,b}` / `{a|b}` for each of a and b.

export interface Repository {
  /** every tracked file, relative to the root */
  readonly files: readonly string[];
  /** every word of the tracked source outside docs/ */
  readonly words: ReadonlySet<string>;
  /** the tracked source outside docs/ as one text, for names that are not words */
  readonly source: string;
  /** every string of the source that starts with `/` (routes, API paths, URLs of remotes) */
  readonly urls: readonly string[];
  /** every script of every package.json */
  readonly scripts: ReadonlySet<string>;
  /** each workspace package's name and the subpaths it exports ('.', './data', …) */
  readonly packages: ReadonlyMap<string, readonly string[]>;
}

/**
 * Names the docs use as examples of what one would write, which exist nowhere on purpose.
 * Keep it short: a name that stands for something real goes through the checks.
 */
const EXAMPLES: ReadonlySet<string> = new Set([
  // conventions.md's naming rules, shown on a made-up file
  'x.ts',
  'x.test.ts',
  'use-x.ts',
  'useX',
  'kebab-case.tsx',
  // the generators' worked examples (`npm run new:feature mf-admin reports`, `npm run new:module invoices`)
  'mf-admin/src/features/reports/',
  'reports-page.tsx',
  'endpoints.reports.list',
  'GET /v1/reports',
  'server/src/modules/invoices/',
  'server/test/modules/invoices/',
  'shared/src/contracts/endpoints/invoices.ts',
  'endpoints.invoices.list',
  // names of files made at run time, written as their pattern
  '<queued ms>-<purpose>-<refId>-<key digest>.eml',
  'YYYYMM.All.csv',
  // what a build writes (not tracked)
  'mf-auth/dist/prerender/',
  // the docs' own notation for a rule's anchor
  'R-AREA-n',
  // other programs' names: PostgreSQL's statements and settings, PgBouncer's, webpack's and
  // module federation's options the code leaves alone, a spreadsheet file type the import refuses
  'LISTEN',
  'NOTIFY',
  'UPDATE',
  'PGOPTIONS',
  'max_prepared_statements',
  'splitChunks',
  'version-first',
  '.xlsx',
]);

const EXTENSION = /\.(ts|tsx|js|cjs|mjs|json|md|css|html|eml|csv|xlsx|sh|yml)$/;
const HTTP = /^(GET|HEAD|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/;
const NAME_CHAIN = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(…)?(?:<.*>)?(?:\(.*\))?;?$/s;
const ENV_ASSIGNMENT = /^([A-Z][A-Z0-9_]*)=\S*$/;
/** an env variable's value and a path after it: `PUBLIC_URL/setup/<token>` */
const ENV_URL = /^([A-Z][A-Z0-9]*_[A-Z0-9_]+)(\/\S*)$/;
/** a JSX element, or one written without its brackets: `<Dialog open={…}>`, `FormError kind="field"` */
const JSX = /^<[A-Z]|^[A-Z][\w$]*\s+[A-Za-z][\w$]*=/;
/** `{ rows, total }` */
const OBJECT_SHAPE = /^\{\s*([\w$]+(?:\s*,\s*[\w$]+)*)\s*\}$/;
/** an option and its value: `auth: 'public'` */
const OPTION = /^([A-Za-z_$][\w$]*):\s/;
/** a key made from values, named by its fixed start: `payslip:<periodId>` */
const KEY_TEMPLATE = /^([\w-]+:)[\w:<>@-]*<[\w:<>@ -]*$/;
/** a string the code writes as it is: `send-mail`, `STATUS:CANCELLED`, `Retry-After` */
const LITERAL = /^\w[\w.:-]*[-:][\w.:-]*$/;
const SCRIPT_NAME = /^[a-z][\w-]*(?::[\w-]+)+$/;

/** A template with each `{a,b}` / `{a|b}` spelt out: every combination. */
export function expandAlternatives(text: string): string[] {
  const match = /\{([^{}]*[,|][^{}]*)\}/.exec(text);
  if (!match) return [text];
  const [whole, inside] = match;
  return inside
    .split(/[,|]/)
    .flatMap((choice) => expandAlternatives(text.slice(0, match.index) + choice.trim() + text.slice(match.index + whole.length)));
}

/** A template (alternatives already spelt out) as the source of a regular expression. */
function patternSource(template: string): string {
  return template
    .split(/(<[^<>]*>|\{[^{}]*\}|:[A-Za-z]\w*|…|\*)/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (part === '…') return '.*';
      if (part === '*') return '[^/]*';
      return '[^/]+';
    })
    .join('');
}

function isTemplate(text: string): boolean {
  return /<[^<>]*>|\{[^{}]*\}|…|\*/.test(text);
}

function pathExists(span: string, repository: Repository): boolean {
  const path = span.replace(/#.*$/, '').replace(/^(\.\.?\/)+/, '').replace(/\/$/, '');
  return expandAlternatives(path).every((one) => {
    const whole = new RegExp(`(^|/)${patternSource(one)}(\\.[a-z]+)?(/|$)`);
    if (repository.files.some((file) => whole.test(file))) return true;
    return !isTemplate(span) && repository.source.includes(span);
  });
}

function urlExists(url: string, repository: Repository): boolean {
  const path = url.replace(/\?.*$/, '');
  return expandAlternatives(path).every((one) => {
    const pattern = new RegExp(`^${patternSource(one)}(/.*)?$`);
    return repository.urls.some((known) => pattern.test(known));
  });
}

function packageExists(specifier: string, repository: Repository): boolean {
  const [scope, name, ...rest] = specifier.split('/');
  const wanted = new RegExp(`^${patternSource(`${scope}/${name}`)}$`);
  const subpath = rest.length ? `./${rest.join('/')}` : '.';
  return [...repository.packages].some(([known, exports]) => wanted.test(known) && (subpath === '.' || exports.includes(subpath)));
}

function wordExists(word: string, prefix: boolean, repository: Repository): boolean {
  if (!prefix) return repository.words.has(word);
  for (const known of repository.words) if (known.startsWith(word)) return true;
  return false;
}

function scriptExists(name: string, repository: Repository): boolean {
  if (!name.endsWith('…')) return repository.scripts.has(name);
  const stem = name.slice(0, -1);
  return [...repository.scripts].some((script) => script.startsWith(stem));
}

/** Why one backticked span names nothing in the repository; null when it does or is not a name. */
function spanProblem(span: string, repository: Repository): string | null {
  if (EXAMPLES.has(span)) return null;
  const npm = /^npm (run|start|test)\b\s*(\S*)/.exec(span);
  if (npm) {
    const script = npm[1] === 'run' ? npm[2] : npm[1];
    return scriptExists(script, repository) ? null : `no package.json has the script "${script}"`;
  }
  if (SCRIPT_NAME.test(span)) return scriptExists(span, repository) ? null : 'no package.json has this script';
  const bare = span.replace(/<[^<>]*>/g, 'x').replace(/\{[^{}]*\}/g, 'x');
  const http = HTTP.exec(span);
  const url = http ? http[2] : span;
  if (url.startsWith('/') && url.length > 1 && !/\s/.test(bare)) return urlExists(url, repository) ? null : 'no route or path in the code starts so';
  // the house plugin's rules are named `studydesk/<rule>` and live as lint/rules/<rule>.cjs
  const houseRule = /^studydesk\/([a-z-]+)$/.exec(span);
  if (houseRule) return repository.files.includes(`lint/rules/${houseRule[1]}.cjs`) ? null : 'lint/rules/ has no such rule';
  if (span.startsWith('@studydesk/')) return packageExists(span, repository) ? null : 'no workspace package exports this';
  const env = ENV_ASSIGNMENT.exec(span) ?? ENV_URL.exec(span);
  if (env) return wordsProblem([env[1]], repository) ?? (env[2] && !urlExists(env[2], repository) ? 'no route or path in the code starts so' : null);
  if (/^[\w.\-/@#…*~]+$/.test(bare) && (bare.includes('/') || EXTENSION.test(bare))) {
    return pathExists(span, repository) ? null : 'no tracked file or folder is at this path, and no code writes it';
  }
  if (JSX.test(span)) {
    return wordsProblem([...span.matchAll(/<\/?([A-Z][\w$]*)/g), ...span.matchAll(/^([A-Z][\w$]*)|\s([A-Za-z][\w$]*)=/g)].map(([, tag, attribute]) => tag ?? attribute), repository);
  }
  const shape = OBJECT_SHAPE.exec(span);
  if (shape) return wordsProblem(shape[1].split(',').map((name) => name.trim()), repository);
  const option = OPTION.exec(span);
  if (option) return wordsProblem([option[1]], repository);
  const chain = NAME_CHAIN.exec(span);
  if (chain) {
    const parts = chain[1].split('.');
    const missing = parts.filter((part, index) => !wordExists(part, index === parts.length - 1 && chain[2] === '…', repository));
    return missing.length ? `the code never names ${missing.join(', ')}` : null;
  }
  const key = KEY_TEMPLATE.exec(span);
  if (key) return repository.source.includes(key[1]) ? null : `no code writes ${key[1]}`;
  if (LITERAL.test(span)) return repository.source.includes(span) ? null : 'no code writes this';
  return null;
}

function wordsProblem(names: readonly string[], repository: Repository): string | null {
  const missing = names.filter((name) => !repository.words.has(name));
  return missing.length ? `the code never names ${missing.join(', ')}` : null;
}

/** The backticked spans of a markdown text outside fenced code blocks, with their line numbers. */
function codeSpans(markdown: string): Array<{ span: string; line: number }> {
  const spans: Array<{ span: string; line: number }> = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    else if (!fenced) for (const [, span] of text.matchAll(/`([^`]+)`/g)) spans.push({ span: span.trim(), line: index + 1 });
  });
  return spans;
}

/** Every backticked name of a markdown text that names nothing in the repository. */
export function docNameProblems(markdown: string, repository: Repository): string[] {
  return codeSpans(markdown).flatMap(({ span, line }) => {
    const problem = spanProblem(span, repository);
    return problem ? [`line ${line}: \`${span}\`: ${problem}`] : [];
  });
}

/** A route pattern with its parameters' names dropped: `/a/:x` and `/a/{y}` are the same route. */
function routeShape(pattern: string): string {
  return pattern.replace(/:\w+|\{[^{}]*\}/g, ':');
}

/** The routes of `patterns` (react-router's `:name` syntax) that no backticked path of a markdown text lists. */
export function unlistedRoutes(markdown: string, patterns: readonly string[]): string[] {
  const listed = new Set(codeSpans(markdown).flatMap(({ span }) => expandAlternatives(span)).map(routeShape));
  return patterns.filter((pattern) => !listed.has(routeShape(pattern)));
}
