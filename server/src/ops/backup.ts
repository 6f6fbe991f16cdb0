/** `npm run backup`: see backupCommand. */
import { backupCommand } from './commands';

void backupCommand(process.env, console).then((code) => process.exit(code));
