/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { handMadePlural, pluralMadeInCode } from './hand-made-plurals';

const ROOT = path.resolve(__dirname, '../..');
const ENGLISH = path.join(ROOT, 'server/src/seed/dictionary/en.json');

/** The product's source files (tests aside): what people read comes from these. */
function productSources(): string[] {
  const dirs = ['server', 'shell', 'shared', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-'))].map((name) => path.join(ROOT, name, 'src'));
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  dirs.filter((dir) => fs.existsSync(dir)).forEach(walk);
  return out;
}

describe('counts go through plural forms', () => {
  it('no English key writes a count beside a plural noun by hand', () => {
    const keys = Object.keys(JSON.parse(fs.readFileSync(ENGLISH, 'utf8')) as Record<string, string>);
    const found = keys.map((key) => [key, handMadePlural(key)]).filter(([, why]) => why !== null);
    expect(found).toEqual([]);
  });

  it('no code makes an English plural by hand (mails included)', () => {
    const found = productSources().flatMap((file) =>
      fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (pluralMadeInCode(line) ? [`${path.relative(ROOT, file)}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it.each([
    "`${n} card${n === 1 ? '' : 's'}`",
    "`${n} flashcard${n === 1 ? ' was' : 's were'} made`",
    "`${n} now wait${n !== 1 ? '' : 's'}`",
    "`${n} item${n !== 1 ? 's' : ''}`",
    "`${n} now wait${n === 1 ? 's' : ''}`",
  ])('finds the code %s', (line) => {
    expect(pluralMadeInCode(line)).toBe(true);
  });

  it.each(["const Heading = level === 1 ? 'h1' : 'h2';", "`${base}${n === 1 ? '' : `-${n}`}.tar.gz`"])('leaves the code %s alone', (line) => {
    expect(pluralMadeInCode(line)).toBe(false);
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
