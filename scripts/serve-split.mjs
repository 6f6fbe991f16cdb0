// The split topology: every remote on its own port, the shell and API on PORT, and
// /remotes.json pointing at the remotes' own origins. Same builds as `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildWhatIsStale } from './lib/build.mjs';
import { REMOTES, ROOT } from './lib/packages.mjs';
import { startRemoteHost } from './lib/remote-host.mjs';

buildWhatIsStale();

const manifest = {};
const hosts = [];
for (const remote of REMOTES) {
  const port = Number(process.env[`PORT_${remote.name.toUpperCase()}`] ?? remote.port);
  const host = await startRemoteHost({ distDir: path.join(ROOT, remote.dir, 'dist'), port });
  hosts.push(host);
  manifest[remote.name] = `${host.url}/mf-manifest.json`;
  console.log(`${remote.name} served at ${host.url}`);
}

const remotesFile = path.join(ROOT, 'data', 'remotes.split.json');
fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
fs.writeFileSync(remotesFile, JSON.stringify(manifest, null, 2));

const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, STATIC_ROOT: ROOT, REMOTES_FILE: remotesFile },
});
const stop = async () => {
  server.kill('SIGTERM');
  await Promise.all(hosts.map((host) => host.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
