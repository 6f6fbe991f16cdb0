import { canGoNext, canGoPrevious, initialListState, listQuery, pageCount, pageLabelParams } from './state';

describe('list state selectors', () => {
  it('docs/product-rules.md#r-list-1 list state starts empty, new, descending, page 0', () => {
    const state = initialListState();
    expect(state).toMatchObject({ data: [], total: 0, pageIndex: 0, search: '', error: null, isNew: true, direction: 'desc', loading: false });
    // nothing is known about later pages before the first one arrives
    expect(state.hasMore).toBe(true);
    expect(state.orderBy).toBeUndefined();
    // only the lists that have an archive switch or a month carry those fields
    expect(state).not.toHaveProperty('isArchived');
    expect(state).not.toHaveProperty('month');
  });

  it('a list sets its own page size and archive flag, the rest as every list starts', () => {
    expect(initialListState({ pageSize: 9, isArchived: false })).toMatchObject({ pageSize: 9, isArchived: false, pageIndex: 0, isNew: true });
  });

  it("docs/product-rules.md#r-table-1 'Page X of Y' is 1-based", () => {
    expect(pageLabelParams(initialListState({ pageIndex: 1, pageSize: 10, total: 45 }))).toEqual({ page: 2, pages: 5 });
    expect(pageCount({ total: 50, pageSize: 10 })).toBe(5);
  });

  it('an empty list shows Page 1 of 1', () => {
    expect(pageLabelParams(initialListState({ total: 0 }))).toEqual({ page: 1, pages: 1 });
  });

  it('the query carries only the fields this list has', () => {
    expect(listQuery(initialListState({ pageSize: 9, search: 'x' }))).toEqual({ pageIndex: 0, pageSize: 9, search: 'x', direction: 'desc' });
    expect(listQuery(initialListState({ orderBy: 'code', isArchived: true, month: 11, year: 2026 }))).toMatchObject({
      orderBy: 'code',
      isArchived: true,
      month: 11,
      year: 2026,
    });
  });

  it('next is not offered before the first page of the query has arrived', () => {
    expect(canGoNext(initialListState())).toBe(false);
    expect(canGoNext(initialListState({ isNew: false, hasMore: true }))).toBe(true);
    expect(canGoPrevious(initialListState({ pageIndex: 1 }))).toBe(true);
  });
});
