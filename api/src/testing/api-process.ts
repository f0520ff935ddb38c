import { spawn } from 'node:child_process';
import path from 'node:path';
import { HEALTH_PROBE } from './health-probe';

const API_DIR = path.resolve(__dirname, '..', '..');

export interface ApiProcess {
  /** `http://127.0.0.1:<port>`, where this instance listens. */
  base: string;
  stop: () => Promise<void>;
  /** Whether the process is still running (it has not exited, crashed or been stopped). */
  alive: () => boolean;
  /** What it has printed so far, for a failing test to show. */
  output: () => string;
}

/** One try on `port`: the process, and whether it came up or why it did not. */
function tryPort(port: number, env: Record<string, string>) {
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
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = (async () => {
    while (!gone) {
      try {
        const probe = await fetch(`${base}${HEALTH_PROBE.path}`, { headers: HEALTH_PROBE.headers });
        if (probe.status === HEALTH_PROBE.healthy) return { up: true as const };
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { up: false as const, portTaken: output.includes('EADDRINUSE'), output };
  })();
  return {
    base,
    stop,
    ready,
    exitCode: () => child.exitCode,
    alive: () => !gone,
    output: () => output,
  };
}

/**
 * The API as a deployment runs it: its own Node process (server.ts through tsx, so no build is
 * needed), configured only through the environment (`env` is added to a minimal one). Resolves
 * once it answers HTTP on a free port; a port another test took between being found free and
 * being listened on is traded for another one.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // Loaded with import(): the module is ESM (the scripts share it), kept as import() for Jest.
  const { freePort } = await import('./postgres/server.mjs');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const instance = tryPort(port, env);
    const outcome = await instance.ready;
    if (outcome.up) {
      const { base, stop, alive, output } = instance;
      return { base, stop, alive, output };
    }
    if (!outcome.portTaken || attempt === 3)
      throw new Error(
        `the API on port ${port} exited (${instance.exitCode()}) before it was up:\n${outcome.output}`,
      );
  }
}
