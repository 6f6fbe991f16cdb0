// The one shape of a house rule module (lint/index.cjs reads rules/*.cjs): the ESLint rule
// (meta + create) plus where it applies (`files`, `ignores` — globs from the repository's
// root). Written once here so that each rule states only what is its own (lint/test/
// plugin.test.cjs checks that every message names its section of docs/conventions.md).

/**
 * @param {{ type: 'problem' | 'suggestion', description: string, messages: Record<string, string>,
 *   files: string[], ignores?: string[], schema?: unknown[], options?: unknown[], create: Function }} rule
 */
function houseRule({ type, description, messages, files, ignores, schema = [], options, create }) {
  return {
    meta: { type, docs: { description }, schema, messages },
    files,
    ...(ignores ? { ignores } : {}),
    ...(options ? { options } : {}),
    create,
  };
}

module.exports = { houseRule };
