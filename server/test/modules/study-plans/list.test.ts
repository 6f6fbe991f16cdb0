import type { FastifyInstance } from 'fastify';
import type { User } from '../../../src/db/schema';
import { appForAllTests, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

/** a signed-in user's cookie header, straight from a session row */
describe('POST /v1/studyplan/getall', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let teacherUser: User;
  let zoe: User;

  appForAllTests((built) => (app = built));
  beforeAll(async () => {
    admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    teacherUser = await insertUser(app.db, { profile: 'teacher', first_name: 'Ana', last_name: 'Zamora' });
    const other = await insertUser(app.db, { profile: 'teacher', first_name: 'Bob', last_name: 'Adams' });
    zoe = await insertUser(app.db, { first_name: 'Zoë', last_name: 'Núñez' });
    const max = await insertUser(app.db, { first_name: 'Max', last_name: 'Power' });
    // 12 group plans created a minute apart, and a few that must not show up
    for (let i = 1; i <= 12; i += 1) {
      await insertStudyPlan(
        app.db,
        { code: `GRP-${String(i).padStart(2, '0')}`, title: `Group ${i}`, is_group: 1, created_at: 1_000_000 + i * 60_000 },
        { teacherIds: i === 3 ? [teacherUser.id, other.id] : [teacherUser.id], memberIds: i === 5 ? [zoe.id, max.id] : [max.id] },
      );
    }
    await insertStudyPlan(app.db, { code: 'OLD-01', title: 'Old group', is_group: 1, archived: 1 }, { memberIds: [zoe.id, max.id] });
    await insertStudyPlan(app.db, { code: 'IND-01', title: 'Zoe one to one', is_group: 0 }, { memberIds: [zoe.id] });
  });

  const list = (body: object, headers = admin) =>
    app.inject({ method: 'POST', url: '/v1/studyplan/getall', headers, payload: body });

  it('pages groups newest first, 9 a page, with the total (docs/product-rules.md#r-page-1 page size 9, default order descending)', async () => {
    const first = await list({ isGroup: true });
    expect(first.statusCode).toBe(200);
    const { studyPlans } = first.json();
    expect(studyPlans.total).toBe(12);
    expect(studyPlans.results.map((p: { code: string }) => p.code)).toEqual(
      ['GRP-12', 'GRP-11', 'GRP-10', 'GRP-09', 'GRP-08', 'GRP-07', 'GRP-06', 'GRP-05', 'GRP-04'],
    );
    const second = (await list({ isGroup: true, pageIndex: 1 })).json().studyPlans;
    expect(second.results.map((p: { code: string }) => p.code)).toEqual(['GRP-03', 'GRP-02', 'GRP-01']);
    expect(second.total).toBe(12);
  });

  it('orders ascending on request, by code, title or member count', async () => {
    const asc = (await list({ isGroup: true, orderBy: 'code', direction: 'asc', pageSize: 2 })).json().studyPlans;
    expect(asc.results.map((p: { code: string }) => p.code)).toEqual(['GRP-01', 'GRP-02']);
    const byMembers = (await list({ isGroup: true, orderBy: 'members', direction: 'desc', pageSize: 1 })).json().studyPlans;
    expect(byMembers.results[0].code).toBe('GRP-05');
  });

  it('sends the row fields of docs/product-rules.md#r-group-1: member count, first teacher, members, speed (0: nothing completed)', async () => {
    const { results } = (await list({ isGroup: true, search: 'GRP-05' })).json().studyPlans;
    expect(results).toHaveLength(1);
    const row = results[0];
    expect(row).toMatchObject({ code: 'GRP-05', isGroup: true, student: 2, teacherFirstName: 'Ana', teacherLastName: 'Zamora', speed: 0 });
    expect(row.members.map((m: { firstName: string }) => m.firstName).sort()).toEqual(['Max', 'Zoë']);
    const three = (await list({ isGroup: true, search: 'grp-03' })).json().studyPlans.results[0];
    expect(three.teacherTitle).toBe('');
    // alphabetically first teacher, the same one the teacherLastName sort uses
    expect(three.teacherLastName).toBe('Adams');
    // and every teacher, the first one first: a group may have co-teachers
    expect(three.teachers.map((p: { lastName: string }) => p.lastName)).toEqual(['Adams', 'Zamora']);
  });

  it('searches case- and accent-insensitively on code, title and people', async () => {
    const byMember = (await list({ search: 'ZOE NUN' })).json().studyPlans;
    expect(byMember.results.map((p: { code: string }) => p.code).sort()).toEqual(['GRP-05', 'IND-01']);
    const byTeacher = (await list({ search: 'bob ADAMS' })).json().studyPlans;
    expect(byTeacher.results.map((p: { code: string }) => p.code)).toEqual(['GRP-03']);
    const byTitle = (await list({ search: 'one TO one' })).json().studyPlans;
    expect(byTitle.results.map((p: { code: string }) => p.code)).toEqual(['IND-01']);
    const none = (await list({ search: '100%' })).json().studyPlans;
    expect(none).toEqual({ results: [], total: 0 });
  });

  it('shows archived plans only under the Archive switch', async () => {
    const archived = (await list({ isArchived: true })).json().studyPlans;
    expect(archived.results.map((p: { code: string }) => p.code)).toEqual(['OLD-01']);
    expect(archived.results[0].isArchived).toBe(true);
  });

  it('refuses teachers and students (403) and callers without a session (401)', async () => {
    expect((await list({}, await cookieOf(app, teacherUser))).statusCode).toBe(403);
    expect((await list({}, await cookieOf(app, zoe))).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/v1/studyplan/getall', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 400 with a message for bad paging input', async () => {
    for (const bad of [{ pageSize: 0 }, { pageIndex: -1 }, { orderBy: 'password' }, { direction: 'up' }, { isGroup: 'maybe' }]) {
      const res = await list(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
