import { sql } from 'kysely';

/**
 * People in the order every list shows them: last name, then first name (ignoring case),
 * then id. `.orderBy(PEOPLE_BY_NAME)` on a query that joins `users`.
 */
export const PEOPLE_BY_NAME = sql`lower(users.last_name), lower(users.first_name), users.id`;
