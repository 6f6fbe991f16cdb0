import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The same, answered at once: for what a spec must know when its module is read (a
 * `baseURL` in `test.use`), the OS asked in a child process.
 */
export function freePortNow(): number {
  const probe = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const port = Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free port (got ${port})`);
  return port;
}
