import type { Kysely } from 'kysely';
import type { UserDto } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import { toUserDto } from './dto';
import { selectUserDtos } from './queries/users';

// A user as the calls answer one: the query's row turned into the contract's shape
// (above both queries/users.ts and dto.ts, so neither imports the other).

/** The user as the API sends it, or null when there is none with this id. */
export async function findUserDto(db: Kysely<Database>, id: number): Promise<UserDto | null> {
  const row = await selectUserDtos(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toUserDto(row) : null;
}
