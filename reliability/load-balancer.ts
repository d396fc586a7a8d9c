/**
 * HAProxy in front of Saarthi instances on this machine, as production runs them: round robin,
 * readiness checks, and a retry on the other instance for a request one never answered. Used by
 * the reliability suite and by the benchmark's run on two instances.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Backend {
  name: string;
  port: number;
}

export interface LoadBalancer {
  url: string;
  process: ChildProcess;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Writes HAProxy's configuration into `dir` and starts it; resolves once it answers. */
export async function startLoadBalancer(dir: string, backends: Backend[]): Promise<LoadBalancer> {
  const port = await freePort();
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    [
      'global',
      '  maxconn 2000',
      // One thread: on a small machine the instances need the other cores more than HAProxy does.
      '  nbthread 1',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  option forwardfor',
      '  option redispatch',
      '  retries 2',
      // A request an instance never answered (closed while idle) goes to the other one.
      '  retry-on conn-failure empty-response',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend saarthi',
      'backend saarthi',
      '  balance roundrobin',
      '  option httpchk GET /api/health/ready',
      // An instance is dropped after two failed checks, 250 ms apart, and back after two good ones.
      '  default-server inter 250 fall 2 rise 2',
      ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-f', configFile, '-db'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('HAProxy did not answer within 30 s');
    }
    await sleep(100);
  }
  return { url, process: child, stop: () => child.kill('SIGKILL') };
}
