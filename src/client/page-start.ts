import { startSessionCheck } from './api/session-check'
import { syncLiveStock } from './live-stock'

/** What every page starts as soon as the entry has run, in a task and chunk of its own (issue
 * 19: the entry's own run stays under 50 ms on a mid-range phone): the session check (§4
 * 'Authentication': it "always ends in finished"; the islands that show the user take this
 * request) and live stock, which sets the page's stock key before any island asks for it. */
export function startPage(): void {
  startSessionCheck()
  void syncLiveStock()
}
