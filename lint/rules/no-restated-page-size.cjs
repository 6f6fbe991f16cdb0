// docs/conventions.md#data-loading: whether a list has more pages, and how many pages it has,
// is worked out in one place, `pagedHasMore` and `pageCount` of @studydesk/shared/lists
// (shared/src/lists/state.ts). A comparison of a list's length, or of a page's end, with a
// page size written anywhere else is a second copy of that rule: this rule fails on one.

const { houseRule } = require('../rule-kit.cjs');

/** `pageSize`, `state.pageSize`, `COMMENTS_PAGE_SIZE`, `AGENDA_PAGE`, `PAGE_SIZES.students`. */
function isPageSizeName(name) {
  return /page_?size/i.test(name) || /^[A-Z0-9_]*_PAGE$/.test(name) || name === 'PAGE';
}

function isPageSize(node) {
  if (node.type === 'Identifier') return isPageSizeName(node.name);
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.property.type === 'Identifier' && isPageSizeName(node.property.name)) return true;
    // PAGE_SIZES.students, PAGE_SIZES[list]
    return node.object.type === 'Identifier' && /page_?sizes/i.test(node.object.name);
  }
  return false;
}

/** Casts change nothing: `(pageSize as number)`. */
function unwrap(node) {
  let current = node;
  while (['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(current.type)) current = current.expression;
  return current;
}

/** The expression holds a page size: itself, or inside its arithmetic (`(pageIndex + 1) * pageSize`). */
function mentionsPageSize(node) {
  const expression = unwrap(node);
  if (isPageSize(expression)) return true;
  if (expression.type === 'BinaryExpression' && ['+', '-', '*', '/'].includes(expression.operator)) {
    return mentionsPageSize(expression.left) || mentionsPageSize(expression.right);
  }
  return false;
}

/** A count of rows: `rows.length`, `total`, `state.total`, `page.results.length`, `rowCount`. */
function mentionsCount(node) {
  const expression = unwrap(node);
  if (expression.type === 'Identifier') return /total|count|length/i.test(expression.name);
  if (expression.type === 'MemberExpression') return !expression.computed && expression.property.type === 'Identifier' && /^length$|total|count/i.test(expression.property.name);
  if (expression.type === 'BinaryExpression' && ['+', '-', '*', '/'].includes(expression.operator)) return mentionsCount(expression.left) || mentionsCount(expression.right);
  return false;
}

const COMPARISONS = new Set(['<', '<=', '>', '>=', '===', '!==', '==', '!=']);

module.exports = houseRule({
  type: 'suggestion',
  description: "A list's \"has more\" and page count come from the shared paging helpers, not a comparison with a page size",
  messages: {
    hasMore:
      'Whether a list has more pages is `pagedHasMore(pageIndex, pageSize, total)` from @studydesk/shared/lists (or the list reducers that use it), not a comparison with a page size written here (docs/conventions.md#data-loading).',
    pageCount:
      'A list\'s number of pages is `pageCount({ total, pageSize })` from @studydesk/shared/lists, not a division by a page size written here (docs/conventions.md#data-loading).',
  },
  files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
  // the helpers themselves, and tests that state the rule they check
  ignores: ['shared/src/lists/state.ts', '**/*.test.{ts,tsx}'],
  create(context) {
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        // a page size on one side and a count of rows on the other; two page sizes compared
        // (a changed page size) or a page size checked against a bound is not a "has more"
        const sized = (side, other) => mentionsPageSize(side) && !mentionsPageSize(other) && mentionsCount(other);
        if (sized(node.left, node.right) || sized(node.right, node.left)) context.report({ node, messageId: 'hasMore' });
      },
      CallExpression(node) {
        const { callee } = node;
        const isCeil =
          callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Math' && !callee.computed && callee.property.name === 'ceil';
        const [argument] = node.arguments;
        if (isCeil && argument && argument.type === 'BinaryExpression' && argument.operator === '/' && mentionsPageSize(argument.right)) {
          context.report({ node, messageId: 'pageCount' });
        }
      },
    };
  },
});
