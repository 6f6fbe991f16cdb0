// docs/conventions.md#data-loading: an area that loads its data shows its four states through
// ResourceContent (the spinner until the first answer, ErrorState with a retry, the empty
// state, the data), so they look and behave the same on every screen. This rule finds the
// hand-written form of that switch: the kit's ErrorState, Spinner or EmptyState rendered
// under a condition that reads a load state (`x.loading`, `x.status === 'failed'`,
// `state.error`, `isNew`), as a ternary, an `&&`, or an `if` that returns or assigns it.
// A justified exception is an `eslint-disable-next-line studydesk/no-hand-loading-switch -- why`.

const { houseRule } = require('../rule-kit.cjs');

/** the kit's components a loading switch shows */
const STATE_COMPONENTS = new Set(['ErrorState', 'Spinner', 'EmptyState']);
/** names that say a condition is about loading: a resource's or list's fields */
const LOADING_NAMES = new Set(['loading', 'isLoading', 'isNew', 'status', 'firstLoad']);
const FAILURE_NAMES = new Set(['error']);
const LOADING_VALUES = new Set(['loading']);
const FAILURE_VALUES = new Set(['failed']);
const RULE = 'studydesk/no-hand-loading-switch';

const isFunction = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';

/** Every node below `node` (itself included) that `visit` accepts, not looking inside nested functions. */
function some(node, visit, visitorKeys) {
  if (!node || typeof node.type !== 'string') return false;
  if (visit(node)) return true;
  if (isFunction(node)) return false;
  for (const key of visitorKeys[node.type] ?? []) {
    const child = node[key];
    if (Array.isArray(child)) {
      if (child.some((item) => some(item, visit, visitorKeys))) return true;
    } else if (some(child, visit, visitorKeys)) return true;
  }
  return false;
}

/** Does `test` read whether a load is running (or, with `failures`, whether it failed)? */
function readsLoadState(test, visitorKeys, failures) {
  const names = (name) => LOADING_NAMES.has(name) || (failures && FAILURE_NAMES.has(name));
  const values = (value) => LOADING_VALUES.has(value) || (failures && FAILURE_VALUES.has(value));
  return some(
    test,
    (node) => (node.type === 'Identifier' && names(node.name)) || (node.type === 'Literal' && typeof node.value === 'string' && values(node.value)),
    visitorKeys,
  );
}

/** the name of the kit's state component rendered somewhere in `node`, or null */
function stateComponentIn(node, visitorKeys) {
  let found = null;
  some(
    node,
    (candidate) => {
      if (candidate.type !== 'JSXOpeningElement' || candidate.name.type !== 'JSXIdentifier' || !STATE_COMPONENTS.has(candidate.name.name)) return false;
      found = candidate.name.name;
      return true;
    },
    visitorKeys,
  );
  return found;
}

module.exports = houseRule({
  files: ['mf-*/src/**/*.tsx', 'shell/src/**/*.tsx'],
  ignores: ['**/*.test.tsx'],
  type: 'problem',
  description: 'An area that loads shows its loading, error and empty states through ResourceContent, not a hand-written switch',
  messages: {
    handSwitch:
      '{{component}} shown by hand on a load state: render the area through ResourceContent (resource, isEmpty, empty, children) from @studydesk/shared/ui (docs/conventions.md#data-loading).',
    noReason: 'An exception to no-hand-loading-switch says why after " -- " (docs/conventions.md#data-loading).',
  },
  create(context) {
    const { sourceCode } = context;
    const visitorKeys = sourceCode.visitorKeys;
    const check = (node, test, branches) => {
      const onLoading = readsLoadState(test, visitorKeys, false);
      if (!onLoading && !readsLoadState(test, visitorKeys, true)) return;
      for (const branch of branches) {
        const component = stateComponentIn(branch, visitorKeys);
        // an empty state beside a failure alone is a form's, not a load's (nothing chosen yet, no error)
        if (component && (component !== 'EmptyState' || onLoading)) {
          context.report({ node, messageId: 'handSwitch', data: { component } });
          return;
        }
      }
    };
    return {
      Program() {
        // an exception without its reason is no exception
        for (const directive of sourceCode.getDisableDirectives().directives) {
          if (directive.value.split(',').some((name) => name.trim() === RULE) && !directive.justification) {
            context.report({ loc: directive.node.loc, messageId: 'noReason' });
          }
        }
      },
      ConditionalExpression(node) {
        check(node, node.test, [node.consequent, node.alternate]);
      },
      LogicalExpression(node) {
        if (node.operator === '&&') check(node, node.left, [node.right]);
      },
      IfStatement(node) {
        check(node, node.test, [node.consequent]);
      },
    };
  },
});
