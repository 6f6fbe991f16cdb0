import { browserLanguage, initialSetupState, setupReducer, toSetupRequest, validateSetup, firstProblem, type SetupValues } from './setup-form';

const filled: SetupValues = {
  firstName: ' Grace ',
  lastName: 'Hopper',
  email: ' grace@lingua.example ',
  password: 'compile every morning',
  schoolName: ' Lingua Riverside ',
  timeZone: 'Europe/Madrid',
  language: 'es',
  currency: 'EUR',
};

describe('the first-run form (docs/product-rules.md#r-setup-1)', () => {
  it('accepts a filled form and sends it trimmed, with the token', () => {
    expect(validateSetup(filled, ['UTC', 'Europe/Madrid'])).toEqual({});
    expect(toSetupRequest('tok', filled)).toEqual({ ...filled, token: 'tok', firstName: 'Grace', email: 'grace@lingua.example', schoolName: 'Lingua Riverside' });
  });

  it('names each missing or wrong field, the first of them in form order', () => {
    const errors = validateSetup({ ...filled, schoolName: ' ', timeZone: 'Mars/Base', email: 'nope', password: 'short' }, ['UTC']);
    expect(errors).toEqual({
      schoolName: "Enter the school's name",
      timeZone: 'Choose a time zone from the list',
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters long',
    });
    expect(firstProblem(errors)).toBe('schoolName');
    expect(firstProblem({ email: 'x' })).toBe('email');
  });

  it("picks the browser's first language the school offers, by its main tag, else English", () => {
    expect(browserLanguage(['de-AT', 'en'], ['en', 'es', 'fr', 'de'])).toBe('de');
    expect(browserLanguage(['pt-BR', 'fr-CA'], ['en', 'fr'])).toBe('fr');
    expect(browserLanguage(['ja'], ['en', 'fr'])).toBe('en');
  });

  it('keeps the form on a refused field, and drops it for a dead link (404, 410)', () => {
    const sending = setupReducer(initialSetupState, { type: 'submitted' });
    expect(sending).toEqual({ status: 'submitting' });
    expect(setupReducer(sending, { type: 'failed', status: 400, message: 'This password is too common.' })).toEqual({ status: 'editing', error: 'This password is too common.' });
    expect(setupReducer(sending, { type: 'failed', status: 410, message: 'Gone' })).toEqual({ status: 'deadLink', message: 'Gone' });
    expect(setupReducer(sending, { type: 'failed', status: 404, message: 'Unknown' })).toEqual({ status: 'deadLink', message: 'Unknown' });
    expect(setupReducer(sending, { type: 'failed', status: undefined, message: 'Offline' })).toEqual({ status: 'editing', error: 'Offline' });
  });
});
