import { dictionary$, setTranslations, t } from './dictionary';

describe('t(key)', () => {
  afterEach(() => setTranslations('en', null));

  it('spec §1: until translations load, a translation key shows its own text', () => {
    expect(dictionary$.getValue().translations).toBeNull();
    expect(t('Sign in')).toBe('Sign in');
  });

  it('shows the translation once the dictionary has loaded', () => {
    setTranslations('es', { 'Sign in': 'Iniciar sesión' });
    expect(t('Sign in')).toBe('Iniciar sesión');
    expect(t('Not translated yet')).toBe('Not translated yet');
  });

  it('fills placeholders in keys and translations alike', () => {
    expect(t('Page {page} of {pages}', { page: 2, pages: 7 })).toBe('Page 2 of 7');
    setTranslations('fr', { 'Page {page} of {pages}': 'Page {page} sur {pages}' });
    expect(t('Page {page} of {pages}', { page: 1, pages: 3 })).toBe('Page 1 sur 3');
    expect(t('{missing} stays', {})).toBe('{missing} stays');
  });
});
