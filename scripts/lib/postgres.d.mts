// Types of postgres.mjs, for the API's TypeScript tests that use it.
export interface PostgresServer {
  port: number;
  url(database?: string): string;
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export function startPostgres(options?: {
  port?: number;
  log?: (message: unknown) => void;
}): Promise<PostgresServer>;
export function createDatabase(serverUrl: string, name: string): Promise<string>;
export function dropDatabase(serverUrl: string, name: string): Promise<void>;
