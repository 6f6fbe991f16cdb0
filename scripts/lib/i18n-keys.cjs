// The dictionary keys used in code, read with the TypeScript compiler's parser (no
// regular expressions: a key may be a conditional, a constant or span several lines).
//
// Front ends and the shared library: the first argument of `t('…')`, `msg('…')` (a key
// kept in data and translated where it is shown) and `message('…')` (a key decided by
// pure logic). Server: the messages of the error helpers (`badRequest`, `forbidden`,
// `notFound`, `conflict`, `new HttpError(status, …)`) and the helpers' default messages,
// since the client shows a 4xx `{ message }` through t(); and `mailKey('…')`, the wording
// of mails, which the server translates itself.
//
// An argument may be a string, a template without `${}`, `a ? 'x' : 'y'`, `a ?? 'x'`,
// or a constant holding one (in the same file for the front ends; any server file for
// the server, whose messages are shared constants). Anything else is listed as dynamic:
// a front-end t(variable) must get its keys from msg('…') where the text is written.
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..', '..');

const CLIENT_CALLS = new Set(['t', 'msg', 'message']);
const SERVER_CALLS = new Set(['badRequest', 'forbidden', 'notFound', 'conflict', 'mailKey']);
const SERVER_ERROR_CLASS = 'HttpError';
/** the file defining the server's error helpers, whose default messages are keys too */
const SERVER_HELPERS = path.join('server', 'src', 'permissions', 'http-error.ts');

function frontEndDirs(root) {
  return fs
    .readdirSync(root)
    .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mf-'))
    .map((name) => path.join(root, name, 'src'))
    .filter((dir) => fs.existsSync(dir));
}

function sourceFiles(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test' && entry.name !== '__tests__') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(full);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

function parse(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function unwrap(node) {
  while (node && (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node))) {
    node = node.expression;
  }
  return node;
}

/** `const NAME = <initializer>` declarations of a file, by name. */
function constantsOf(sourceFile, into = new Map()) {
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const) {
      const list = into.get(node.name.text) ?? [];
      list.push(node.initializer);
      into.set(node.name.text, list);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return into;
}

/** Exported top-level `export const NAME = …` of the shared library (messages the client and server share). */
function sharedConstants(root) {
  const into = new Map();
  for (const file of sourceFiles(path.join(root, 'shared', 'src'))) {
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) into.set(declaration.name.text, [declaration.initializer]);
      }
    }
  }
  return into;
}

/** A file's own constants first, then the shared library's exported ones. */
function withShared(own, shared) {
  const merged = new Map(shared);
  for (const [name, values] of own) merged.set(name, values);
  return merged;
}

/**
 * The strings an expression can be, or null when one of its values is not known
 * before run time.
 */
function stringsOf(expression, constants, seen = new Set()) {
  const node = unwrap(expression);
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  // a key marked where it is written: msg('…')
  if (ts.isCallExpression(node) && calleeName(node) === 'msg' && node.arguments.length === 1) return stringsOf(node.arguments[0], constants, seen);
  if (ts.isConditionalExpression(node)) return both(stringsOf(node.whenTrue, constants, seen), stringsOf(node.whenFalse, constants, seen));
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    // the left side may be a variable (an optional server message): only the literal fallback is a key
    const right = stringsOf(node.right, constants, seen);
    const left = stringsOf(node.left, constants, seen);
    return right === null ? null : [...(left ?? []), ...right];
  }
  if (ts.isIdentifier(node)) {
    const values = constants.get(node.text);
    if (!values || seen.has(node.text)) return null;
    const next = new Set(seen).add(node.text);
    return values.map((value) => stringsOf(value, constants, next)).reduce(both, []);
  }
  if (ts.isObjectLiteralExpression(node)) {
    // the values of a constant table of messages, e.g. MESSAGES[state]
    const values = node.properties.map((property) => (ts.isPropertyAssignment(property) ? stringsOf(property.initializer, constants, seen) : null));
    return values.reduce(both, []);
  }
  if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
    const table = unwrap(node.expression);
    if (!ts.isIdentifier(table)) return null;
    const values = constants.get(table.text);
    if (!values) return null;
    if (ts.isPropertyAccessExpression(node)) {
      const picked = values.map((value) => {
        const object = unwrap(value);
        if (!ts.isObjectLiteralExpression(object)) return null;
        const property = object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === node.name.text);
        return property ? stringsOf(property.initializer, constants, seen) : null;
      });
      return picked.reduce(both, []);
    }
    return values.map((value) => stringsOf(value, constants, seen)).reduce(both, []);
  }
  return null;
}

function both(a, b) {
  return a === null || b === null ? null : [...a, ...b];
}

function where(sourceFile, node, root) {
  const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return `${path.relative(root, sourceFile.fileName)}:${line + 1}`;
}

function calleeName(node) {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return null;
}

