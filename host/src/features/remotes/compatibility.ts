import { satisfy } from '@module-federation/enhanced/runtime';
import type { VersionedDeclaration } from '@spotter/shared/core';

// Loaded before the async boundary with declarations.ts: types only from the shared library.

/** What this host provides the remotes it loads; its build writes it (tools/rspack-config). */
export interface HostProvides {
  /** The host's own version. */
  version: string;
  /** The declaration schemas it reads. */
  schemas: number[];
  /** Each library it shares (share key → version). */
  shared: Record<string, string>;
  /** The federation runtime it hands to remotes (production builds); null: each brings its own. */
  runtime: string | null;
}

declare const __SPOTTER_HOST__: HostProvides | undefined;

/** This build's, or null where no build wrote it (unit tests): then nothing is checked. */
export const HOST_PROVIDES: HostProvides | null =
  typeof __SPOTTER_HOST__ === 'undefined' ? null : __SPOTTER_HOST__;

/** Why a remote cannot run on this host, and which way a version must move. */
export interface Incompatibility {
  /** 'newer': this Spotter (its host and shared libraries) is older than the remote needs. */
  needs: 'newer' | 'older';
  /** Names the versions, for the console. */
  reason: string;
}

/** The first version a range names (`^1.3.0` → `1.3.0`): ranges here are `^x.y.z`, `~x.y.z`, `>=x.y.z`. */
const lowestOf = (range: string) => /\d+\.\d+\.\d+/.exec(range)?.[0];

/** A provided version that does not satisfy `range`: lower than it needs, or past it. */
function mismatch(what: string, provided: string, range: string): Incompatibility | null {
  if (satisfy(provided, range)) return null;
  const lowest = lowestOf(range);
  const tooOld = lowest !== undefined && satisfy(provided, `<${lowest}`);
  return {
    needs: tooOld ? 'newer' : 'older',
    reason: `it needs ${what} ${range}, and this Spotter has ${provided}`,
  };
}

/**
 * Whether a remote may run on this host, decided from its declaration alone, before any of its
 * code is fetched (docs/architecture.md "Versions and compatibility"): the schema of its
 * declaration, the host versions it needs, a version of each library it shares, and the
 * federation runtime it expects from the host. Null: it may run.
 */
export function incompatibility(
  declaration: VersionedDeclaration,
  host: HostProvides,
): Incompatibility | null {
  const { schema, requires } = declaration;
  if (!host.schemas.includes(schema)) {
    const newest = Math.max(...host.schemas);
    return {
      needs: schema > newest ? 'newer' : 'older',
      reason: `its declaration follows schema ${schema}, and this Spotter reads ${host.schemas.join(', ')}`,
    };
  }
  if (requires.host) {
    const problem = mismatch('a host', host.version, requires.host);
    if (problem) return problem;
  }
  // In order of name, so the package comes before its entries (`@spotter/shared`, then `/tabs`).
  const shared = Object.entries(requires.shared ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [key, range] of shared) {
    const provided = host.shared[key];
    const problem = provided === undefined ? null : mismatch(key, provided, range);
    if (problem) return problem;
  }
  // Shared by the remote but not by this host (checked once the versions of the libraries both
  // share agree): the remote would run a second copy of its own.
  const missing = shared.find(([key]) => host.shared[key] === undefined);
  if (missing)
    return { needs: 'newer', reason: `it shares ${missing[0]}, which this Spotter does not` };
  if (requires.runtime && host.runtime) {
    const problem = mismatch('the federation runtime', host.runtime, requires.runtime);
    if (problem) return problem;
  }
  return null;
}

/** A section refused before its code ran: the reason names the versions. */
export class IncompatibleSection extends Error {
  override name = 'IncompatibleSection';
  constructor(
    remote: string,
    readonly problem: Incompatibility,
  ) {
    super(
      `The "${remote}" section needs ${problem.needs === 'newer' ? 'a newer' : 'an older'} version of Spotter: ${problem.reason}`,
    );
  }
}
