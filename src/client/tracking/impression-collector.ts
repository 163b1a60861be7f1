import { IMPRESSION_BATCH_SIZE } from '../../shared/config/constants'

/** How long a card must stay at least half visible to count as seen (ours; the spec is
 * silent): long enough to tell a look from a scroll past. */
const IMPRESSION_DWELL_MS = 1000
/** Share of a card that must be on screen. */
export const IMPRESSION_VISIBLE_RATIO = 0.5

/** Counts each id once per page after it has stayed visible for the dwell time, and hands
 * them over in batches of 50; `flush` sends what is left (the page is being hidden or left). */
export class ImpressionCollector<Id> {
  private readonly counted = new Set<Id>()
  private readonly waiting = new Map<Id, ReturnType<typeof setTimeout>>()
  private pending: Id[] = []

  constructor(
    private readonly send: (ids: Id[]) => void,
    private readonly batchSize = IMPRESSION_BATCH_SIZE,
    private readonly dwellMs = IMPRESSION_DWELL_MS,
  ) {}

  /** The card came (at least half) into view. */
  visible(id: Id) {
    if (this.counted.has(id) || this.waiting.has(id)) return
    this.waiting.set(
      id,
      setTimeout(() => {
        this.waiting.delete(id)
        this.count(id)
      }, this.dwellMs),
    )
  }

  /** The card left the view before the dwell time was up: no impression. */
  hidden(id: Id) {
    const timer = this.waiting.get(id)
    if (timer === undefined) return
    clearTimeout(timer)
    this.waiting.delete(id)
  }

  flush() {
    if (this.pending.length === 0) return
    const ids = this.pending
    this.pending = []
    this.send(ids)
  }

  private count(id: Id) {
    if (this.counted.has(id)) return
    this.counted.add(id)
    this.pending.push(id)
    if (this.pending.length >= this.batchSize) this.flush()
  }
}
