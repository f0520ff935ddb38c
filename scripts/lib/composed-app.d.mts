// Types for what the journeys' TypeScript uses of composed-app.mjs (e2e/support/stack.ts).
export interface AppPorts {
  host: number;
  api: number;
  /** Each of the workspace's remotes (remotes.json), by name. */
  [remote: string]: number;
}

export function portEnv(ports: AppPorts): Record<string, string>;

export function appAnswers(ports: AppPorts): Promise<void>;
