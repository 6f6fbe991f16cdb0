/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { handMadePlural } from './hand-made-plurals';

const ENGLISH = path.resolve(__dirname, '../../server/src/seed/dictionary/en.json');

describe('counts go through plural forms', () => {
  it('no English key writes a count beside a plural noun by hand', () => {
    const keys = Object.keys(JSON.parse(fs.readFileSync(ENGLISH, 'utf8')) as Record<string, string>);
    const found = keys.map((key) => [key, handMadePlural(key)]).filter(([, why]) => why !== null);
    expect(found).toEqual([]);
  });

  it.each([
    ['{count} cards to review now', '{count} cards outside a plural form'],
    ['You reviewed {count} cards.', '{count} cards outside a plural form'],
    ['{count} member(s)', 'writes "(s)"'],
    ['{count} of {total} reviewed cards likely forgotten', '{total} cards outside a plural form'],
    ['Blocked: {failures} failed sign-ins', '{failures} sign-ins outside a plural form'],
  ])('finds %s', (key, why) => {
    expect(handMadePlural(key)).toBe(why);
  });

  it.each([
    '{count, plural, one {# card to review now} other {# cards to review now}}',
    'Page {page} of {pages}',
    'Enter {limit} or less.',
    '{email} from {address}',
    'Mark {hours} h of {name} in {month} as paid?',
    '{count} selected',
  ])('leaves %s alone', (key) => {
    expect(handMadePlural(key)).toBeNull();
  });
});
