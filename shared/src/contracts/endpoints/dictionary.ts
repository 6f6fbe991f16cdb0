import { endpoint } from './endpoint';
import { AddLanguageRequest, AddLanguageResponse, DictionaryDataParams, DictionaryDataQuery, DictionaryDataRequest, DictionaryDataResponse, LanguageListResponse, SaveTranslationRequest, SaveTranslationResponse, TranslationProgressResponse, TranslationsListRequest, TranslationsListResponse, UniqueBaseConstantsResponse } from '../dictionary';

/** The dictionary endpoints (docs/conventions.md#endpoints). */
export const dictionaryEndpoints = {
  dictionaryData: endpoint({ method: 'POST', path: '/v1/dictionary/dictionarydata', body: DictionaryDataRequest, response: DictionaryDataResponse }),
  dictionaryOf: endpoint({ method: 'GET', path: '/v1/dictionary/dictionarydata/:language', params: DictionaryDataParams, query: DictionaryDataQuery, response: DictionaryDataResponse }),
  languageList: endpoint({ method: 'GET', path: '/v1/dictionary/languagelist', response: LanguageListResponse }),
  uniqueBaseConstants: endpoint({ method: 'POST', path: '/v1/dictionary/uniquebaseconstants', response: UniqueBaseConstantsResponse }),
  translations: endpoint({ method: 'POST', path: '/v1/dictionary/translations', body: TranslationsListRequest, response: TranslationsListResponse }),
  saveTranslation: endpoint({ method: 'PUT', path: '/v1/dictionary/translations', body: SaveTranslationRequest, response: SaveTranslationResponse }),
  addLanguage: endpoint({ method: 'POST', path: '/v1/dictionary/languages', body: AddLanguageRequest, response: AddLanguageResponse }),
  progress: endpoint({ method: 'GET', path: '/v1/dictionary/progress', response: TranslationProgressResponse }),
};
