import { DEFAULT_HTTP_TIMEOUT_MS } from '../shared/config/constants'
import { readOnce } from './api/swr'

/** Live stock over cached HTML (DESIGN 'Caching'): a page may come from the page cache, so
 * after load every element marked `data-stock-deal` gets its sold-out, capped or 'only N left'
 * state from `/api/v1/stock`. Plain DOM, no React: it runs on every page and must stay tiny.
 * The read is an SWR read all the same (api/swr.ts readOnce), keyed by its API path, so the
 * deal page's product picker, which reads the same key through useRead (stockKeyFor), takes
 * this request instead of making its own. */

interface Stock {
  soldOut: boolean
  remaining: number | null
  capReached: boolean
}
type DealStock = Stock & { products: Record<string, Stock> }
/** `GET /api/v1/stock` (shared/schemas/stock.ts StockResponse, not parsed with zod here: the
 * entry bundle stays free of it); null when the read failed. */
export type StockAnswer = { deals: Record<string, DealStock> } | null

/** Below this many units a shopper is told how many are left (§4 'limited availability'). */
const LIMITED_BELOW = 10

const stockKey = (ids: readonly string[]) => `/api/v1/stock?ids=${ids.join(',')}`

/** The deals the page's own read asks for: set once by syncLiveStock, before any island
 * hydrates (the entry starts it in the first task after its own run, before any island's). */
let pageIds: string[] = []

/** The SWR key an island reads one deal's stock by: the page's read when it covers the deal,
 * so the page asks once, else a read of that deal alone.
 * @example useRead(stockKeyFor(dealId), loadStock) */
export const stockKeyFor = (dealId: number): string =>
  stockKey(pageIds.includes(String(dealId)) ? pageIds : [String(dealId)])

/** The fetcher of every stock key. Offline, blocked or a non-JSON answer: null, and the
 * server-rendered state stays (the basket checks stock again anyway). */
export async function loadStock(key: string): Promise<StockAnswer> {
  try {
    // Raw fetch, not callRoute: the fetcher is handed its SWR key (the URL), and this runs on
    // every page, whose budget has no room for callRoute's transport.
    const res = await fetch(key, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(DEFAULT_HTTP_TIMEOUT_MS),
    })
    return res.ok ? ((await res.json()) as StockAnswer) : null
  } catch {
    return null
  }
}

function label(stock: Stock): string {
  if (stock.soldOut) return 'Sold out'
  if (stock.capReached) return "Today's limit reached: back soon"
  if (stock.remaining !== null && stock.remaining <= LIMITED_BELOW) {
    return `Only ${stock.remaining} left`
  }
  return ''
}

function apply(element: Element | null, stock: Stock | undefined) {
  if (!(element instanceof HTMLElement) || !stock) return
  const text = label(stock)
  element.textContent = text
  element.hidden = text === ''
}

export async function syncLiveStock(root: ParentNode = document): Promise<void> {
  const holders = [...root.querySelectorAll<HTMLElement>('[data-stock-deal]')]
  const ids = [...new Set(holders.map((el) => el.dataset.stockDeal ?? ''))].filter(Boolean)
  if (ids.length === 0) return
  pageIds = ids.slice(0, 100)
  const deals = (await readOnce(stockKey(pageIds), loadStock))?.deals
  if (!deals) return
  for (const holder of holders) {
    const stock = deals[holder.dataset.stockDeal ?? '']
    if (!stock) continue
    holder.dataset.stockState = stock.soldOut ? 'sold-out' : stock.capReached ? 'capped' : 'on-sale'
    apply(holder.querySelector('[data-stock-label="deal"]'), stock)
    for (const row of holder.querySelectorAll<HTMLElement>('[data-stock-product]')) {
      apply(
        row.querySelector('[data-stock-label="product"]'),
        stock.products[row.dataset.stockProduct ?? ''],
      )
    }
  }
}
