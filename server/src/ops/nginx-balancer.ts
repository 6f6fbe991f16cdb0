/**
 * nginx (deploy/nginx.conf) in front of the instances, run by `npm run serve:instances`,
 * `npm run bench:deploy` and the load-balancer test, with the one operation a rolling
 * restart needs from it (docs/architecture.md#deploy-procedure): take an instance out of
 * the rotation before it drains, and put it back once it is ready. Open-source nginx has
 * no active health checks, so this is done the standard way: the configuration rewritten
 * with that server `down`, and a reload waited for until no worker of the previous
 * configuration is left (ops/nginx-reload.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { findNginx, nginxArgs, writeNginxConfig, type NginxSetup } from './nginx-config';
import { reloadNginx, type ReloadOutcome } from './nginx-reload';

/** What a rolling restart asks of the balancer in front of the instances. */
export interface Balancer {
  /** sends the instance at `address` (host:port) no new request; resolves once the requests it had sent there are answered */
  takeOut(address: string): Promise<ReloadOutcome>;
  /** sends it requests again */
  putBack(address: string): Promise<ReloadOutcome>;
}

export interface NginxBalancerOptions extends Omit<NginxSetup, 'down'> {
  /** a URL through nginx that answers 200 once it is up (its `/v1/health`) */
  answering: string;
  /**
   * How long a reload waits for the previous workers to finish their requests: nginx's
   * `proxy_read_timeout` bounds one request, the instance's SHUTDOWN_TIMEOUT_MS (20 s)
   * what a drain still finishes after it.
   */
  reloadTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class NginxBalancer implements Balancer {
  private readonly down = new Set<string>();
  /** the reload under way: the next one waits for it, so each knows which workers are old */
  private reloading: Promise<unknown> = Promise.resolve();
  private constructor(
    private readonly nginx: string,
    private readonly options: NginxBalancerOptions,
    private readonly configFile: string,
    /** nginx's master process (`daemon off`): the one a reload signals */
    readonly process: ChildProcess,
  ) {}

  /** Starts nginx on the config with every instance in the rotation; resolves once `answering` answers 200. */
  static async start(options: NginxBalancerOptions): Promise<NginxBalancer> {
    const nginx = findNginx();
    if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
    const configFile = writeNginxConfig(options);
    const child = spawn(nginx, nginxArgs(configFile, options.prefix), { stdio: ['ignore', 'ignore', 'inherit'] });
    const balancer = new NginxBalancer(nginx, options, configFile, child);
    for (let tries = 0; !(await fetch(options.answering).then((res) => res.ok, () => false)); tries += 1) {
      if (tries > 100 || child.exitCode !== null) {
        child.kill('SIGTERM');
        throw new Error(`nginx did not answer at ${options.answering}`);
      }
      await sleep(100);
    }
    return balancer;
  }

  takeOut(address: string): Promise<ReloadOutcome> {
    return this.inTurn(() => this.down.add(address));
  }

  putBack(address: string): Promise<ReloadOutcome> {
    return this.inTurn(() => this.down.delete(address));
  }

  /** Ends nginx at once (its connections too). */
  stop(): void {
    this.process.kill('SIGTERM');
  }

  private inTurn(change: () => void): Promise<ReloadOutcome> {
    const next = this.reloading.then(() => {
      change();
      return this.reload();
    });
    this.reloading = next.catch(() => undefined);
    return next;
  }

  private async reload(): Promise<ReloadOutcome> {
    const { prefix, listen, upstreams, reloadTimeoutMs = 30_000 } = this.options;
    writeNginxConfig({ prefix, listen, upstreams, down: this.down });
    // refused before the signal, with nginx's reason, rather than kept silently by the master
    const test = spawnSync(this.nginx, ['-t', '-q', ...nginxArgs(this.configFile, prefix)], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refuses the new configuration: ${test.stderr.trim()}`);
    if (this.process.pid === undefined || this.process.exitCode !== null) throw new Error('nginx is not running');
    return reloadNginx(this.process.pid, reloadTimeoutMs);
  }
}
