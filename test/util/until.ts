/** Waiting on a condition instead of a fixed sleep. */

/** Resolves once `ok()` holds (checked every 20 ms); fails after `ms`, naming `what` it waited for. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
