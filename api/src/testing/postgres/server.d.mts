// Types of server.mjs, for the API's TypeScript tests and the scripts that use it.
export interface PostgresServer {
  port: number;
  url(database?: string): string;
  /** Shuts the server down (fast: every session ends with 57P01), keeping its data. */
  pause(): Promise<void>;
  /** Starts it again on the same data and port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export function startPostgres(options?: {
  port?: number;
  log?: (message: unknown) => void;
  inMemory?: boolean;
}): Promise<PostgresServer>;
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<string>;
export function dropDatabase(serverUrl: string, name: string): Promise<void>;
