import {
  EXIT_PROMO_IDLE_MS,
  EXIT_PROMO_MAX_DEALS,
  EXIT_PROMO_MOUSE_TOP_PX,
} from '../../config/constants'

/** Local-storage key: §4 "shown at most once per browser (recorded in local storage)". */
export const EXIT_PROMO_SHOWN_KEY = 'exitPromotionShown'

// §4 "Not shown on checkout, my account, benefits, my gift or content pages".
const EXCLUDED_PAGE_TYPES: ReadonlySet<string> = new Set([
  'checkout',
  'order-addon',
  'myaccount',
  'vouchers',
  'account',
  'claim-gift',
])
// By first path segment too, for pages whose type says less: /second-checkout/benefits is the
// benefits page, /page/* the content pages.
const EXCLUDED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'checkout',
  'second-checkout',
  'myaccount',
  'mygift',
  'page',
])

export interface ExitPromotionPageInput {
  brandId: string
  pageType: string
  path: string
}

/** Whether a page may carry the exit promotion at all: main brand only (§6), never on the
 * excluded pages (§4). The server decides this; desktop and "once" are the browser's to know.
 * @example isExitPromotionPage({ brandId: 'dealio', pageType: 'homepage', path: '/deals/london' }) // true */
export function isExitPromotionPage({ brandId, pageType, path }: ExitPromotionPageInput): boolean {
  if (brandId !== 'dealio') return false
  if (EXCLUDED_PAGE_TYPES.has(pageType)) return false
  const first = path.split('/').find(Boolean)?.toLowerCase() ?? ''
  return !EXCLUDED_FIRST_SEGMENTS.has(first)
}

/** §4 trigger "the mouse within 10 px of the top of the page" (clientY, so scrolling does not
 * count: the pointer is heading for the tabs or the address bar).
 * @example isMouseNearTop(4) // true */
export const isMouseNearTop = (clientY: number, limitPx = EXIT_PROMO_MOUSE_TOP_PX) =>
  clientY >= 0 && clientY <= limitPx

export interface ExitPromotionTrigger {
  /** Touch, scroll, click or keydown: restarts the idle clock. */
  activity(): void
  /** A mouse move; fires at once when near the top. */
  mouseMove(clientY: number): void
  stop(): void
}

/** The §4 triggers: `idleMs` (20000) without activity, or the mouse near the top. Fires once,
 * then stops. Timers are the host's (`setTimeout`), so tests drive it with fake timers.
 * @example const t = exitPromotionTrigger(show); t.activity() // idle clock restarts */
export function exitPromotionTrigger(
  onTrigger: () => void,
  idleMs: number = EXIT_PROMO_IDLE_MS,
): ExitPromotionTrigger {
  let timer: ReturnType<typeof setTimeout> | undefined
  let done = false
  const fire = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    onTrigger()
  }
  const restart = () => {
    if (done) return
    clearTimeout(timer)
    timer = setTimeout(fire, idleMs)
  }
  restart()
  return {
    activity: restart,
    mouseMove: (clientY) => {
      if (isMouseNearTop(clientY)) fire()
    },
    stop: () => {
      done = true
      clearTimeout(timer)
    },
  }
}

/** §9 "at most 6 deals, unique by id, fallback chain recently viewed, then recommended, then
 * new products": the lists in chain order, first occurrence wins.
 * @example pickExitPromotionDeals([[{ id: 1 }], [{ id: 1 }, { id: 2 }]]) // [{ id: 1 }, { id: 2 }] */
export function pickExitPromotionDeals<T extends { id: number }>(
  chain: readonly (readonly T[])[],
  max: number = EXIT_PROMO_MAX_DEALS,
): T[] {
  const picked: T[] = []
  const seen = new Set<number>()
  for (const deal of chain.flat()) {
    if (picked.length >= max) break
    if (seen.has(deal.id)) continue
    seen.add(deal.id)
    picked.push(deal)
  }
  return picked
}
