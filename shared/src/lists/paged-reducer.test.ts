import { listActions as a } from './actions';
import { pagedListReducer } from './paged-reducer';
import { initialListState, type ListState } from './state';

type Row = { id: number };
const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));

function loaded(overrides: Partial<ListState<Row>> = {}): ListState<Row> {
  const start = initialListState<Row>({ pageSize: 10, ...overrides });
  return pagedListReducer(start, a.loaded(rows(start.pageIndex * 10, 10), 45));
}

describe('paged lists — docs/product-rules.md#r-list-2 "Lists"', () => {
  it('"a changed search resets pageIndex to 0 and marks more pages available"', () => {
    const onPage3 = { ...loaded({ pageIndex: 2 }), hasMore: false };
    const next = pagedListReducer(onPage3, a.searchChanged('ana'));
    expect(next).toMatchObject({ search: 'ana', pageIndex: 0, hasMore: true });
  });

  it('keeps the state when the search text did not change (no refetch)', () => {
    const state = loaded({ search: 'ana', pageIndex: 2 });
    expect(pagedListReducer(state, a.searchChanged('ana'))).toBe(state);
  });

  it('"loaded data stores results and total"', () => {
    const state = loaded();
    expect(state.data).toEqual(rows(0, 10));
    expect(state.total).toBe(45);
    expect(state).toMatchObject({ loading: false, error: null, isNew: false });
  });

  it('"hasMore is true while (pageIndex+1)*pageSize is below total"', () => {
    expect(loaded({ pageIndex: 3 }).hasMore).toBe(true); // 40 < 45
    expect(loaded({ pageIndex: 4 }).hasMore).toBe(false); // 50 ≥ 45
    const exact = pagedListReducer(initialListState<Row>({ pageSize: 9, pageIndex: 1 }), a.loaded(rows(9, 9), 18));
    expect(exact.hasMore).toBe(false); // 18 is not below 18
  });

  it('"Changing archived flag, page size, or month/year resets the page and marks the list new"', () => {
    const state = loaded({ pageIndex: 2, isArchived: false, month: 11, year: 2026 });
    for (const action of [a.archivedChanged(true), a.pageSizeChanged(20), a.monthChanged(12, 2026)]) {
      expect(pagedListReducer(state, action)).toMatchObject({ pageIndex: 0, isNew: true, hasMore: true });
    }
    expect(pagedListReducer(state, a.archivedChanged(true)).isArchived).toBe(true);
    expect(pagedListReducer(state, a.pageSizeChanged(20)).pageSize).toBe(20);
  });

  it('steps the report month across years ("month selector (previous/next month …)")', () => {
    const december = loaded({ month: 12, year: 2026, pageIndex: 1 });
    expect(pagedListReducer(december, a.monthStepped(1))).toMatchObject({ month: 1, year: 2027, pageIndex: 0, isNew: true });
    expect(pagedListReducer(december, a.monthStepped(-1))).toMatchObject({ month: 11, year: 2026 });
  });

  it('pages next and previous, and stops at both ends', () => {
    const first = loaded();
    expect(pagedListReducer(first, a.previousPage())).toBe(first);
    const second = pagedListReducer(first, a.nextPage());
    expect(second.pageIndex).toBe(1);
    expect(pagedListReducer(second, a.previousPage()).pageIndex).toBe(0);
    const last = loaded({ pageIndex: 4 });
    expect(pagedListReducer(last, a.nextPage())).toBe(last);
  });

  it('sets a page within range only', () => {
    expect(pagedListReducer(loaded(), a.pageSet(99)).pageIndex).toBe(4);
    expect(pagedListReducer(loaded({ pageIndex: 2 }), a.pageSet(-1)).pageIndex).toBe(0);
  });

  it('a new sort field or direction goes back to the first page', () => {
    const state = loaded({ pageIndex: 3, orderBy: 'lastName', direction: 'desc' });
    expect(pagedListReducer(state, a.orderByChanged('code'))).toMatchObject({ orderBy: 'code', pageIndex: 0 });
    expect(pagedListReducer(state, a.directionToggled())).toMatchObject({ direction: 'asc', pageIndex: 0 });
    expect(pagedListReducer(pagedListReducer(state, a.directionToggled()), a.directionToggled()).direction).toBe('desc');
    expect(pagedListReducer(state, a.orderByChanged('lastName'))).toBe(state);
  });

  it('stores a failure and ends loading (docs/product-rules.md#r-err-2)', () => {
    const loading = pagedListReducer(loaded(), a.loadStarted());
    expect(loading.loading).toBe(true);
    const failed = pagedListReducer(loading, a.failed({ message: 'Server down' }));
    expect(failed).toMatchObject({ loading: false, error: { message: 'Server down' } });
    expect(failed.data).toEqual(rows(0, 10));
    expect(pagedListReducer(failed, a.loadStarted()).error).toBeNull();
  });

  it('steps back to the last page when rows vanished under the current one', () => {
    const onPage5 = initialListState<Row>({ pageSize: 10, pageIndex: 4 });
    expect(pagedListReducer(onPage5, a.loaded([], 31))).toMatchObject({ pageIndex: 3, total: 31, loading: false });
  });

  it('updates rows in place (a row marked paid)', () => {
    const state = pagedListReducer(loaded(), a.itemsUpdated<Row>((row) => (row.id === 3 ? { id: 300 } : row)));
    expect(state.data[3]).toEqual({ id: 300 });
    expect(state.pageIndex).toBe(0);
  });
});
