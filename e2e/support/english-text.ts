import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { REPO_ROOT } from './run-env';

type Dictionary = Record<string, string>;

const seed = (code: string): Dictionary =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'server', 'src', 'seed', 'dictionary', `${code}.json`), 'utf8')) as Dictionary;

export const ENGLISH = seed('en');
const SPANISH = seed('es');

/** The Spanish text of a key as the server answers it (English where Spanish has none). */
export function spanish(key: string): string {
  return SPANISH[key] || ENGLISH[key] || key;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts that give themselves away: those whose Spanish differs (a word the
 * same in both languages, such as "Email" or "Total", proves nothing), each as a pattern
 * of a whole line, `{placeholders}` standing for any text.
 */
const TELLING: ReadonlyArray<{ text: string; pattern: RegExp }> = Object.entries(ENGLISH)
  .filter(([key, english]) => SPANISH[key] && SPANISH[key].trim().toLowerCase() !== english.trim().toLowerCase())
  // with placeholders, enough words of its own that lesson content cannot match by chance ("{email} from {address}")
  .filter(([, english]) => {
    const words = english.replace(/\{\w+\}/g, ' ').match(/[a-z]{2,}/gi) ?? [];
    return english.includes('{') ? words.length >= 3 : words.length >= 1;
  })
  .map(([, english]) => ({ text: english, pattern: new RegExp(`^${english.split(/\{\w+\}/).map(escape).join('.+')}$`, 'i') }));

/**
 * Every English dictionary text found among what `root` shows: its visible lines and the
 * names a screen reader or a tooltip reads (aria-label, title, placeholder). Names,
 * numbers, dates and codes match no dictionary text, so they are left alone.
 */
export async function englishTextsIn(root: Locator): Promise<string[]> {
  const lines = await root.evaluateAll((elements) => {
    const found: string[] = [];
    for (const element of elements) {
      // lines, and the cells of a table row (tab-separated in innerText)
      found.push(...(element as HTMLElement).innerText.split(/[\n\t]/));
      for (const node of element.querySelectorAll('[aria-label], [title], [placeholder]')) {
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = node.getAttribute(name);
          if (value) found.push(value);
        }
      }
    }
    return found;
  });
  const english = new Set<string>();
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const hit = TELLING.find((entry) => entry.pattern.test(line));
    if (hit) english.add(`${line}  (${hit.text})`);
  }
  return [...english].sort();
}
