// Types for index.mjs, for the TypeScript tests that start the static server.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface Timeouts {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  connectionTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts;
export function timeoutsFromEnv(env?: NodeJS.ProcessEnv): Timeouts;
export type SourceMaps = 'public' | 'hidden';
export function sourceMapsFromEnv(env?: NodeJS.ProcessEnv): SourceMaps;
export function cacheControlFor(filePath: string): string;
/** Whether a built file's name carries its content hash (its .br, .gz and .map too). */
export function isHashed(filePath: string): boolean;
/** Fastify's `trustProxy`: false (nobody), or a test of the peer at hop 0. */
export type TrustProxy = false | ((address: string, hop: number) => boolean);
export function trustOneProxy(setting: string | undefined, name?: string): TrustProxy;
export function trustProxyFromEnv(env?: NodeJS.ProcessEnv): TrustProxy;
export function forwardedHeaders(
  req: FastifyRequest,
  headers: Record<string, unknown>,
): Record<string, unknown>;

export function createStaticServer(options: {
  root: string;
  spa?: boolean;
  apiTarget?: string;
  runtimeConfig?: object;
  contentSecurityPolicy?: Record<string, string[]>;
  timeouts?: Timeouts;
  logger?: boolean;
  renderPage?: (req: FastifyRequest) => string | Promise<string>;
  trustProxy?: TrustProxy;
  sourceMaps?: SourceMaps;
}): Promise<FastifyInstance>;

export function listen(
  app: FastifyInstance,
  options: { port: number; host?: string; name: string },
): Promise<void>;
