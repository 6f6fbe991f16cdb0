/** `npm run admin:create -- --email … --name "First Last"`: see adminCreateCommand. */
import { adminCreateCommand } from './admin-command';

void adminCreateCommand(process.argv.slice(2), process.env, console).then((code) => process.exit(code));
