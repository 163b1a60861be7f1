import { startSessionCheck } from './api/session-check'
import { syncLiveStock } from './live-stock'

/** The next task: what follows runs alone in it, after whatever the current one holds. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** What every page starts as soon as the entry has run (no task over 50 ms on a
 * mid-range phone): the session check (§4 'Authentication': it "always ends in finished"; the
 * islands that show the user take this request) and live stock, which sets the page's stock key
 * before any island asks for it. Each in a task of its own, neither in the one that evaluated
 * this chunk (swr and the islands' runtime come with it) nor in one of the entry's promise
 * callbacks: at 4× CPU the two together with those had made a 57 ms task. Resolves once both
 * have started, which is what the islands wait for. */
export async function startPage(): Promise<void> {
  await nextTask()
  startSessionCheck()
  await nextTask()
  void syncLiveStock()
}
