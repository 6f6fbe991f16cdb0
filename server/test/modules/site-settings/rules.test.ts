import { canonicalTimeZone, timeZoneOrDefault } from '../../../src/modules/site-settings/rules';

describe('the site time zone', () => {
  it('keeps a known zone', () => {
    expect(timeZoneOrDefault('Europe/Madrid')).toBe('Europe/Madrid');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    expect(timeZoneOrDefault(null)).toBe('UTC');
    expect(timeZoneOrDefault('')).toBe('UTC');
    expect(timeZoneOrDefault('Mars/Olympus')).toBe('UTC');
  });

  it('fixes the letter case of a zone the runtime knows', () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(timeZoneOrDefault('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
  });
});
