import { isEmail } from '@studydesk/shared/contracts';
import { loadConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createInvitedAdmin } from '../modules/setup';
import { ensureSiteDefaults } from '../seed/site-defaults';
import type { Output } from './commands';

export const ADMIN_CREATE_USAGE = 'Usage: npm run admin:create -- --email ADDRESS --name "First Last"';

/** `--email a@b.c --name "Ada Lovelace"` (or `--email=…`), or why not. */
export function parseAdminArgs(args: string[]): { email: string; firstName: string; lastName: string } | { problem: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const match = /^--(email|name)(?:=(.*))?$/.exec(args[i]);
    if (!match) return { problem: `Unknown argument: ${args[i]}` };
    const value = match[2] ?? args[++i];
    if (value === undefined) return { problem: `--${match[1]} needs a value` };
    values.set(match[1], value);
  }
  const email = (values.get('email') ?? '').trim();
  const name = (values.get('name') ?? '').trim().replace(/\s+/g, ' ');
  if (!email) return { problem: 'The e-mail address is missing (--email).' };
  if (!isEmail(email)) return { problem: `Not an e-mail address: ${email}` };
  if (!name) return { problem: 'The name is missing (--name "First Last").' };
  if (name.length > 200 || /\p{Cc}/u.test(name)) return { problem: 'The name must be one line of at most 200 characters.' };
  const space = name.indexOf(' ');
  return space < 0
    ? { email, firstName: name, lastName: '' }
    : { email, firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/**
 * npm run admin:create -- --email … --name "First Last": an admin for a headless install
 * (docs/product-rules.md#r-setup-2), on the SQLite file of DATA_DIR or on DATABASE_URL,
 * migrated first like a start would. Prints the set-password link (valid 7 days); no mail
 * is sent. Refuses an address already in use. Resolves to the exit code. `database`: an
 * open one (tests); by default the one of the environment.
 */
export async function adminCreateCommand(args: string[], env: NodeJS.ProcessEnv, out: Output, database?: DatabaseHandle): Promise<number> {
  const parsed = parseAdminArgs(args);
  if ('problem' in parsed) {
    out.error(parsed.problem);
    out.error(ADMIN_CREATE_USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const handle = database ?? createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await ensureSiteDefaults(handle.db);
    const created = await createInvitedAdmin(handle.db, parsed, config.publicUrl);
    if ('problem' in created) {
      out.error(created.problem);
      return 1;
    }
    out.log(`Admin created: ${created.email} (${[parsed.firstName, parsed.lastName].filter(Boolean).join(' ')})`);
    out.log(`Set the password within 7 days: ${created.link}`);
    return 0;
  } catch (error) {
    out.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (!database) await handle.destroy();
  }
}
