import { declarePersonalData } from '../../privacy/declaration';

/** What mail a person turned off, and which reminders they were sent. */
export const remindersPersonalData = declarePersonalData({
  module: 'reminders',
  tables: [
    { table: 'mail_opt_outs', refs: { user_id: 'delete' }, export: 'csv' },
    { table: 'sent_mails', refs: { user_id: 'delete' }, export: 'csv' },
  ],
});
