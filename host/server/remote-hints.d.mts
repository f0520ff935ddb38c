// Types for remote-hints.mjs, for the host's TypeScript test that holds its rule to the browser's.
export function claimsPath(prefixes: readonly string[], pathname: string): boolean;
