import { initialListState, listActions, pagedListReducer, type ListAction, type ListState } from '@studydesk/shared/lists';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState } from 'react';
import { DataTable } from './data-table';
import type { DataTableColumn, RowKey } from './types';

type Plan = { id: number; title: string; code: string };
type Order = 'lastName' | 'code';

const plans = (count: number, from = 1): Plan[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, title: `Plan ${from + i}`, code: `C${from + i}` }));

const columns: DataTableColumn<Plan, Order>[] = [
  { id: 'title', header: 'Plan', cell: (plan) => plan.title, primary: true },
  { id: 'code', header: 'Code', cell: (plan) => plan.code, sortKey: 'code' },
];

const sortOptions = [
  { value: 'lastName' as const, label: 'Last name' },
  { value: 'code' as const, label: 'Code' },
];

function loadedState(overrides: Partial<ListState<Plan, Order>> = {}, total = 45): ListState<Plan, Order> {
  const start = initialListState<Plan, Order>({ pageSize: 10, ...overrides });
  return pagedListReducer(start, listActions.loaded(plans(10, start.pageIndex * 10 + 1), total));
}

function renderTable(state: ListState<Plan, Order>, extra: Partial<Parameters<typeof DataTable<Plan, Order>>[0]> = {}) {
  const onAction = jest.fn<void, [ListAction<Plan, Order>]>();
  const view = render(
    <DataTable<Plan, Order> label="Study plans" columns={columns} rowKey={(plan) => plan.id} state={state} onAction={onAction} sortOptions={sortOptions} {...extra} />,
  );
  return { onAction, ...view };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DataTable', () => {
  it("shows 'Page 2 of 5' and the rows of the page", () => {
    renderTable(loadedState({ pageIndex: 1 }));
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Study plans' });
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
    expect(within(table).getByText('Plan 11')).toBeTruthy();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const first = renderTable(loadedState({ pageIndex: 0 }));
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    first.unmount();
    renderTable(loadedState({ pageIndex: 4 }));
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByText('Page 5 of 5')).toBeTruthy();
  });

  it('dispatches next and previous page', async () => {
    const { onAction } = renderTable(loadedState({ pageIndex: 1 }));
    await userEvent.click(button('Next'));
    await userEvent.click(button('Previous'));
    expect(onAction.mock.calls.map(([action]) => action.type)).toEqual(['list/nextPage', 'list/previousPage']);
  });

  it('pages through a real reducer', async () => {
    function Harness() {
      const [state, dispatch] = useReducer(pagedListReducer<Plan, Order>, loadedState());
      return <DataTable<Plan, Order> label="Plans" columns={columns} rowKey={(plan) => plan.id} state={state} onAction={dispatch} />;
    }
    render(<Harness />);
    await userEvent.click(button('Next'));
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
  });

  it('dispatches the search once, after typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { onAction } = renderTable(loadedState());
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana');
      expect(onAction).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(300));
      expect(onAction.mock.calls).toEqual([[listActions.searchChanged('ana')]]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('toggles the sort direction and changes the sort field', async () => {
    const { onAction } = renderTable(loadedState({ orderBy: 'lastName', direction: 'desc' }));
    await userEvent.click(button('Descending'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'code');
    expect(onAction.mock.calls).toEqual([[listActions.directionToggled()], [listActions.orderByChanged('code')]]);
  });

  it('announces the order on the sorted column', () => {
    renderTable(loadedState({ orderBy: 'code', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Code' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeTruthy();
  });

  it('shows the Active/Archived switch only for lists that have isArchived', async () => {
    const { onAction, unmount } = renderTable(loadedState({ isArchived: false }));
    await userEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(onAction).toHaveBeenCalledWith(listActions.archivedChanged(true));
    unmount();
    renderTable(loadedState());
    expect(screen.queryByRole('radiogroup', { name: 'Status' })).toBeNull();
  });

  it('shows the empty text when there are no rows, and Page 1 of 1', () => {
    const empty = pagedListReducer(initialListState<Plan, Order>(), listActions.loaded([], 0));
    renderTable(empty, { emptyText: 'No study plans yet' });
    expect(screen.getByText('No study plans yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('says no results for a search that found nothing', () => {
    const state = pagedListReducer(initialListState<Plan, Order>({ search: 'zz' }), listActions.loaded([], 0));
    renderTable(state);
    expect(screen.getByText('No results for "zz"')).toBeTruthy();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = jest.fn();
    const failed = pagedListReducer(loadedState(), listActions.failed({ message: 'Server unavailable' }));
    renderTable(failed, { onRetry });
    expect(within(screen.getByRole('alert')).getByText('Server unavailable')).toBeTruthy();
    await userEvent.click(button('Try again'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a page of skeleton rows before the first page arrives, and keeps old rows while the next loads', () => {
    const { unmount } = renderTable(initialListState<Plan, Order>({ pageSize: 9 }));
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(9);
    unmount();
    renderTable(pagedListReducer(loadedState(), listActions.loadStarted()));
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByText('Plan 1')).toBeTruthy();
  });

  it('selects rows one by one and the whole page', async () => {
    function Harness() {
      const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
      return (
        <DataTable<Plan, Order>
          label="Plans"
          columns={columns}
          rowKey={(plan) => plan.id}
          state={loadedState({}, 3)}
          onAction={() => undefined}
          selection={{ selected, onChange: setSelected, rowLabel: (plan) => plan.title }}
        />
      );
    }
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Plan 2' }));
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(11);
  });

  it("keys rows by their id when given no rowKey; rows without an id must name theirs", async () => {
    const onChange = jest.fn<void, [Set<RowKey>]>();
    render(
      <DataTable<Plan, Order>
        label="Plans"
        columns={columns}
        state={loadedState({}, 3)}
        onAction={() => undefined}
        selection={{ selected: new Set(), onChange, rowLabel: (plan) => plan.title }}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Plan 2' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set([2]));

    type Entry = { key: string };
    const entries = initialListState<Entry, Order>({ pageSize: 10 });
    // @ts-expect-error: an Entry has no id, so the table cannot key it by one
    void (<DataTable<Entry, Order> label="Entries" columns={[]} state={entries} onAction={() => undefined} />);
    void (<DataTable<Entry, Order> label="Entries" columns={[]} rowKey={(entry) => entry.key} state={entries} onAction={() => undefined} />);
  });
});
