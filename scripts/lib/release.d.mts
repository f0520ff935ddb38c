// Types for what the journeys' TypeScript uses of release.mjs (e2e/support/redeploy.ts).
export interface ReleaseStamp {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
}

export const KEPT_FILE: string;

/** The full sha of the commit checked out in `root`. */
export function headCommit(root: string): string;

/** Releases the build in `built` into `deployDir`, keeping earlier releases' hashed files. */
export function releaseInto(
  deployDir: string,
  built: string,
  options: { now?: Date; keepDays?: number; stamp: ReleaseStamp },
): {
  added: string[];
  kept: { file: string; left: string; days: number }[];
  removed: string[];
};
