// `npm run serve:instances`: INSTANCES app instances (default 2) on one PostgreSQL
// (DATABASE_URL, required) behind nginx (deploy/nginx.conf) on PORT (default 8080), as
// several machines would run them; each instance on PORT+1, PORT+2, … with WORKERS
// workers (default 1 here: the instances already share this machine's cores) and its
// readiness on HEALTH_PORT PORT+101, PORT+102, ….
// SIGHUP (which `npm run deploy:rolling` sends, after building what changed) restarts the
// instances one at a time, each taken out of nginx, drained, started, waited for until
// ready and put back (docs/architecture.md#deploy-procedure). Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhatIsStale } from './lib/build.mjs';
import { ROOT } from './lib/packages.mjs';
import { instancesStateFile } from './lib/instances-state.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('serve:instances needs DATABASE_URL (PostgreSQL): every instance must share one database');
  process.exit(1);
}
const count = Number(process.env.INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
buildWhatIsStale();
const { findNginx } = await import(path.join(ROOT, 'server', 'dist', 'ops', 'nginx-config.js'));
const { NginxBalancer } = await import(path.join(ROOT, 'server', 'dist', 'ops', 'nginx-balancer.js'));
const { rollingRestart, waitReady } = await import(path.join(ROOT, 'server', 'dist', 'ops', 'rolling-restart.js'));
if (!findNginx()) {
  console.error('nginx is not installed (Debian: apt-get install nginx)');
  process.exit(1);
}

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const stateFile = instancesStateFile(port);
let stopping = false;
let balancer;
const state = { pid: process.pid, restarts: 0, rolling: false, failed: null };
const saveState = () => fs.writeFileSync(stateFile, JSON.stringify(state));

/** One instance: its process now, started again by a rolling restart. */
function instance(i) {
  const self = { name: `instance ${i} (port ${port + i})`, address: `127.0.0.1:${port + i}`, healthPort: port + 100 + i, child: null, exited: null };
  self.start = async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port + i),
        HEALTH_PORT: String(self.healthPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        WORKERS: process.env.WORKERS ?? '1',
        // the balancer's X-Forwarded-For names the user's address
        TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
        STATIC_ROOT: process.env.STATIC_ROOT ?? ROOT,
      },
    });
    self.child = child;
    self.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.once('exit', () => {
      // one part gone unasked: stop the rest rather than serve half a setup
      if (self.child === child && !state.rolling) stopAll();
    });
  };
  self.stop = async () => {
    const { child, exited } = self;
    self.child = null;
    child.kill('SIGTERM');
    return exited;
  };
  return self;
}

const instances = Array.from({ length: count }, (_, k) => instance(k + 1));
async function stopAll() {
  if (stopping) return;
  stopping = true;
  balancer?.stop();
  await Promise.all(instances.filter((i) => i.child).map((i) => i.stop()));
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-nginx-'));
// the first instance migrates and seeds an empty database before the others start
for (const one of instances) {
  await one.start();
  await waitReady(one.healthPort);
}
const answering = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/v1/health`;
balancer = await NginxBalancer.start({ prefix, listen: `${host}:${port}`, upstreams: instances.map((i) => i.address), answering });
balancer.process.once('exit', () => void stopAll());
saveState();
console.log(`${count} instances behind nginx at ${publicUrl} (config: ${path.join(prefix, 'nginx.conf')}); SIGHUP to pid ${process.pid} (npm run deploy:rolling) restarts them one at a time`);

process.on('SIGHUP', () => {
  if (state.rolling || stopping) return;
  state.rolling = true;
  state.failed = null;
  saveState();
  rollingRestart(instances, { balancer })
    .then(() => {
      state.restarts += 1;
      console.log('rolling restart done: every instance runs the new build');
    })
    .catch((error) => {
      state.failed = String(error);
      console.error(`rolling restart stopped: ${error}`);
    })
    .finally(() => {
      state.rolling = false;
      saveState();
    });
});
