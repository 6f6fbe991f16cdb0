import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceState } from './resource-state';
import { ResourceContent } from './resource-content';

type Loaded = ResourceState<string[]> & { reload: () => void };

function show(resource: Loaded) {
  return render(
    <ResourceContent resource={resource} isEmpty={(data) => data.length === 0} empty={<p>Nothing yet</p>}>
      {(data) => <ul>{data.map((item) => <li key={item}>{item}</li>)}</ul>}
    </ResourceContent>,
  );
}

describe('ResourceContent — an area that loads its data', () => {
  const reload = jest.fn();

  it('shows a spinner until the first answer', () => {
    show({ status: 'loading', data: undefined, error: null, reload });
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the last data on the screen while it loads again', () => {
    show({ status: 'loading', data: ['Ana'], error: null, reload });
    expect(screen.getByRole('listitem').textContent).toBe('Ana');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the error with a retry that loads again, in place of the content', async () => {
    show({ status: 'failed', data: undefined, error: 'The server is down', reload });
    expect(screen.getByRole('alert').textContent).toContain('The server is down');
    expect(screen.queryByText('Loading')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the last data below the error when a reload failed', () => {
    show({ status: 'failed', data: ['Ana'], error: 'The server is down', reload });
    expect(screen.getByRole('alert').textContent).toContain('The server is down');
    expect(screen.getByRole('listitem').textContent).toBe('Ana');
  });

  it('shows the error alone when the reload of an empty list failed', () => {
    show({ status: 'failed', data: [], error: 'The server is down', reload });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Nothing yet')).toBeNull();
  });

  it('shows a placeholder of the area\'s shape instead of the spinner where given', () => {
    render(
      <ResourceContent resource={{ status: 'loading', data: undefined, error: null, reload }} placeholder={<p>Two empty cards</p>}>
        {() => <p>Loaded</p>}
      </ResourceContent>,
    );
    expect(screen.getByText('Two empty cards')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the empty state for data with nothing in it, else the data', () => {
    const { rerender } = show({ status: 'ready', data: [], error: null, reload });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    rerender(
      <ResourceContent resource={{ status: 'ready', data: ['Ana', 'Ben'], error: null, reload }} isEmpty={(data) => data.length === 0} empty={<p>Nothing yet</p>}>
        {(data) => <ul>{data.map((item) => <li key={item}>{item}</li>)}</ul>}
      </ResourceContent>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana', 'Ben']);
    expect(screen.queryByText('Nothing yet')).toBeNull();
  });
});
