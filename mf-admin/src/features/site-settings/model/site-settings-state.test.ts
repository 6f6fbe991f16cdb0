import { initialSiteSettings, isDirty, siteSettingsReducer, timeZoneOptions, toRequest, validateSiteSettings } from './site-settings-state';

const loaded = siteSettingsReducer(initialSiteSettings, { type: 'loaded', settings: { timeZone: 'Europe/London', schoolName: 'Lingua', retentionManagerEmail: 'r@example.com' } });

describe('site settings form', () => {
  it('shows what the server holds, and knows when it was changed', () => {
    expect(loaded).toMatchObject({ load: 'ready', values: { timeZone: 'Europe/London', retentionManagerEmail: 'r@example.com' } });
    expect(isDirty(loaded)).toBe(false);
    expect(isDirty(siteSettingsReducer(loaded, { type: 'edited', field: 'timeZone', value: 'Asia/Tokyo' }))).toBe(true);
  });

  it('keeps the typed values when a save fails, and takes the server’s after a save', () => {
    const edited = siteSettingsReducer(loaded, { type: 'edited', field: 'retentionManagerEmail', value: 'new@example.com' });
    const saving = siteSettingsReducer(edited, { type: 'saveRequested' });
    expect(saving.saving).toBe(true);
    const failed = siteSettingsReducer(saving, { type: 'saveFailed', error: 'Unknown time zone' });
    expect(failed).toMatchObject({ saving: false, error: 'Unknown time zone', values: { retentionManagerEmail: 'new@example.com' } });
    const saved = siteSettingsReducer(saving, { type: 'saved', settings: { timeZone: 'Europe/London', schoolName: 'Lingua', retentionManagerEmail: 'new@example.com' } });
    expect(isDirty(saved)).toBe(false);
  });

  it('checks the zone and the email before saving', () => {
    expect(validateSiteSettings({ timeZone: 'Europe/Lodnon', retentionManagerEmail: '' })).toEqual({ timeZone: 'Choose a time zone from the list' });
    expect(validateSiteSettings({ timeZone: 'Asia/Tokyo', retentionManagerEmail: 'nope' })).toEqual({ retentionManagerEmail: 'Enter a valid email address' });
    expect(validateSiteSettings({ timeZone: 'Asia/Tokyo', retentionManagerEmail: '' })).toEqual({});
    expect(toRequest({ timeZone: ' Asia/Tokyo ', retentionManagerEmail: ' a@b.co ' })).toEqual({ timeZone: 'Asia/Tokyo', retentionManagerEmail: 'a@b.co' });
  });

  it("edits the school's name, which may not be emptied, and sends it trimmed (docs/product-rules.md#r-setup-3)", () => {
    expect(loaded.values.schoolName).toBe('Lingua');
    const renamed = siteSettingsReducer(loaded, { type: 'edited', field: 'schoolName', value: ' Lingua Riverside ' });
    expect(isDirty(renamed)).toBe(true);
    expect(toRequest(renamed.values)).toEqual({ timeZone: 'Europe/London', retentionManagerEmail: 'r@example.com', schoolName: 'Lingua Riverside' });
    expect(validateSiteSettings({ ...renamed.values, schoolName: '  ' })).toEqual({ schoolName: "Enter the school's name" });
  });

  it('edits the default language when the server sends it, and sends it back', () => {
    const withLanguage = siteSettingsReducer(initialSiteSettings, { type: 'loaded', settings: { timeZone: 'UTC', schoolName: 'Lingua', retentionManagerEmail: '', defaultLanguage: 'en' } });
    expect(isDirty(withLanguage)).toBe(false);
    const changed = siteSettingsReducer(withLanguage, { type: 'edited', field: 'defaultLanguage', value: 'fr' });
    expect(isDirty(changed)).toBe(true);
    expect(toRequest(changed.values)).toEqual({ timeZone: 'UTC', retentionManagerEmail: '', schoolName: 'Lingua', defaultLanguage: 'fr' });
  });

  it('lists UTC first and keeps a saved alias the browser does not list', () => {
    expect(timeZoneOptions('Europe/London', ['Europe/London', 'UTC'])).toEqual(['UTC', 'Europe/London']);
    expect(timeZoneOptions('Asia/Calcutta', ['Asia/Kolkata'])).toEqual(['Asia/Calcutta', 'UTC', 'Asia/Kolkata']);
  });

  it('edits the desired retention of reviews in percent, 70 to 99, and sends it as a fraction', () => {
    const withRetention = siteSettingsReducer(initialSiteSettings, { type: 'loaded', settings: { timeZone: 'UTC', schoolName: 'Lingua', retentionManagerEmail: '', desiredRetention: 0.9 } });
    expect(withRetention.values.desiredRetention).toBe('90');
    expect(isDirty(withRetention)).toBe(false);
    const edited = siteSettingsReducer(withRetention, { type: 'edited', field: 'desiredRetention', value: '85' });
    expect(isDirty(edited)).toBe(true);
    expect(toRequest(edited.values)).toEqual({ timeZone: 'UTC', retentionManagerEmail: '', desiredRetention: 0.85, schoolName: 'Lingua' });
    for (const bad of ['69', '100', '9.5', '']) {
      expect(validateSiteSettings({ ...edited.values, desiredRetention: bad })).toEqual({ desiredRetention: 'A whole number from {min} to {max}' });
    }
  });
});
