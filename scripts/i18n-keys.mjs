// npm run i18n:keys — writes server/src/seed/dictionary/en.json: every dictionary key
// used in code (scripts/lib/i18n-keys.cjs says where keys come from), sorted; a known
// key keeps its English text, a new key is its own text, a key no code uses is dropped.
// Beside it, scopes.json: the keys only a remote uses, per remote, which a browser loads
// with that remote (docs/conventions.md#dictionary).
// Lists the calls whose key is only known at run time; with --audit also capitalised
// strings outside t()/msg()/message(), for a person to check.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { ROOT, DICTIONARY_DIR, collectKeys, englishDictionary, remoteScopes } = createRequire(import.meta.url)('./lib/i18n-keys.cjs');

const file = path.join(ROOT, DICTIONARY_DIR, 'en.json');
const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
const audit = process.argv.includes('--audit');
const { keys, scopes, dynamic, dynamicServer, prose } = collectKeys(ROOT, { audit });
const english = englishDictionary(keys.keys(), previous);

fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(english, null, 2)}\n`);
fs.writeFileSync(path.join(ROOT, DICTIONARY_DIR, 'scopes.json'), `${JSON.stringify(remoteScopes(scopes), null, 2)}\n`);

const added = Object.keys(english).filter((key) => !(key in previous));
const dropped = Object.keys(previous).filter((key) => !(key in english));
console.log(`${path.relative(ROOT, file)}: ${Object.keys(english).length} keys (${added.length} new, ${dropped.length} dropped)`);
for (const key of added) console.log(`  + ${key}`);
for (const key of dropped) console.log(`  - ${key}`);
if (dynamic.length > 0) {
  console.log(`\nKeys known only at run time (give them msg('…') where the text is written):`);
  for (const line of dynamic) console.log(`  ${line}`);
}
if (dynamicServer.length > 0) {
  console.log(`\nServer messages built at run time (shown in English):`);
  for (const line of dynamicServer) console.log(`  ${line}`);
}
if (audit) {
  console.log(`\nCapitalised strings outside t()/msg()/message() (check none is shown to people untranslated):`);
  for (const line of prose) console.log(`  ${line}`);
}
