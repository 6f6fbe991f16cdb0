// Build time only (run by the build in Node, see webpack.config.cjs): the signed-out pages
// as HTML, in one language, drawn by the same components the browser hydrates.
import { prerenderToNodeStream } from 'react-dom/static';
import { setTranslations, type Translations } from '@studydesk/shared/i18n';
import { App } from './app';

/** The markup of the page at the window's address, in `language`. */
export async function renderPage({ language, translations }: { language: string; translations: Translations }): Promise<string> {
  setTranslations(language, translations);
  const { prelude } = await prerenderToNodeStream(<App />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
