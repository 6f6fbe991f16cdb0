import { declarePersonalData } from '../../privacy/declaration';

/** The dictionary holds no one's data; its columns only look as if they could. */
export const dictionaryPersonalData = declarePersonalData({
  module: 'dictionary',
  tables: [],
  notPersonal: { 'dictionary.text': 'a translation of an interface text', 'languages.name': "a language's name" },
});
