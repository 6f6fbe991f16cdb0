import { sql } from 'kysely';
import { declarePersonalData } from '../../privacy/declaration';

/**
 * Who teaches and who learns in a plan. The memberships stay as pseudonymous references
 * until the retention date: the plan's lessons count for teaching time and pay, and a
 * group plan stays whole for its other members (docs/product-rules.md#r-privacy-4).
 */
export const studyPlansPersonalData = declarePersonalData({
  module: 'study-plans',
  tables: [
    {
      table: 'study_plans',
      about: {
        rows: (person) => sql<boolean>`id in (select study_plan_id from study_plan_members where student_id = ${person.id}
          union select study_plan_id from study_plan_teachers where teacher_id = ${person.id})`,
        erase: 'keep',
      },
      export: 'csv',
      secret: ['search_text', 'retention_text'],
    },
    { table: 'study_plan_teachers', refs: { teacher_id: 'retain' }, export: 'csv' },
    { table: 'study_plan_members', refs: { student_id: 'retain' }, export: 'csv' },
  ],
  notPersonal: {
    'study_plans.search_text': "the plan's code and title, folded for search",
    'study_plans.retention_text': 'the lesson text retention tools read',
  },
});
