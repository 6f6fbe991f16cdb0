// `npm run serve:instances`: INSTANCES app instances (default 2) on one PostgreSQL
// (DATABASE_URL, required) behind nginx (deploy/nginx.conf) on PORT (default 8080), as
// several machines would run them; each instance on PORT+1, PORT+2, … with WORKERS
// workers (default 1 here: the instances already share this machine's cores).
// Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhatIsStale } from './lib/build.mjs';
import { ROOT } from './lib/packages.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('serve:instances needs DATABASE_URL (PostgreSQL): every instance must share one database');
  process.exit(1);
}
const count = Number(process.env.INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
buildWhatIsStale();
const { findNginx, nginxArgs, writeNginxConfig } = await import(path.join(ROOT, 'server', 'dist', 'ops', 'nginx-config.js'));
const nginx = findNginx();
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install nginx)');
  process.exit(1);
}

const children = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const upstreams = [];
for (let i = 1; i <= count; i += 1) {
  const instancePort = port + i;
  upstreams.push(`127.0.0.1:${instancePort}`);
  children.push(
    spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'index.js')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        WORKERS: process.env.WORKERS ?? '1',
        // the balancer's X-Forwarded-For names the user's address
        TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
        STATIC_ROOT: process.env.STATIC_ROOT ?? ROOT,
      },
    }),
  );
  // the first instance migrates and seeds an empty database before the others start
  if (i === 1) await waitHealthy(`http://127.0.0.1:${instancePort}`);
}
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'studydesk-nginx-'));
const config = writeNginxConfig({ prefix, listen: `${host}:${port}`, upstreams });
children.push(spawn(nginx, nginxArgs(config, prefix), { stdio: 'inherit' }));
console.log(`${count} instances behind nginx at ${publicUrl} (config: ${config})`);

let alive = children.length;
for (const child of children) {
  child.on('exit', () => {
    alive -= 1;
    // one part gone: stop the rest rather than serve half a setup
    stop();
    if (alive === 0) {
      fs.rmSync(prefix, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

async function waitHealthy(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}
