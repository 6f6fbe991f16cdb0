const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const rule = require('./no-restated-page-size.cjs');

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const hasMore = [{ messageId: 'hasMore' }];

tester.run('no-restated-page-size', rule, {
  valid: [
    // the one way
    `import { pagedHasMore } from '@studydesk/shared/lists';
    const hasMore = pagedHasMore(action.pageIndex, action.pageSize, action.total);`,
    `import { pageCount } from '@studydesk/shared/lists';
    const pages = pageCount({ total: rows.length, pageSize: PREVIEW_PAGE_SIZE });`,
    // a changed page size, a bound on one, a page's rows cut from a list: no "has more"
    'const same = pageSize === state.pageSize;',
    'if (state.pageSize <= 0) return 1;',
    'const rows = all.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE);',
    // loaded against the total, without a page size (an accumulating list)
    'const more = comments.length < commentsSize;',
  ],
  invalid: [
    // the planted restatements
    { code: 'const hasMore = (action.pageIndex + 1) * action.pageSize < action.total;', errors: hasMore },
    { code: 'const more = rows.length === PAGE_SIZE;', errors: hasMore },
    { code: 'const more = items.length < pageSize;', errors: hasMore },
    { code: 'const more = page.results.length >= COMMENTS_PAGE_SIZE;', errors: hasMore },
    { code: 'const more = AGENDA_PAGE === data.results.length;', errors: hasMore },
    { code: 'const more = state.data.length < PAGE_SIZES.students;', errors: hasMore },
    { code: 'const more = pageIndex * pageSize + pageSize < state.total;', errors: hasMore },
    { code: 'const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_SIZE));', errors: [{ messageId: 'pageCount' }] },
  ],
});
