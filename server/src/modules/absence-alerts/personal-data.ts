import { sql } from 'kysely';
import { declarePersonalData } from '../../privacy/declaration';

/**
 * The absence alerts raised about a student: erased with the student. An erased admin's
 * resolutions stay without their id. An erased recipient (a guardian, a teacher) is found in
 * `recipients` (JSON of who was told: id, name, profile) by their id, and that alert's list of
 * recipients is emptied ('' reads as nobody), so the student's history stays without their name. An admin's resolution note stays with the
 * alert it closed (the student's alerts go with the student).
 */
export const absenceAlertsPersonalData = declarePersonalData({
  module: 'absence-alerts',
  tables: [
    {
      table: 'absence_alerts',
      refs: { student_id: 'delete', resolved_by: 'clear' },
      describes: { recipients: 'blank', resolved_note: 'keep' },
      about: { rows: (person) => sql<boolean>`recipients like ${`%"id":${person.id},%`}`, erase: 'keep' },
      export: 'csv',
    },
  ],
});
