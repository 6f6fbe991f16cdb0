/** `npm run restore FILE [-- --force]`: see restoreCommand. */
import { restoreCommand } from './commands';

void restoreCommand(process.argv.slice(2), process.env, console).then((code) => process.exit(code));
