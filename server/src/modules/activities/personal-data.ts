import { sql } from 'kysely';
import { declarePersonalData } from '../../privacy/declaration';

/** Lessons of a person's own individual plans: comments on them are about that person (docs/product-rules.md#r-privacy-3). */
const ownLessons = (id: number) => sql`select a.id from activities a
  join study_plans p on p.id = a.study_plan_id and p.is_group = 0
  join study_plan_members m on m.study_plan_id = p.id and m.student_id = ${id}`;

/**
 * Lessons, attendance and comments. Lessons stay (the teacher's teaching time and pay, the
 * other members of a group plan); what was written by or about the person goes.
 */
export const activitiesPersonalData = declarePersonalData({
  module: 'activities',
  tables: [
    {
      table: 'activities',
      refs: { teacher_id: 'keep', created_by: 'keep' },
      about: { rows: (person) => sql<boolean>`study_plan_id in (select study_plan_id from study_plan_members where student_id = ${person.id})`, erase: 'keep' },
      export: 'csv',
    },
    { table: 'activity_members', refs: { student_id: 'retain' }, describes: { feedback: 'clear' }, export: 'csv' },
    {
      table: 'comments',
      refs: { author_id: 'delete' },
      describes: { text: 'delete' },
      about: { rows: (person) => sql<boolean>`activity_id in (${ownLessons(person.id)})`, erase: 'delete' },
      export: 'csv',
    },
    { table: 'lesson_changes', refs: { changed_by: 'keep', teacher_before: 'keep', teacher_after: 'keep' }, export: 'csv' },
  ],
});
