import type { PlanPerson, StudyPlanDetails } from '@studydesk/shared/contracts';
import { addPeople, emptyPlanForm, planFormFrom, removePerson, toCreateRequest, toUpdateRequest, validatePlanForm } from './plan-form';

const person = (id: number): PlanPerson => ({ id, firstName: `P${id}`, lastName: '', title: '', profilepic: null, isArchived: false });

const plan: StudyPlanDetails = {
  id: 3, code: 'GRP-1', title: 'Evening group', description: 'd', goal: 'g', level: 'B1', language: 'en',
  isGroup: true, isArchived: false, teachers: [person(1)], members: [person(5), person(6)], commentAudience: 'student', guardiansAnswer: false,
};

describe('study plan form', () => {
  it('needs a code and a title', () => {
    expect(validatePlanForm(emptyPlanForm(true))).toEqual({ code: 'Enter a code', title: 'Enter a title' });
    expect(validatePlanForm({ ...emptyPlanForm(true), code: 'has space', title: 'T' }).code).toBe('Use letters, digits and - . _ / only, at most 40');
    expect(validatePlanForm({ ...emptyPlanForm(true), code: 'ENG-B1-001', title: 'T' })).toEqual({});
  });

  it('keeps one student in an individual plan and never adds someone twice', () => {
    expect(addPeople([person(1)], [person(1), person(2)])).toEqual([person(1), person(2)]);
    expect(addPeople([person(1)], [person(2)], true)).toEqual([person(2)]);
    expect(removePerson([person(1), person(2)], 1)).toEqual([person(2)]);
    expect(validatePlanForm({ ...emptyPlanForm(false), code: 'A', title: 'T', members: [person(1), person(2)] }).members).toBeDefined();
  });

  it('creates with ids of the people chosen', () => {
    const values = { ...emptyPlanForm(true), code: ' GRP-2 ', title: ' Book club ', level: 'C1' as const, teachers: [person(1)], members: [person(5), person(6)] };
    expect(toCreateRequest(values)).toEqual({
      code: 'GRP-2', title: 'Book club', description: '', goal: '', level: 'C1', isGroup: true, teacherIds: [1], memberIds: [5, 6],
      commentAudience: 'student', guardiansAnswer: false,
    });
  });

  it("starts a new plan's family settings as comments for the student and guardians, guardians not answering (docs/product-rules.md#r-guard-3)", () => {
    expect(emptyPlanForm(false)).toMatchObject({ commentAudience: 'student', guardiansAnswer: false });
    expect(toCreateRequest({ ...emptyPlanForm(false), code: 'A', title: 'T', commentAudience: 'staff', guardiansAnswer: true })).toMatchObject({
      commentAudience: 'staff',
      guardiansAnswer: true,
    });
  });

  it('updates only what changed', () => {
    const before = planFormFrom(plan);
    expect(toUpdateRequest(3, before, { ...before })).toEqual({ id: 3 });
    expect(toUpdateRequest(3, before, { ...before, goal: 'new', level: '', members: [person(5)] })).toEqual({
      id: 3, goal: 'new', level: null, memberIds: [5],
    });
    expect(toUpdateRequest(3, before, { ...before, commentAudience: 'guardians', guardiansAnswer: true })).toEqual({
      id: 3, commentAudience: 'guardians', guardiansAnswer: true,
    });
  });
});
