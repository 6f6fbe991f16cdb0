import type { TranslateParams } from './dictionary';

/**
 * Text decided by pure logic but translated only when shown, so rules stay free of
 * React and the dictionary.
 */
export interface Message {
  key: string;
  params?: TranslateParams;
}

export function message(key: string, params?: TranslateParams): Message {
  return params ? { key, params } : { key };
}
