import { isoDayOf, moneyLimitProblem, parseHoursInput, parseMoneyInput } from './money-input';

describe('amounts typed in major units become integer minor units (docs/product-rules.md#r-pay-1)', () => {
  it('reads whole and decimal amounts with a point or a comma', () => {
    expect(parseMoneyInput('25', 2)).toBe(2500);
    expect(parseMoneyInput('25.5', 2)).toBe(2550);
    expect(parseMoneyInput(' 25,05 ', 2)).toBe(2505);
    expect(parseMoneyInput('1500', 0)).toBe(1500);
  });

  it('refuses more decimals than the currency has, signs unless allowed, and text', () => {
    expect(parseMoneyInput('2.555', 2)).toBeNull();
    expect(parseMoneyInput('15.5', 0)).toBeNull();
    expect(parseMoneyInput('-3', 2)).toBeNull();
    expect(parseMoneyInput('-3', 2, { allowNegative: true })).toBe(-300);
    expect(parseMoneyInput('1,000.00', 2)).toBeNull();
    expect(parseMoneyInput('ten', 2)).toBeNull();
    expect(parseMoneyInput('', 2)).toBeNull();
  });

  it('turns a typed day into the ISO day a rate starts on', () => {
    expect(isoDayOf('15/03/2026')).toBe('2026-03-15');
    expect(isoDayOf('31/02/2026')).toBeNull();
    expect(isoDayOf('2026-03-15')).toBeNull();
  });
});

describe('hours of an adjustment', () => {
  // quarter hours, signed, with a point or a comma, empty as none; refused (null) what the
  // API would refuse: not a quarter hour, too many, or not a number
  it.each([
    ['1.5', 1.5],
    ['-2', -2],
    ['0,25', 0.25],
    ['  ', 0],
    ['1.3', null],
    ['20000', null],
    ['two', null],
  ])('reads %j as %p', (typed, hours) => {
    expect(parseHoursInput(typed)).toBe(hours);
  });
});

describe('moneyLimitProblem: the limit said in the currency, not in minor units (issue 47 item 19)', () => {
  it('states the maximum as money', () => {
    const pounds = (minor: number) => `£${(minor / 100).toFixed(2)}`;
    expect(moneyLimitProblem(100_000_001, 100_000_000, pounds)).toEqual({ key: 'Enter {limit} or less.', params: { limit: '£1000000.00' } });
    expect(moneyLimitProblem(100_000_000, 100_000_000, pounds)).toBeNull();
    expect(moneyLimitProblem(5, undefined, pounds)).toBeNull();
  });
});
