import { whenIdle } from '../when-idle'

/** Starts analytics once the browser is idle after hydration: the page view, deal view and tag
 * manager are a lazy chunk, so they add nothing to the entry and never delay first paint. */
export function startAnalyticsWhenIdle() {
  const start = () => void import('../after-idle').then((m) => m.startAnalytics()).catch(() => null)
  whenIdle(start, 3000)
}
