import { authState$, dispatchAuth, initialAuthState } from '@studydesk/shared/session';
import { adoptPageLanguage, dropUnadoptedMarkup, rememberLanguage } from './page-language';

function prerendered(lang: string, path = '/login') {
  document.body.innerHTML = `<div id="sd-prerendered" data-path="${path}" data-lang="${lang}"><h1>x</h1></div><div id="root"></div>`;
}

describe('the language of a page the server drew', () => {
  afterEach(() => dispatchAuth({ type: 'language/changed', language: 'en' }));

  it('someone signed out takes the page’s language; a signed-in account keeps its own', () => {
    prerendered('fr');
    adoptPageLanguage(authState$.getValue());
    expect(authState$.getValue().userLanguage).toBe('fr');
    prerendered('de');
    adoptPageLanguage({ ...initialAuthState, isLoggedIn: true, userLanguage: 'es' });
    expect(authState$.getValue().userLanguage).toBe('fr');
  });

  it('is remembered in a cookie the server reads', () => {
    rememberLanguage('es');
    expect(document.cookie).toContain('sd_lang=es');
  });
});

describe('markup no remote adopted', () => {
  it('goes when the address moves away from it, or once the first route settled', () => {
    prerendered('en', '/login');
    dropUnadoptedMarkup();
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(document.getElementById('sd-prerendered')).toBeNull();
    prerendered('en', window.location.pathname);
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(document.getElementById('sd-prerendered')).not.toBeNull();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(document.getElementById('sd-prerendered')).toBeNull();
  });

  it('stays while the remote that hydrated it is mounted on it, whatever the address', () => {
    prerendered('en', '/login');
    document.getElementById('sd-prerendered')?.setAttribute('data-hydrated', '');
    dropUnadoptedMarkup();
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(document.getElementById('sd-prerendered')).not.toBeNull();
  });
});
