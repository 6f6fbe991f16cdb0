import { sql } from 'kysely';
import { declarePersonalData } from '../../privacy/declaration';

/** Sign-in: sessions, one-time links and the counters keyed by an address all end with an erasure. */
export const authPersonalData = declarePersonalData({
  module: 'auth',
  tables: [
    { table: 'sessions', refs: { user_id: 'delete' }, export: 'csv', secret: ['id'] },
    { table: 'one_time_tokens', refs: { user_id: 'delete' }, export: 'csv', secret: ['token_hash'] },
    // login and forgotten-password counters are keyed by the address typed (modules/auth/rules.ts)
    { table: 'rate_limits', about: { rows: (person) => sql<boolean>`key like ${`%${person.email}%`}`, erase: 'delete' }, export: 'none' },
  ],
});
