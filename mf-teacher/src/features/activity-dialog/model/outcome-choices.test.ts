import { outcomeChoices } from './outcome-choices';

const HOUR = 3600_000;
const NOW = Date.UTC(2026, 10, 20, 9);

describe('outcomeChoices (docs/product-rules.md#r-pay-1: the dialog suggests, the person picks, the pick is stored)', () => {
  const suggested = (choices: ReturnType<typeof outcomeChoices>) => choices.filter((choice) => choice.suggested).map((choice) => choice.value);

  it('suggests a late cancellation inside the notice window and one with notice outside it, while there is no outcome', () => {
    expect(suggested(outcomeChoices(NOW + 2 * HOUR, NOW, 48))).toEqual(['cancelled_late']);
    expect(suggested(outcomeChoices(NOW + 72 * HOUR, NOW, 48))).toEqual(['cancelled_notice']);
    expect(suggested(outcomeChoices(NOW + 2 * HOUR, NOW, null))).toEqual([]);
  });

  it('suggests nothing once an outcome is stored: the stored one no longer reads "(suggested)" (issue 47 item 19)', () => {
    expect(suggested(outcomeChoices(NOW + 2 * HOUR, NOW, 48, 'cancelled_late'))).toEqual([]);
    expect(suggested(outcomeChoices(NOW + 2 * HOUR, NOW, 48, 'cancelled_school'))).toEqual([]);
  });

  it('offers held and no-show only once the lesson has started', () => {
    const before = outcomeChoices(NOW + HOUR, NOW, 48);
    expect(before.filter((choice) => choice.disabled).map((choice) => choice.value)).toEqual(['held', 'no_show']);
    expect(outcomeChoices(NOW - HOUR, NOW, 48).some((choice) => choice.disabled)).toBe(false);
  });
});
