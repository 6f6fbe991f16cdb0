import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Whether the page already carries the style sheet at `url`: a page drawn by the server
 * holds its sheets as `<style data-href>` (server/src/plugins/shell-page.ts), named as the
 * bundles' own loaders look for them (a remote's relative to the remote). File names
 * carry the content's hash, so the same name is the same sheet.
 */
export function pageCarriesSheet(url: string, doc: Document = document): boolean {
  if (!url.endsWith('.css')) return false;
  const file = new URL(url, doc.baseURI).pathname;
  return [...doc.querySelectorAll('style[data-href]')].some((style) => {
    const name = style.getAttribute('data-href') ?? '';
    return name !== '' && (name.startsWith('/') ? file === name : file.endsWith(`/${name}`));
  });
}

/**
 * Loading a remote's module through its manifest, the federation runtime also links the
 * module's style sheets itself; it looks for `<link>`s, not for the page's `<style>`s, so
 * on a drawn page it fetched the remote's sheet the page already carries (/login:
 * the sign-in remote's form sheet, 1.1 KB). This plugin leaves those out of what it loads.
 */
const inlinedSheetsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'studydesk-inlined-sheets',
  beforePreloadRemote(args) {
    for (const op of args.preloadOps) {
      const chosen = op.filter;
      op.filter = (assetUrl: string) => !pageCarriesSheet(assetUrl) && (!chosen || chosen(assetUrl));
    }
  },
});

export function skipInlinedSheets(): void {
  registerPlugins([inlinedSheetsPlugin()]);
}
