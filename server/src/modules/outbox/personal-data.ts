import { sql } from 'kysely';
import { declarePersonalData } from '../../privacy/declaration';

/**
 * Mails are jobs whose rows carry the address and the rendered text: every one sent to the
 * person, or naming them (a guardian's reminder names the student), goes with an erasure.
 */
export const outboxPersonalData = declarePersonalData({
  module: 'outbox',
  tables: [
    {
      table: 'jobs',
      describes: { recipient: 'delete', payload: 'delete' },
      about: {
        // by name only mails already sent, and only a full name (a first name alone would match other people's mail)
        rows: (person) =>
          sql<boolean>`(recipient = ${person.email} or payload like ${`%${person.email}%`}${
            person.fullName.includes(' ') ? sql` or (state in ('done', 'failed') and payload like ${`%${person.fullName}%`})` : sql``
          })`,
        erase: 'delete',
      },
      export: 'json',
      secret: ['claim_token'],
    },
  ],
  notPersonal: { 'jobs.name': "the job's kind, e.g. send-mail" },
});
