import { declarePersonalData } from '../../privacy/declaration';

/** A student's make-up credits: theirs alone, so they go with them. */
export const makeUpCreditsPersonalData = declarePersonalData({
  module: 'make-up-credits',
  tables: [{ table: 'make_up_credits', refs: { student_id: 'delete' }, export: 'csv' }],
});
