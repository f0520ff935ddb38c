// Types for wait-for.mjs, for the journeys' TypeScript (e2e/support/redeploy.ts).
export function waitFor(url: string, ms?: number): Promise<void>;
