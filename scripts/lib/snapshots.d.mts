// Types for snapshots.mjs, for the journeys' TypeScript (e2e/version-skew.spec.ts).
export const SNAPSHOTS: string;
export function commitOf(revision: string): string;
export function extractWorkspace(commit: string, folder: string): string;
export function snapshotAt(revision: string): string;
export function buildApp(workspace: string, app: string, options?: { once?: boolean }): string;
export interface ReleasedBuild {
  version: string;
  commit: string;
  workspace: string;
  dist: string;
}
export function releasedBuilds(
  releases: Record<string, { version: string; commit: string }>,
): Record<string, ReleasedBuild>;
