/** Live stock over cached HTML (DESIGN 'Caching'): a page may come from the page cache, so
 * after load every element marked `data-stock-deal` gets its sold-out, capped or 'only N left'
 * state from `/api/v1/stock`. Plain DOM, no React: it runs on every page and must stay tiny.
 * Not an SWR read (api/swr.ts) for that reason: SWR's hooks need a React component, and no
 * island reads stock, so there is no second reader to share the request with. */

interface Stock {
  soldOut: boolean
  remaining: number | null
  capReached: boolean
}
type DealStock = Stock & { products: Record<string, Stock> }

/** Below this many units a shopper is told how many are left (§4 'limited availability'). */
const LIMITED_BELOW = 10

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
  const ids = [...new Set(holders.map((el) => el.dataset.stockDeal).filter(Boolean))].slice(0, 100)
  if (ids.length === 0) return
  let deals: Record<string, DealStock>
  try {
    const res = await fetch(`/api/v1/stock?ids=${ids.join(',')}`, { credentials: 'same-origin' })
    if (!res.ok) return
    deals = ((await res.json()) as { deals: Record<string, DealStock> }).deals
  } catch {
    return // offline or blocked: the server-rendered state stays, nothing to tell the shopper
  }
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
