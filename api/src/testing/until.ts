/**
 * Polls `check` until it holds, for what the app or the database does in its own time: by
 * `deadline.at` when the test promises a time (`what` names it in the error), else for as long as
 * the test's own timeout allows.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  deadline?: { at: number; what: string },
) {
  while (!(await check())) {
    if (deadline && Date.now() > deadline.at) throw new Error(`${deadline.what}: not in time`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
