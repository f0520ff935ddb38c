// Types for what the journeys' TypeScript uses of setup.mjs (e2e/support/redeploy.ts).
export const ROOT: string;

/** Builds the package in `folder` (relative to the root) unless its build is newer than its sources. */
export function buildIfStale(folder: string, options?: { force?: boolean }): Promise<void>;
