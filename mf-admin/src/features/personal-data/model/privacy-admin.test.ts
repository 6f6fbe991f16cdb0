import { auditActionLabel, isOverdue, settingsValues, toPrivacySettings } from './privacy-admin';

describe('the admins\' privacy page (docs/product-rules.md#r-privacy-3 to #r-privacy-6)', () => {
  it('shows an open request past its due date as overdue, an answered one never', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(isOverdue({ state: 'requested', dueAt: '2026-04-30T00:00:00Z' }, now)).toBe(true);
    expect(isOverdue({ state: 'done', dueAt: '2026-04-30T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'requested', dueAt: '2026-05-02T00:00:00Z' }, now)).toBe(false);
  });

  it('turns the leavers\' setting off as null, and refuses years or months out of range', () => {
    const saved = { retentionYears: 6, leaversAfterMonths: null };
    expect(toPrivacySettings(settingsValues(saved))).toEqual(saved);
    expect(toPrivacySettings({ retentionYears: '6', leaversOn: true, leaversAfterMonths: '18' })).toEqual({ retentionYears: 6, leaversAfterMonths: 18 });
    expect(toPrivacySettings({ retentionYears: '0', leaversOn: false, leaversAfterMonths: '' })).toEqual({ invalid: 'retentionYears' });
    expect(toPrivacySettings({ retentionYears: '6', leaversOn: true, leaversAfterMonths: '2.5' })).toEqual({ invalid: 'leaversAfterMonths' });
  });

  it('names audit actions, and shows an unknown one as it is', () => {
    expect(auditActionLabel('erased')).toBe('Erased');
    expect(auditActionLabel('something-new')).toBe('something-new');
  });
});
