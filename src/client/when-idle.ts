/** Runs `run` when the page is idle, or after `timeout` ms at the latest; without
 * requestIdleCallback (Safari) shortly after. The one idle wait of the entry, the island
 * scheduler and analytics. */
export function whenIdle(run: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout })
  else setTimeout(run, 200)
}
