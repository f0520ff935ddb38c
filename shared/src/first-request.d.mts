// Types for first-request.mjs (plain JavaScript, shared with the host's server and the build).
export function firstRequestProblem(template: unknown): string | undefined;
export function fillFirstRequest(
  template: string,
  search?: string,
  options?: { today?: string },
): string;
export function localDay(now?: Date): string;
export function pageBranch(search?: string): string | undefined;
