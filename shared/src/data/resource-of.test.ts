import { initialListState } from '@studydesk/shared/lists';
import { listResource, resourceOf } from './resource-of';

const reload = () => undefined;

describe('resourceOf — a loading state kept in a reducer, as ResourceContent shows it', () => {
  it('is loading while nothing is on hand or a request runs, keeping the data it has', () => {
    expect(resourceOf({ data: undefined, loading: false, error: null }, reload).status).toBe('loading');
    expect(resourceOf({ data: [1], loading: true, error: null }, reload)).toMatchObject({ status: 'loading', data: [1] });
  });

  it('has failed once the request that failed is over, with its message and the data it had', () => {
    expect(resourceOf({ data: [1], loading: false, error: 'Down' }, reload)).toMatchObject({ status: 'failed', error: 'Down', data: [1] });
    expect(resourceOf({ data: undefined, loading: true, error: 'Down' }, reload).status).toBe('loading');
  });

  it('is ready with the data otherwise', () => {
    expect(resourceOf({ data: [], loading: false, error: null }, reload)).toMatchObject({ status: 'ready', data: [] });
  });
});

describe('listResource — a list\'s state as a resource', () => {
  it('has no rows on hand while they belong to another query or the first page is on its way', () => {
    expect(listResource(initialListState<number>({ data: [1], isNew: true, loading: true }), reload).data).toBeUndefined();
    expect(listResource(initialListState<number>({ data: [], isNew: false, loading: true }), reload).data).toBeUndefined();
  });

  it('keeps the rows it has while the next page loads', () => {
    expect(listResource(initialListState<number>({ data: [1], isNew: false, loading: true }), reload)).toMatchObject({ status: 'loading', data: [1] });
  });

  it('gives the error as the message to show', () => {
    const failed = listResource(initialListState<number>({ data: [], isNew: false, loading: false, error: new Error('Network down') }), reload);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('Network down');
  });

  it('is an empty list, ready, when the answer had no rows', () => {
    expect(listResource(initialListState<number>({ data: [], isNew: false, loading: false }), reload)).toMatchObject({ status: 'ready', data: [] });
  });
});
