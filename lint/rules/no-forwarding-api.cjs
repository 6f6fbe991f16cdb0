// docs/conventions.md#endpoints: `call` is called where the data is used; an api/ file holds
// only what adds something to it (a mapping of the request or the answer, FormData, a file
// and its name, caching, cancellation). A function whose whole body is `call(...)` with its
// own parameters put in place, returning the answer or one field of it, is a second name
// for the endpoint: this rule fails on one.

const { houseRule } = require('../rule-kit.cjs');

/** What a forwarder may pass to `call`: names, literals, fields, and objects and arrays of them. */
function passedThrough(node) {
  switch (node.type) {
    case 'Identifier':
    case 'Literal':
      return true;
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'TSSatisfiesExpression':
      return passedThrough(node.expression);
    case 'MemberExpression':
      return passedThrough(node.object) && (!node.computed || passedThrough(node.property));
    case 'ArrayExpression':
      return node.elements.every((element) => element === null || passedThrough(element.type === 'SpreadElement' ? element.argument : element));
    case 'ObjectExpression':
      return node.properties.every((property) =>
        property.type === 'SpreadElement' ? passedThrough(property.argument) : !property.computed && passedThrough(property.value),
      );
    default:
      return false;
  }
}

/** Casts and `await` change nothing a reader of the answer sees. */
function unwrap(node) {
  let current = node;
  while (['AwaitExpression', 'TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(current.type)) {
    current = current.type === 'AwaitExpression' ? current.argument : current.expression;
  }
  return current;
}

/** `call(endpoint, { ...parameters })`, its arguments only passed through. */
function isPlainCall(node, callNames) {
  const expression = unwrap(node);
  return (
    expression.type === 'CallExpression' &&
    expression.callee.type === 'Identifier' &&
    callNames.has(expression.callee.name) &&
    expression.arguments.every((argument) => argument.type !== 'SpreadElement' && passedThrough(argument))
  );
}

/** `root`, `root.data`, `root.data.user`: the answer, or a field of it, as it came. */
function isFieldOf(node, isRoot) {
  const expression = unwrap(node);
  if (expression.type === 'MemberExpression') return !expression.computed && isFieldOf(expression.object, isRoot);
  return isRoot(expression);
}

/** `r => r.data.x`, `({ data }) => data.x`: a `.then` that only takes a field of the answer. */
function isFieldPick(fn) {
  if (!fn || !['ArrowFunctionExpression', 'FunctionExpression'].includes(fn.type) || fn.params.length !== 1) return false;
  const body = fn.body.type === 'BlockStatement' ? (fn.body.body.length === 1 && fn.body.body[0].type === 'ReturnStatement' ? fn.body.body[0].argument : null) : fn.body;
  if (!body) return false;
  const names = boundNames(fn.params[0]);
  return names !== null && isFieldOf(body, (root) => root.type === 'Identifier' && names.has(root.name));
}

/** The names a plain binding introduces (`x`, `{ data }`, `{ data: answer }`); null for anything richer. */
function boundNames(pattern) {
  if (pattern.type === 'Identifier') return new Set([pattern.name]);
  if (pattern.type !== 'ObjectPattern') return null;
  const names = new Set();
  for (const property of pattern.properties) {
    if (property.type !== 'Property' || property.computed || property.value.type !== 'Identifier') return null;
    names.add(property.value.name);
  }
  return names;
}

/** The answer of `call`, as it came or through a `.then` that only picks a field, or a field of either. */
function isForwardedAnswer(node, callNames) {
  const expression = unwrap(node);
  if (isPlainCall(expression, callNames)) return true;
  if (expression.type === 'MemberExpression') return !expression.computed && isForwardedAnswer(expression.object, callNames);
  return (
    expression.type === 'CallExpression' &&
    expression.callee.type === 'MemberExpression' &&
    !expression.callee.computed &&
    expression.callee.property.name === 'then' &&
    expression.arguments.length === 1 &&
    isPlainCall(expression.callee.object, callNames) &&
    isFieldPick(expression.arguments[0])
  );
}

/** The whole body: one call, its answer (or a field of it) returned or dropped, nothing else. */
function onlyForwards(fn, callNames) {
  if (fn.body.type !== 'BlockStatement') return isForwardedAnswer(fn.body, callNames);
  const statements = fn.body.body;
  if (statements.length === 1) {
    const [only] = statements;
    if (only.type === 'ReturnStatement') return only.argument !== null && isForwardedAnswer(only.argument, callNames);
    return only.type === 'ExpressionStatement' && isForwardedAnswer(only.expression, callNames);
  }
  if (statements.length !== 2) return false;
  const [declaration, last] = statements;
  if (declaration.type !== 'VariableDeclaration' || declaration.declarations.length !== 1) return false;
  const [declarator] = declaration.declarations;
  if (!declarator.init || !isForwardedAnswer(declarator.init, callNames) || last.type !== 'ReturnStatement' || !last.argument) return false;
  const names = boundNames(declarator.id);
  return names !== null && isFieldOf(last.argument, (root) => root.type === 'Identifier' && names.has(root.name));
}

const isFunction = (node) => node && ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(node.type);

module.exports = houseRule({
  type: 'suggestion',
  description: 'An api/ function that only forwards to `call` is not written',
  messages: {
    forwarding:
      '`{{name}}` only forwards to `call`: call `call(endpoints.…, { … })` where the data is used (a model/ hook or a useResource loader); an api/ file holds only what adds something to it (docs/conventions.md#endpoints).',
  },
  files: ['mf-*/src/**/api/*.ts', 'shell/src/**/api/*.ts'],
  ignores: ['**/*.test.ts'],
  create(context) {
    // the local names of `call` from the shared API client
    const callNames = new Set();
    // top-level functions by name, for `export { name }`
    const functions = new Map();
    const exported = [];

    const report = (name, fn, node) => {
      if (onlyForwards(fn, callNames)) context.report({ node, messageId: 'forwarding', data: { name } });
    };

    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@studydesk/shared/api-client') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'call') callNames.add(specifier.local.name);
        }
      },
      'Program > FunctionDeclaration'(node) {
        if (node.id) functions.set(node.id.name, node);
      },
      'Program > VariableDeclaration > VariableDeclarator'(node) {
        if (node.id.type === 'Identifier' && isFunction(node.init)) functions.set(node.id.name, node.init);
      },
      ExportNamedDeclaration(node) {
        const { declaration } = node;
        if (declaration?.type === 'FunctionDeclaration' && declaration.id) exported.push([declaration.id.name, declaration, declaration.id]);
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations) {
            if (declarator.id.type === 'Identifier' && isFunction(declarator.init)) exported.push([declarator.id.name, declarator.init, declarator.id]);
          }
        }
        if (!declaration && !node.source) {
          for (const specifier of node.specifiers) exported.push([specifier.exported.name ?? specifier.exported.value, specifier.local.name, specifier]);
        }
      },
      ExportDefaultDeclaration(node) {
        if (isFunction(node.declaration)) exported.push(['default', node.declaration, node]);
        else if (node.declaration.type === 'Identifier') exported.push(['default', node.declaration.name, node]);
      },
      'Program:exit'() {
        for (const [name, target, node] of exported) {
          const fn = typeof target === 'string' ? functions.get(target) : target;
          if (fn) report(name, fn, node);
        }
      },
    };
  },
});
