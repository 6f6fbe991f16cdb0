// The house's own ESLint rules (docs/conventions.md): each file of rules/ is one rule, and
// says where it applies. A rule module exports the ESLint rule plus `files` (globs from the
// repository's root) and, when needed, `ignores`; this plugin turns them into config blocks
// so that eslint.config.mjs takes every rule without listing them.
const fs = require('node:fs');
const path = require('node:path');

const rulesDir = path.join(__dirname, 'rules');
const ruleFiles = (fs.existsSync(rulesDir) ? fs.readdirSync(rulesDir) : [])
  .filter((name) => name.endsWith('.cjs') && !name.endsWith('.test.cjs'))
  .sort();

const modules = Object.fromEntries(ruleFiles.map((name) => [name.replace(/\.cjs$/, ''), require(path.join(rulesDir, name))]));

const plugin = {
  meta: { name: 'studydesk' },
  rules: Object.fromEntries(Object.entries(modules).map(([name, rule]) => [name, { meta: rule.meta, create: rule.create }])),
};

/** One config block per rule: its files, its ignores, the rule as an error. */
const configs = Object.entries(modules).map(([name, rule]) => ({
  name: `studydesk/${name}`,
  files: rule.files,
  ...(rule.ignores ? { ignores: rule.ignores } : {}),
  plugins: { studydesk: plugin },
  rules: { [`studydesk/${name}`]: ['error', ...(rule.options ?? [])] },
}));

module.exports = { plugin, configs };
