// Types of i18n-keys.cjs, for the dictionary coverage test.
export declare const ROOT: string;
export declare const DICTIONARY_DIR: string;
export declare const CORE_SCOPE: string;
export interface CollectedKeys {
  /** key → the first place it is used (path:line) */
  keys: Map<string, string>;
  /** key → where it is used: `core` (shell, shared library, server) and/or remotes (their folders' names) */
  scopes: Map<string, Set<string>>;
  dynamic: string[];
  dynamicServer: string[];
  prose?: string[];
}
export declare function collectKeys(root?: string, options?: { audit?: boolean }): CollectedKeys;
export declare function englishDictionary(keys: Iterable<string>, previous?: Record<string, string>): Record<string, string>;
/** remote → the keys only remotes use, sorted (scopes.json) */
export declare function remoteScopes(scopes: Map<string, Set<string>>): Record<string, string[]>;
