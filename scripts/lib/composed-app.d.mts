// Types for what the journeys' TypeScript uses of composed-app.mjs (e2e/support/stack.ts).
export interface AppPorts {
  host: number;
  members: number;
  staff: number;
  plans: number;
  billing: number;
  api: number;
}

export function portEnv(ports: AppPorts): Record<string, string>;

export function appAnswers(ports: AppPorts): Promise<void>;
