import { NEXT_STEPS, isWelcome } from './what-next';

describe('what next after the first run (docs/product-rules.md#r-setup-1)', () => {
  it('lists inviting staff, the import, the pay policy and the mail settings, each with its page', () => {
    expect(NEXT_STEPS.map((step) => [step.title, step.href])).toEqual([
      ['Invite your staff', '/admin/teachers'],
      ['Import people', '/admin/import'],
      ['Set the pay policy', '/admin/sitesettings'],
      ['Check the mail settings', '/admin/sitesettings'],
    ]);
  });

  it('shows only when the home was opened by the first run', () => {
    expect(isWelcome('?welcome=1')).toBe(true);
    expect(isWelcome('')).toBe(false);
    expect(isWelcome('?tab=2')).toBe(false);
  });
});
