// `npm start`: build what is not built, then run the server, which serves the API,
// the shell and every remote on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWhatIsStale } from './lib/build.mjs';
import { ROOT } from './lib/packages.mjs';

try {
  buildWhatIsStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, STATIC_ROOT: process.env.STATIC_ROOT ?? ROOT },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
