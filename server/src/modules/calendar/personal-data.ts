import { declarePersonalData } from '../../privacy/declaration';

/** A person's calendar feed ends with an erasure, and the cancelled events kept in it go. */
export const calendarPersonalData = declarePersonalData({
  module: 'calendar',
  tables: [
    { table: 'calendar_feeds', refs: { user_id: 'delete' }, export: 'json', secret: ['token_hash'] },
    { table: 'cancelled_lesson_events', refs: { user_id: 'delete' }, export: 'csv' },
  ],
});
