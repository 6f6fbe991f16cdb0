import { declarePersonalData } from '../../privacy/declaration';

/** A student's answers to their plan's progress questions; a guardian who answered for them leaves no name behind. */
export const progressPersonalData = declarePersonalData({
  module: 'progress',
  tables: [{ table: 'progress_answers', refs: { user_id: 'delete', answered_by: 'clear' }, describes: { text: 'delete' }, export: 'csv' }],
  notPersonal: { 'progress_questions.text': "a question's wording, written for the whole plan" },
});
