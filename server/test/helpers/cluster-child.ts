/**
 * The small cluster of test/cluster/fixtures/small-cluster.ts in a child process (the
 * real primary and workers of src/cluster), and plain HTTP to it: each request on a new
 * connection unless an agent is given, so node:cluster hands it to a worker of its choice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export function ask(port: number, url: string, { agent = false, timeoutMs = 5_000 }: { agent?: http.Agent | false; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, timeout: timeoutMs }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${url} within ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/** A port free on the loopback interface now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SmallCluster {
  child: ChildProcess;
  port: number;
  healthPort: number;
  /** the primary's log lines so far */
  log: string[];
  exited: Promise<number | null>;
}

/** Starts it and waits until `/ready` answers 200 with every worker alive. */
export async function startSmallCluster(env: Record<string, string>): Promise<SmallCluster> {
  const [port, healthPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    ['--conditions=source', '-r', require.resolve('./ts-register.cjs'), require.resolve('../cluster/fixtures/small-cluster.ts')],
    { env: { ...process.env, PORT: String(port), HEALTH_PORT: String(healthPort), ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the cluster exited with ${child.exitCode}`);
    const ready = await ask(healthPort, '/ready').catch(() => null);
    if (ready?.status === 200 && ready.body.alive === ready.body.workers) return { child, port, healthPort, log, exited };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('the cluster was not ready within 30 s');
}
