/** The methods that change nothing: a request with any other one may write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request with `method` may write (same-origin checks it, and reminders follow it). */
export const mayWrite = (method: string) => !SAFE_METHODS.has(method);
