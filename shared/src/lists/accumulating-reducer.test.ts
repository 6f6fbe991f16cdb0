import { accumulatingListReducer as reduce } from './accumulating-reducer';
import { listActions as a } from './actions';
import { initialListState } from './state';

type Row = { id: number };
const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('accumulating lists — docs/product-rules.md#r-list-3', () => {
  const empty = initialListState<Row>({ pageSize: 9 });

  it('"append results, add 1 to pageIndex"', () => {
    const one = reduce(empty, a.loaded(rows(0, 9), 20));
    const two = reduce(one, a.loaded(rows(9, 9), 20));
    expect(two.data).toEqual(rows(0, 18));
    expect([one.pageIndex, two.pageIndex]).toEqual([1, 2]);
  });

  it('"hasMore is false once loaded count reaches or exceeds total"', () => {
    const one = reduce(empty, a.loaded(rows(0, 9), 18));
    expect(one.hasMore).toBe(true);
    expect(reduce(one, a.loaded(rows(9, 9), 18)).hasMore).toBe(false); // reaches
    expect(reduce(empty, a.loaded(rows(0, 9), 5)).hasMore).toBe(false); // exceeds
  });

  it('an empty page ends the list even when the total says otherwise', () => {
    expect(reduce(empty, a.loaded([], 40)).hasMore).toBe(false);
  });

  it('"a changed search resets pageIndex to 0 and marks more pages available"; its first page replaces the rows', () => {
    const done = reduce(reduce(empty, a.loaded(rows(0, 9), 9)), a.searchChanged('li'));
    expect(done).toMatchObject({ pageIndex: 0, hasMore: true, search: 'li' });
    expect(done.data).toHaveLength(9); // the old rows stay until the new ones arrive
    expect(reduce(done, a.loaded(rows(100, 2), 2)).data).toEqual(rows(100, 2));
  });

  it('"Changing archived flag, page size, or month/year resets the page and marks the list new"', () => {
    const loaded = reduce(initialListState<Row>({ pageSize: 9, isArchived: false }), a.loaded(rows(0, 9), 30));
    expect(reduce(loaded, a.archivedChanged(true))).toMatchObject({ pageIndex: 0, isNew: true, isArchived: true });
    expect(reduce(loaded, a.pageSizeChanged(18))).toMatchObject({ pageIndex: 0, isNew: true, pageSize: 18 });
  });

  it('ignores previous/next paging, which only paged lists have', () => {
    const loaded = reduce(empty, a.loaded(rows(0, 9), 30));
    expect(reduce(loaded, a.nextPage())).toBe(loaded);
    expect(reduce(loaded, a.previousPage())).toBe(loaded);
  });

  it('stores a failure and ends loading (docs/product-rules.md#r-err-2), and keeps the rows', () => {
    const loaded = reduce(empty, a.loaded(rows(0, 9), 30));
    const failed = reduce(reduce(loaded, a.loadStarted()), a.failed('boom'));
    expect(failed).toMatchObject({ loading: false, error: 'boom', pageIndex: 1 });
    expect(failed.data).toHaveLength(9);
  });
});
