import { pageCarriesSheet } from './inlined-sheets';

describe('a style sheet the page carries', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<style data-href="/bootstrap.c9602418.css"></style><style data-href="__federation_expose_app.c65b5647.css"></style>';
  });

  it("is found by the shell's path or by a remote's own name, wherever the remote is", () => {
    expect(pageCarriesSheet('http://localhost/bootstrap.c9602418.css')).toBe(true);
    expect(pageCarriesSheet('http://localhost/mf/signin/__federation_expose_app.c65b5647.css')).toBe(true);
    expect(pageCarriesSheet('https://auth.example.org/__federation_expose_app.c65b5647.css')).toBe(true);
  });

  it('is not another sheet, a script, or a name that only ends the same', () => {
    expect(pageCarriesSheet('http://localhost/mf/signin/__federation_expose_app.00000000.css')).toBe(false);
    expect(pageCarriesSheet('http://localhost/mf/signin/bootstrap.c9602418.css')).toBe(false);
    expect(pageCarriesSheet('http://localhost/mf/signin/x__federation_expose_app.c65b5647.css')).toBe(false);
    expect(pageCarriesSheet('http://localhost/mf/signin/__federation_expose_app.db0dad52.js')).toBe(false);
  });

  it('is none on a page without drawn markup', () => {
    document.head.innerHTML = '';
    expect(pageCarriesSheet('http://localhost/mf/signin/__federation_expose_app.c65b5647.css')).toBe(false);
  });
});
