import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';
import { PlanPerson } from './studyplans';

/** A student as their guardian's pages and the admin's link list show them (docs/product-rules.md#r-guard-1). */
export const LinkedStudentDto = Type.Composite([PlanPerson], { title: 'LinkedStudent' });
export type LinkedStudentDto = Static<typeof LinkedStudentDto>;

/** The students linked to a guardian, by last name. */
export const LinkedStudentsResponse = Type.Object({ students: Type.Array(LinkedStudentDto) }, { title: 'LinkedStudents' });
export type LinkedStudentsResponse = Static<typeof LinkedStudentsResponse>;

export const GuardianParams = Type.Object({ guardianId: Id });
export type GuardianParams = Static<typeof GuardianParams>;

export const GuardianStudentParams = Type.Object({ guardianId: Id, studentId: Id });
export type GuardianStudentParams = Static<typeof GuardianStudentParams>;

/** Link a student to a guardian. */
export const LinkStudentRequest = Type.Object({ studentId: Id }, { additionalProperties: false });
export type LinkStudentRequest = Static<typeof LinkStudentRequest>;
