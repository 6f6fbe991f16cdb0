import { Type } from '@sinclair/typebox';
import { endpoint } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { call } from './call';
import { pendingRequests$ } from './client';
import { withLocalApi } from './local-api.test-helper';

// Against a real HTTP server on 127.0.0.1 (see client.test.ts).
const api = withLocalApi();

describe('call', () => {
  it("sends the endpoint's method and path with the body as JSON, and answers the typed data", async () => {
    api.answer({ body: { activity: { id: 5 } } });
    const { data } = await call(endpoints.activities.update, { body: { id: 5, lessonTitle: 'Past tenses' } });
    expect(api.got()).toMatchObject({ method: 'PATCH', url: '/v1/activity/update', body: '{"id":5,"lessonTitle":"Past tenses"}' });
    expect(api.got().headers['content-type']).toBe('application/json');
    expect(data.activity.id).toBe(5);
  });

  it('fills in every path parameter, encoded', async () => {
    await call(endpoints.retention.deleteFlashcard, { params: { id: 3, cardId: 41 } });
    expect(api.got()).toMatchObject({ method: 'DELETE', url: '/v1/retention/studyplan/3/flashcards/41' });
    await call(endpoints.dictionary.dictionaryOf, { params: { language: 'pt/BR ?' }, query: {} });
    expect(api.got(1).url).toBe('/v1/dictionary/dictionarydata/pt%2FBR%20%3F');
  });

  it('a GET without parts sends no body; a missing path value is refused before anything is sent', async () => {
    api.answer({ body: { timeZone: 'Europe/Madrid' } });
    await call(endpoints.siteSettings.get);
    expect(api.got()).toMatchObject({ method: 'GET', body: '' });
    expect(api.got().headers['content-type']).toBeUndefined();
    const broken = { params: {} } as unknown as Parameters<typeof call<typeof endpoints.studyPlans.speed>>[1];
    await expect(call(endpoints.studyPlans.speed, broken)).rejects.toThrow('GET /v1/studyplan/speed/:id: no value for :id');
    expect(api.received).toHaveLength(1);
  });

  it('writes the query string from the values that are set, one pair per array item', async () => {
    const search = endpoint({
      method: 'GET',
      path: '/v1/probe/:id',
      params: Type.Object({ id: Type.Integer() }),
      query: Type.Object({ q: Type.Optional(Type.String()), tag: Type.Optional(Type.Array(Type.String())), page: Type.Optional(Type.Integer()) }),
    });
    await call(search, { params: { id: 1 }, query: { q: 'a b&c', tag: ['x', 'y'], page: undefined } });
    expect(api.got().url).toBe('/v1/probe/1?q=a+b%26c&tag=x&tag=y');
  });

  it("keeps the client's behaviour: the server's { message } on failure, the loading count settled", async () => {
    api.answer({ status: 409, body: { message: 'This activity was changed by someone else' } });
    await expect(call(endpoints.activities.get, { params: { id: 9 } })).rejects.toMatchObject({
      response: { status: 409, data: { message: 'This activity was changed by someone else' } },
    });
    expect(pendingRequests$.getValue()).toBe(0);
  });

  it('sends a FormData body as it is (a multipart endpoint)', async () => {
    api.answer({ body: { user: { id: 1 } } });
    const form = new FormData();
    form.append('firstName', 'Ann');
    await call(endpoints.people.updateUser, { body: form });
    expect(api.got().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.got().body).toMatch(/name="firstName"\r\n\r\nAnn\r\n/);
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
