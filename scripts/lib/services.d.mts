// Types for services.mjs, for the journeys' TypeScript (e2e/support/stack.ts).
import type { ChildProcess } from 'node:child_process';

export interface Service {
  name: string;
  cwd: string;
  args: string[];
  env: Record<string, string>;
}

export function serviceList(
  env?: Record<string, string | undefined>,
  options?: { servedFrom?: (remote: string) => string },
): Service[];

export function spawnServices(
  services: Service[],
  options?: { quiet?: boolean },
): { children: { name: string; child: ChildProcess }[]; stop(): Promise<unknown> };

export function startServices(services: Service[]): void;
