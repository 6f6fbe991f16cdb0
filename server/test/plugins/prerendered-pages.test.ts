import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languagesFor, pageKey } from '../../src/plugins/prerendered-pages';
import { createShellPage } from '../../src/plugins/shell-page';

describe('the language a prerendered page is drawn in', () => {
  test('the language cookie first, then Accept-Language by weight, then English', () => {
    expect(languagesFor('de', 'fr-FR,fr;q=0.9,en;q=0.5')).toEqual(['de', 'fr', 'en']);
    expect(languagesFor(undefined, 'es;q=0.2, pt-BR, *;q=0.1')).toEqual(['pt', 'es', 'en']);
    expect(languagesFor(undefined, 'fr;q=0, de')).toEqual(['de', 'en']);
    expect(languagesFor(undefined, undefined)).toEqual(['en']);
  });

  test('anything but a plain language code is ignored (it names a file)', () => {
    expect(languagesFor('../../etc', 'x-klingon-long, ../fr')).toEqual(['en']);
  });
});

describe('which prerendered page an address gets', () => {
  const pages = { '/login': 1, '/login?signin=wrong': 1, '/set/-': 1, '/terms': 1 } as unknown as Parameters<typeof pageKey>[0];

  test('a page, a page with a segment of its own, a known variant', () => {
    expect(pageKey(pages, '/login', '')).toBe('/login');
    expect(pageKey(pages, '/set/abc123', '')).toBe('/set/-');
    expect(pageKey(pages, '/login', '?signin=wrong')).toBe('/login?signin=wrong');
  });

  test('an unknown query gets the plain page; other addresses get none', () => {
    expect(pageKey(pages, '/login', '?signin=<b>hi</b>')).toBe('/login');
    expect(pageKey(pages, '/set/', '')).toBeNull();
    expect(pageKey(pages, '/set/a/b', '')).toBeNull();
    expect(pageKey(pages, '/admin/students', '')).toBeNull();
  });
});

/** The files a drawn page's start script preloads once the page is painted (after-first-paint.ts). */
function lateHints(page: string): unknown {
  const value = /data-preload="([^"]*)"/.exec(page)?.[1] ?? '[]';
  return JSON.parse(value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
}

describe('the shell page with prerendered markup', () => {
  let root: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-prerender-'));
    write(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="en"><head><title>StudyDesk</title><script defer="defer" src="/main.js?abc"></script></head><body><div id="root"></div></body></html>');
    write(path.join(root, 'shell', 'dist', 'preload.json'), JSON.stringify({ bootstrap: { files: ['bootstrap.1a2b3c4d.js', 'bootstrap.5e6f7a8b.css'], shared: {} } }));
    write(
      path.join(root, 'shell', 'dist', 'bootstrap.5e6f7a8b.css'),
      ':root{--x:1}.sd_kit{color:red}.sd_table{border:0}@media (width>1px){.sd_kit:hover{color:blue}.sd_row{color:green}}\n/*# sourceMappingURL=bootstrap.5e6f7a8b.css.map*/',
    );
    for (const [language, title] of [['en', 'Sign in'], ['fr', 'Se connecter']]) {
      write(
        path.join(root, 'mf-auth', 'dist', 'prerender', `${language}.json`),
        JSON.stringify({ language, pages: { '/login': { html: `<h1 class="sd_kit mf_auth_form">${title}</h1>`, css: ['__federation_expose_app.0a1b2c3d.css'] } } }),
      );
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const render = (urlPath: string, request = {}, manifest: Record<string, unknown> = { mf_auth: '/mf/auth/mf-manifest.json' }) =>
    createShellPage({ staticRoot: root, remotesManifest: async () => manifest })(urlPath, request);

  test('/login in the browser’s language: the markup before the root, its sheets in the page, the page’s language set', async () => {
    const page = (await render('/login', { acceptLanguage: 'fr-CH, fr;q=0.9' })) as string;
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain('<body><div id="sd-prerendered" data-remote="mf_auth" data-path="/login" data-lang="fr"><h1 class="sd_kit mf_auth_form">Se connecter</h1></div><div id="root">');
    // the shell's start-up sheets hold the UI kit's: in the page, the rules its markup may need
    expect(page).toContain('<style>:root{--x:1}.sd_kit{color:red}@media (width>1px){.sd_kit:hover{color:blue}}</style>');
    // the whole sheet after the paint, by the shell's loader (no data-href: it looks for that name)
    expect(lateHints(page)).toContainEqual(['style', '/bootstrap.5e6f7a8b.css']);
    expect(page).not.toContain('data-href');
    // a sheet that is not a file here is linked
    expect(page).toContain('<link rel="stylesheet" href="/mf/auth/__federation_expose_app.0a1b2c3d.css">');
  });

  test('a remote’s sheet is put in the page as its markup needs it, and follows a rebuild', async () => {
    const sheet = path.join(root, 'mf-auth', 'dist', '__federation_expose_app.0a1b2c3d.css');
    write(sheet, '.mf_auth_form{margin:0}.mf_auth_other{margin:2px}');
    try {
      const before = (await render('/login')) as string;
      expect(before).toContain('<style>.mf_auth_form{margin:0}</style>');
      expect(lateHints(before)).toContainEqual(['style', '/mf/auth/__federation_expose_app.0a1b2c3d.css']);
      write(sheet, '.mf_auth_form{content:"</style><p>"}');
      const page = (await render('/login')) as string;
      expect(page).toContain('<style>.mf_auth_form{content:"<\\/style><p>"}</style>');
      expect(page).not.toContain('<link rel="stylesheet" href="/mf/auth/__federation_expose_app');
    } finally {
      fs.rmSync(sheet);
    }
  });

  test('a page drawn here starts the shell’s entry after its first paint; any other page as built', async () => {
    const page = (await render('/login')) as string;
    expect(page).toContain('<script defer src="/after-first-paint.js" data-src="/main.js?abc" data-preload="');
    // the shell's and the remote's files are asked for once painted, by that script: no preload link in the page
    expect(lateHints(page)).toEqual([
      ['style', '/bootstrap.5e6f7a8b.css'],
      ['script', '/bootstrap.1a2b3c4d.js'],
      ['fetch', '/mf/auth/mf-manifest.json'],
    ]);
    expect(page).not.toContain('<link rel="preload"');
    expect(page).not.toContain('<script defer="defer" src="/main.js?abc">');
    const other = (await render('/admin/students')) as string;
    expect(other).toContain('<script defer="defer" src="/main.js?abc"></script>');
    // a page the script draws needs its files at once
    expect(other).toContain('<link rel="preload" as="script" href="/bootstrap.1a2b3c4d.js">');
  });

  test('a language with no pages falls back to English', async () => {
    const page = (await render('/login', { acceptLanguage: 'ja' })) as string;
    expect(page).toContain('data-lang="en"><h1 class="sd_kit mf_auth_form">Sign in</h1>');
  });

  test('pages of other remotes, and a remote that moved to a host that does not answer, come without markup', async () => {
    expect(await render('/admin/students')).not.toContain('sd-prerendered');
    const moved = await render('/login', {}, { mf_auth: 'http://127.0.0.1:9/mf-manifest.json' });
    expect(moved).not.toContain('sd-prerendered');
    expect(moved).toContain('<div id="root">');
  });
});
