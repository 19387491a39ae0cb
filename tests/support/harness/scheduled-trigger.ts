/** The Worker's name in Miniflare (wrangler.toml's `name`). */
export const WORKER_NAME = "wealth-coach-site";

/**
 * The request that runs the Worker's scheduled handler once as the Cron Trigger would at `at`
 * (epoch ms): Miniflare's own trigger, aimed past the assets router at the Worker itself. It
 * answers 200 once the run (its waitUntil included) finished without throwing, 500 otherwise.
 */
export function scheduledTrigger(at: number): { path: string; headers: Record<string, string> } {
  return { path: `/cdn-cgi/mf/scheduled?time=${at}`, headers: { "MF-Route-Override": WORKER_NAME } };
}
