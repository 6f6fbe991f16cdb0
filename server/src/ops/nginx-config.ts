/**
 * deploy/nginx.conf with its placeholders filled in: what scripts/run-instances.mjs and
 * the load-balancer test run nginx with.
 */
import fs from 'node:fs';
import path from 'node:path';

const NGINX_TEMPLATE = path.resolve(__dirname, '..', '..', '..', 'deploy', 'nginx.conf');

export interface NginxSetup {
  /** a folder nginx may write its pid and temporary files in; the config goes there too */
  prefix: string;
  /** the port (or address:port) users reach */
  listen: number | string;
  /** each instance's host:port */
  upstreams: readonly string[];
  /** the instances out of the rotation: listed `down`, sent nothing (a rolling restart's one being replaced) */
  down?: ReadonlySet<string>;
}

/** Writes the config into `prefix` and returns its path. */
export function writeNginxConfig({ prefix, listen, upstreams, down }: NginxSetup): string {
  const servers = upstreams.map((address) => `    server ${address} max_fails=2 fail_timeout=5s${down?.has(address) ? ' down' : ''};`).join('\n');
  const text = fs
    .readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__LISTEN__', String(listen))
    .replace(/^__UPSTREAM_SERVERS__$/m, servers);
  fs.mkdirSync(prefix, { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, text);
  return file;
}

/** The arguments that run nginx in the foreground on that config, logging to stderr. */
export function nginxArgs(configFile: string, prefix: string): string[] {
  return ['-p', prefix, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'];
}

/** nginx from the PATH or Debian's place for it; null when it is not installed. */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = dir ? path.join(dir, 'nginx') : '';
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}
