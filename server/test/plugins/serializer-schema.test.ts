import fastJsonStringify from 'fast-json-stringify';
import { Type, type TSchema } from '@sinclair/typebox';
import { ActivityDataResponse, ActivityTypeSchema, Id, NullableInstant, Nullable, ProfileType } from '@studydesk/shared/contracts';
import { serializerSchema } from '../../src/plugins/serializer-schema';

// Responses are written from schemas whose nullable values and literal unions are plain
// types (no per-value Ajv check): what they write must be what the declared schema wrote.
const asDeclared = (schema: TSchema) => fastJsonStringify(schema as never);
const asServed = (schema: TSchema) => fastJsonStringify(serializerSchema(schema) as never);

const Row = Type.Object({
  at: NullableInstant,
  teacherId: Type.Optional(Nullable(Id)),
  note: Nullable(Type.String()),
  profile: ProfileType,
  type: Nullable(ActivityTypeSchema),
  level: Type.Union([1, 3, 5, 8, 13, 21].map((n) => Type.Literal(n))),
  done: Nullable(Type.Boolean()),
  ratio: Nullable(Type.Number()),
});

describe('response serializer schemas', () => {
  it('write nullable values and literal unions as the declared schema does, nulls included', () => {
    const values = [
      { at: null, teacherId: null, note: null, profile: 'student', type: null, level: 1, done: null, ratio: null },
      { at: '2025-03-30T01:00:00.000Z', teacherId: 7, note: 'a "quoted"\nline', profile: 'teacher', type: 'milestone', level: 21, done: false, ratio: 0.25 },
      { at: '2025-03-30T01:00:00.000Z', note: '', profile: 'admin', type: 'activity', level: 8, done: true, ratio: 3 },
    ];
    for (const value of values) {
      expect(asServed(Row)(value)).toBe(asDeclared(Row)(value));
      expect(JSON.parse(asServed(Row)(value))).toEqual(value);
    }
  });

  it('turns only the plain unions into types, and leaves the declared schema alone', () => {
    const declared = JSON.stringify(Row);
    const served = serializerSchema(Row) as { properties: Record<string, unknown> };
    expect(JSON.stringify(Row)).toBe(declared);
    expect(served.properties.at).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
    expect(served.properties.profile).toEqual({ type: 'string' });
    expect(served.properties.type).toEqual({ type: ['string', 'null'] });
    expect(served.properties.level).toEqual({ type: 'number' });
    // a union of objects is told apart by its branches' checks: kept
    const Either = Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Integer() })]);
    expect(serializerSchema(Either)).toEqual(JSON.parse(JSON.stringify(Either)));
  });

  it('writes a study-plan view page as the declared schema does', () => {
    const person = { id: 3, firstName: 'Ana', lastName: 'Ruiz', title: null, profilepic: null };
    const activity = (id: number, completed: boolean) => ({
      id,
      studyPlanId: 1,
      teacherId: completed ? 2 : null,
      type: 'activity',
      lessonTitle: `Lesson ${id}`,
      lessonDate: completed ? '2025-03-30' : null,
      description: '',
      startTime: completed ? '2025-03-30T08:00:00.000Z' : null,
      lessonLength: 1.5,
      meetingStartTime: null,
      meetingEndTime: null,
      student: 1,
      studentMax: 2,
      feedback: 0,
      feedbackMax: 2,
      paid: 0,
      isCompleted: completed,
      completedAt: completed ? '2025-03-30T09:30:00.000Z' : null,
      outcome: completed ? 'held' : null,
      makeUp: false,
      difficultyLevel: 5,
      comments: [{ id: 9, activityId: id, text: 'ok', createdAt: '2025-03-30T10:00:00.000Z', author: { ...person, profile: 'teacher' }, audience: 'student' }],
      commentsSize: 1,
      members: [{ studentId: 4, firstName: 'Bo', lastName: 'Li', title: null, attended: true, feedback: null }],
      updatedAt: '2025-03-30T10:00:00.000Z',
      lockedBecause: completed ? 'paid' : null,
    });
    const page = {
      plandata: {
        id: 1,
        code: 'ENG-A1-1',
        title: 'Group General A1',
        description: '',
        goal: 'Reach the next level.',
        level: null,
        isGroup: true,
        isArchived: false,
        student: 1,
        teachers: [{ ...person, isArchived: false }],
        members: [{ id: 4, firstName: 'Björn', lastName: 'Åberg', title: '', profilepic: '/uploads/b.webp', isArchived: false }],
        canEdit: true,
        commentAudience: 'student',
        guardiansAnswer: false,
      },
      activities: { results: [activity(1, true), activity(2, false)], total: 2 },
    };
    expect(asServed(ActivityDataResponse)(page)).toBe(asDeclared(ActivityDataResponse)(page));
  });
});
