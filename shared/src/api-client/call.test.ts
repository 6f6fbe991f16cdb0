/**
 * @jest-environment node
 */
import { Type } from '@sinclair/typebox';
import { endpoint } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { call } from './call';
import { pendingRequests$ } from './client';

const realFetch = global.fetch;

/** The server answers every call with `status` and `data`; the requests it got, for a look. */
function respondWith(status: number, data: unknown): jest.Mock {
  const fake = jest.fn(async () => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } }));
  global.fetch = fake as unknown as typeof fetch;
  return fake;
}

const sent = (fake: jest.Mock) => fake.mock.calls[0] as unknown as [string, RequestInit];

afterEach(() => {
  global.fetch = realFetch;
});

describe('call', () => {
  it("sends the endpoint's method and path with the body as JSON, and answers the typed data", async () => {
    const fake = respondWith(200, { activity: { id: 5 } });
    const { data } = await call(endpoints.activities.update, { body: { id: 5, lessonTitle: 'Past tenses' } });
    const [url, init] = sent(fake);
    expect(url).toBe('/v1/activity/update');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"id":5,"lessonTitle":"Past tenses"}', credentials: 'include' });
    expect(data.activity.id).toBe(5);
  });

  it('fills in every path parameter, encoded', async () => {
    const fake = respondWith(200, { message: 'ok' });
    await call(endpoints.retention.deleteFlashcard, { params: { id: 3, cardId: 41 } });
    expect(sent(fake)[0]).toBe('/v1/retention/studyplan/3/flashcards/41');
    expect(sent(fake)[1].method).toBe('DELETE');
    await call(endpoints.dictionary.dictionaryOf, { params: { language: 'pt/BR ?' }, query: {} });
    expect((fake.mock.calls[1] as unknown as [string])[0]).toBe('/v1/dictionary/dictionarydata/pt%2FBR%20%3F');
  });

  it('a GET without parts sends no body; a missing path value is refused before anything is sent', async () => {
    const fake = respondWith(200, { timeZone: 'Europe/Madrid' });
    await call(endpoints.siteSettings.get);
    expect(sent(fake)[1]).toMatchObject({ method: 'GET' });
    expect(sent(fake)[1].body).toBeUndefined();
    const broken = { params: {} } as unknown as Parameters<typeof call<typeof endpoints.studyPlans.speed>>[1];
    await expect(call(endpoints.studyPlans.speed, broken)).rejects.toThrow('GET /v1/studyplan/speed/:id: no value for :id');
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it('writes the query string from the values that are set, one pair per array item', async () => {
    const search = endpoint({
      method: 'GET',
      path: '/v1/probe/:id',
      params: Type.Object({ id: Type.Integer() }),
      query: Type.Object({ q: Type.Optional(Type.String()), tag: Type.Optional(Type.Array(Type.String())), page: Type.Optional(Type.Integer()) }),
    });
    const fake = respondWith(200, {});
    await call(search, { params: { id: 1 }, query: { q: 'a b&c', tag: ['x', 'y'], page: undefined } });
    expect(sent(fake)[0]).toBe('/v1/probe/1?q=a+b%26c&tag=x&tag=y');
  });

  it("keeps the client's behaviour: the server's { message } on failure, the loading count settled", async () => {
    respondWith(409, { message: 'This activity was changed by someone else' });
    await expect(call(endpoints.activities.get, { params: { id: 9 } })).rejects.toMatchObject({
      response: { status: 409, data: { message: 'This activity was changed by someone else' } },
    });
    expect(pendingRequests$.getValue()).toBe(0);
  });

  it('sends a FormData body as it is (a multipart endpoint)', async () => {
    const fake = respondWith(200, { user: { id: 1 } });
    const form = new FormData();
    form.append('firstName', 'Ann');
    await call(endpoints.people.updateUser, { body: form });
    expect(sent(fake)[1].body).toBe(form);
  });
});

// Type checks (npm run typecheck): a renamed endpoint, a wrong or missing body or path
// parameter is an error at the call site, as it is at the server's route.on.
export async function typeChecks(): Promise<void> {
  // @ts-expect-error an endpoint that does not exist
  await call(endpoints.activities.rename, { body: { id: 1 } });
  // @ts-expect-error the body of activities.update has no such field
  await call(endpoints.activities.update, { body: { id: 1, title: 'x' } });
  // @ts-expect-error the id is a number
  await call(endpoints.activities.update, { body: { id: '1' } });
  // @ts-expect-error a path parameter left out
  await call(endpoints.studyPlans.speed, {});
  // @ts-expect-error an endpoint without a body takes none
  await call(endpoints.siteSettings.get, { body: { timeZone: 'UTC' } });
  const { data } = await call(endpoints.studyPlans.speed, { params: { id: 1 } });
  // @ts-expect-error the answer is typed: SpeedResponse has no `pace`
  void data.pace;
  // @ts-expect-error a path with :parameters needs a params schema naming them
  endpoint({ method: 'GET', path: '/v1/x/:id', params: Type.Object({ other: Type.Integer() }) });
  // @ts-expect-error …and one without takes none
  endpoint({ method: 'GET', path: '/v1/x', params: Type.Object({ id: Type.Integer() }) });
}
