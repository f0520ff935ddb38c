import { spawn } from 'node:child_process';
import path from 'node:path';
import { HEALTH_PROBE } from './health-probe';

const API_DIR = path.resolve(__dirname, '..', '..');

export interface ApiProcess {
  /** `http://127.0.0.1:<port>`, where this instance listens. */
  base: string;
  /** Resolves once the instance answers HTTP; rejects if it exits first (with what it printed). */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The API as a deployment runs it: its own Node process (server.ts through tsx, so no build is
 * needed), configured only through the environment. `env` is added to a minimal environment.
 */
export function startApiProcess(port: number, env: Record<string, string>): ApiProcess {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ready = (async () => {
    let gone = false;
    void exited.then(() => (gone = true));
    while (!gone) {
      try {
        if (
          (await fetch(`${base}${HEALTH_PROBE.path}`, { headers: HEALTH_PROBE.headers })).status ===
          HEALTH_PROBE.healthy
        )
          return;
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(
      `the API on port ${port} exited (${child.exitCode}) before it was up:\n${output}`,
    );
  })();

  return {
    base,
    ready,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
