import { parseTypedNumber } from './typed-number';

describe('parseTypedNumber', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7,25 ', 7.25],
    ['0', 0],
    ['100', 100],
    ['-3', -3],
    ['+4', 4],
    ['-0,5', -0.5],
    ['.5', 0.5],
    [',5', 0.5],
    ['007', 7],
  ])('reads %j as %p', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value);
  });

  it.each([
    '', '   ', '0x10', '0X1A', '0b101', '0o17', '1e3', '1E-2', 'Infinity', '-Infinity', 'NaN',
    '12.', '12,', '1.000,5', '1,000.5', '1 000', '12%', '5 words', 'abc', '--1', '+-1', '½', '１２',
  ])('refuses %j', (text) => {
    expect(parseTypedNumber(text)).toBeNull();
  });
});