/** Keys of one front-end file: { keys: Map<key, first place>, dynamic: [place: code] }. */
function collectClientFile(file, root, result, shared) {
  const sourceFile = parse(file);
  const constants = withShared(constantsOf(sourceFile), shared);
  const keyArguments = new Set();
  const visit = (node) => {
    if (keyArguments.has(node)) {
      ts.forEachChild(node, (child) => keyArguments.add(child));
    }
    if (ts.isCallExpression(node) && CLIENT_CALLS.has(calleeName(node)) && node.arguments.length > 0) {
      const strings = stringsOf(node.arguments[0], constants);
      const at = where(sourceFile, node, root);
      if (strings === null) result.dynamic.push(`${at}: ${node.getText(sourceFile).slice(0, 120)}`);
      else for (const key of strings) found(result, key, at);
      // the key is read; its params may hold more calls: t('{what} failed', { what: t('Saving') })
      keyArguments.add(node.arguments[0]);
    }
    if (result.prose && !keyArguments.has(node) && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && looksLikeProse(node)) {
      result.prose.push(`${where(sourceFile, node, root)}: ${node.getText(sourceFile).slice(0, 100)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

const PROSE = /^[A-Z][a-z']+(?:[ ,][^ ]+)+$|^[A-Z][a-z]{2,}$/;

/** A capitalised word or sentence outside t()/msg()/message(): text a person may read, for the audit list. */
function looksLikeProse(node) {
  if (!PROSE.test(node.text) || /[/_<>=]|var\(|^[A-Z][a-z]+[A-Z]/.test(node.text)) return false;
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isExternalModuleReference(parent)) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isElementAccessExpression(parent) || ts.isCaseClause(parent)) return false;
  if (ts.isBinaryExpression(parent) && /^[!=]==?$/.test(parent.operatorToken.getText())) return false;
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression) && /^(getBy|findBy|queryBy|getAllBy|closest|querySelector|addEventListener|includes|startsWith|has|get|set|on|emit|publish)/.test(parent.expression.name.text)) return false;
  return true;
}

function collectServer(root, result, shared) {
  const files = sourceFiles(path.join(root, 'server', 'src'));
  const parsed = files.map(parse);
  const constants = new Map(shared);
  for (const sourceFile of parsed) constantsOf(sourceFile, constants);
  for (const sourceFile of parsed) {
    const helpers = path.relative(root, sourceFile.fileName) === SERVER_HELPERS;
    const visit = (node) => {
      let argument;
      if (ts.isCallExpression(node) && SERVER_CALLS.has(calleeName(node))) argument = node.arguments[0];
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === SERVER_ERROR_CLASS) argument = node.arguments?.[1];
      // the error helpers pass their own parameter on: their defaults are the keys
      if (argument && !(helpers && ts.isIdentifier(argument) && argument.text === 'message')) {
        const strings = stringsOf(argument, constants);
        const at = where(sourceFile, node, root);
        if (strings === null) result.dynamicServer.push(`${at}: ${node.getText(sourceFile).slice(0, 120)}`);
        else for (const key of strings) found(result, key, at);
      }
      if (helpers && ts.isParameter(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
        found(result, node.initializer.text, where(sourceFile, node, root));
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
}

/**
 * Every key used in code under `root`: `keys` (key → first place it is used),
 * `dynamic` (front-end t()/msg()/message() calls whose key is not known before run
 * time), `dynamicServer` (server error messages built at run time: shown in English),
 * with `audit`, `prose`: capitalised strings outside those calls, for a person to check.
 */
function collectKeys(root = ROOT, { audit = false } = {}) {
  const result = { keys: new Map(), scopes: new Map(), dynamic: [], dynamicServer: [], prose: audit ? [] : undefined };
  const shared = sharedConstants(root);
  for (const dir of frontEndDirs(root)) for (const file of sourceFiles(dir)) collectClientFile(file, root, result, shared);
  collectServer(root, result, shared);
  return result;
}

/**
 * A key found at `at` ("<package>/src/…:line"): the first place is kept for messages, and
 * the package it is used in counts for the dictionary's scopes (see remoteScopes).
 */
function found(result, key, at) {
  if (!result.keys.has(key)) result.keys.set(key, at);
  const pkg = at.split(/[\\/]/)[0];
  if (!result.scopes.has(key)) result.scopes.set(key, new Set());
  result.scopes.get(key).add(pkg.startsWith('mf-') ? pkg : CORE_SCOPE);
}

/** The scope of keys the shell, the shared library or the server use: every page loads it. */
const CORE_SCOPE = 'core';

/**
 * The keys a browser loads only with a remote (docs/conventions.md#dictionary): for each
 * remote, the keys only remotes use (none of the shell, the shared library or the
 * server), sorted. Every other key is the core's, loaded on every page.
 */
function remoteScopes(scopes) {
  const out = {};
  for (const [key, used] of [...scopes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (used.has(CORE_SCOPE)) continue;
    for (const scope of [...used].sort()) (out[scope] ??= []).push(key);
  }
  return Object.fromEntries(Object.keys(out).sort().map((scope) => [scope, out[scope]]));
}

/** The English dictionary for `keys`: a known key keeps its English text, a new one is its own text; sorted. */
function englishDictionary(keys, previous = {}) {
  const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted.map((key) => [key, typeof previous[key] === 'string' && previous[key] ? previous[key] : key]));
}

const DICTIONARY_DIR = path.join('server', 'src', 'seed', 'dictionary');

module.exports = { ROOT, DICTIONARY_DIR, CORE_SCOPE, collectKeys, englishDictionary, remoteScopes };
