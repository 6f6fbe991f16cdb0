import { creditNotices } from './credit-notices';

describe('what the dialog says an outcome did to make-up credits (docs/product-rules.md#r-pay-2)', () => {
  it('says nothing when nothing changed', () => {
    expect(creditNotices({ creditsEarned: 0, creditsWithdrawn: 0, creditsKept: 0 })).toEqual([]);
  });

  it('names credits given, taken back and kept because a make-up lesson used them', () => {
    const notices = creditNotices({ creditsEarned: 2, creditsWithdrawn: 1, creditsKept: 1 });
    expect(notices.map((n) => n.params.count)).toEqual([2, 1, 1]);
    expect(notices[2].key).toMatch(/already used/);
  });
});
