import { declarePersonalData } from '../../privacy/declaration';

/** A student's flashcard reviews: their cards' schedule, every grade, their scheduler parameters. */
export const reviewPersonalData = declarePersonalData({
  module: 'review',
  tables: [
    { table: 'review_cards', refs: { student_id: 'delete' }, export: 'csv' },
    { table: 'review_logs', refs: { student_id: 'delete' }, export: 'csv' },
    { table: 'review_parameters', refs: { student_id: 'delete' }, export: 'json' },
  ],
});
