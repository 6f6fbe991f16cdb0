import { checkedTranslation } from '../../../src/modules/dictionary/rules';
import { BASE_LANGUAGE, DICTIONARY_SEED } from '../../../src/seed/dictionary';

// What an admin could not save, the seed files may not ship either: every shipped text
// keeps its key's placeholders and pairs its braces.
describe('the shipped seed files', () => {
  for (const [language, texts] of Object.entries(DICTIONARY_SEED)) {
    it(`${language}: every text passes the check an admin's edit passes`, () => {
      const refused: string[] = [];
      for (const [key, text] of Object.entries(texts)) {
        try {
          checkedTranslation(key, language, text);
        } catch (error) {
          refused.push(`${key} → ${text}: ${(error as Error).message}`);
        }
      }
      expect(refused).toEqual([]);
    });
  }

  it('translate only keys English has', () => {
    const keys = new Set(Object.keys(DICTIONARY_SEED[BASE_LANGUAGE]));
    for (const texts of Object.values(DICTIONARY_SEED)) expect(Object.keys(texts).filter((key) => !keys.has(key))).toEqual([]);
  });
});
