import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { listQuery } from '@studydesk/shared/lists';
import { FIRST_TABLE_STATE, arrivedFirstPage, fetchTablePage, prefetchFirstPage } from './first-page';

jest.mock('@studydesk/shared/api-client', () => ({ ...jest.requireActual('@studydesk/shared/api-client'), call: jest.fn() }));
const getDashboard = jest.mocked(call) as jest.Mock;

const first = listQuery(FIRST_TABLE_STATE);
const page = (title: string) => ({ results: [{ title }], total: 1 });
/** the server's answer carrying a page */
const answer = (title: string) => ({ data: { studyPlans: page(title) } });
const signal = new AbortController().signal;
let now = 1_000_000;
/** lets the answers already given reach their callbacks */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  now += 60_000; // each test starts long after the last one's early call
});

describe("the teacher dashboard's first page, asked for while the sign-in lands", () => {
  it('gives the table the answer of the call started at sign-in instead of asking again', async () => {
    getDashboard.mockResolvedValueOnce(answer('early'));
    prefetchFirstPage(now);
    expect(getDashboard).toHaveBeenCalledTimes(1);
    await expect(fetchTablePage(first, signal, now + 500)).resolves.toEqual(page('early'));
    expect(getDashboard).toHaveBeenCalledTimes(1);
  });

  it('gives it once: a reload of the table asks the server', async () => {
    getDashboard.mockResolvedValueOnce(answer('early')).mockResolvedValueOnce(answer('reloaded'));
    prefetchFirstPage(now);
    await fetchTablePage(first, signal, now);
    await expect(fetchTablePage(first, signal, now + 1000)).resolves.toEqual(page('reloaded'));
  });

  it('asks anew for another page or order, and when the early answer is older than 10 s', async () => {
    getDashboard.mockResolvedValue(answer('new'));
    prefetchFirstPage(now);
    await fetchTablePage({ ...first, pageIndex: 1 }, signal, now);
    expect(getDashboard).toHaveBeenLastCalledWith(endpoints.dashboard.dashboard, { body: { ...first, pageIndex: 1 }, signal });
    prefetchFirstPage(now + 60_000);
    await fetchTablePage(first, signal, now + 71_000);
    expect(getDashboard).toHaveBeenLastCalledWith(endpoints.dashboard.dashboard, { body: first, signal });
    expect(getDashboard).toHaveBeenCalledTimes(4);
  });

  it('asks again when the early call failed, so the table shows the real answer or error', async () => {
    getDashboard.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer('second try'));
    prefetchFirstPage(now);
    await expect(fetchTablePage(first, signal, now)).resolves.toEqual(page('second try'));
  });
});

describe('a table drawn after the early answer arrived', () => {
  it('starts with that answer, once, and only once it has arrived', async () => {
    let arrive!: (value: unknown) => void;
    getDashboard.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    prefetchFirstPage(now);
    expect(arrivedFirstPage(now)).toBeUndefined();
    arrive(answer('early'));
    await settled();
    expect(arrivedFirstPage(now + 500)).toEqual(page('early'));
    expect(arrivedFirstPage(now + 600)).toBeUndefined();
  });

  it('takes nothing older than 10 s, nor a failed call', async () => {
    getDashboard.mockResolvedValueOnce(answer('early'));
    prefetchFirstPage(now);
    await settled();
    expect(arrivedFirstPage(now + 10_000)).toBeUndefined();
    getDashboard.mockRejectedValueOnce(new Error('offline'));
    prefetchFirstPage(now + 60_000);
    await settled();
    expect(arrivedFirstPage(now + 60_100)).toBeUndefined();
  });
});
