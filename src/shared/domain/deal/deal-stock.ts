/** One product's stock counts, as deal_products holds them; null means not limited. */
export interface ProductStock {
  price: number
  soldOut: boolean
  totalRemaining: number | null
  totalRemainingForDay: number | null
  totalRemainingForWeek: number | null
}

export interface DealStock {
  /** Units the deal may still sell today and this week over all its products; null when some
   * product is not limited (the deal is then not limited either). */
  totalRemainingForDay: number | null
  totalRemainingForWeek: number | null
  /** The deal has sold every unit it may sell today (this week): storefront §3 flags a deal
   * page reads to say "sold out for today" rather than "sold out". */
  dailyPurchaseCapReached: boolean
  weeklyPurchaseCapReached: boolean
}

/** The deal-level daily and weekly counts of §3 from its products' counts, the same for every
 * visitor (a customer's own caps are userDealInfo's business).
 * @example dealStock([{ ...p, totalRemainingForDay: 0 }, { ...p, totalRemainingForDay: 0 }]).dailyPurchaseCapReached === true */
export function dealStock(products: readonly ProductStock[]): DealStock {
  const sum = (pick: (p: ProductStock) => number | null): number | null => {
    if (products.length === 0) return null
    let total = 0
    for (const product of products) {
      const value = pick(product)
      if (value === null) return null
      total += Math.max(0, value)
    }
    return total
  }
  const totalRemainingForDay = sum((p) => p.totalRemainingForDay)
  const totalRemainingForWeek = sum((p) => p.totalRemainingForWeek)
  return {
    totalRemainingForDay,
    totalRemainingForWeek,
    dailyPurchaseCapReached: totalRemainingForDay === 0,
    weeklyPurchaseCapReached: totalRemainingForWeek === 0,
  }
}

/** The lead product: the one a deal card's lead-in price stands for, i.e. the cheapest product
 * still on sale (first in display order on a tie), or the first product when all are sold out;
 * null for a deal without products.
 * @example leadProductIndex([{ ...p, price: 3000 }, { ...p, price: 2000 }]) === 1 */
export function leadProductIndex(products: readonly ProductStock[]): number | null {
  if (products.length === 0) return null
  let lead: number | null = null
  products.forEach((product, i) => {
    if (!onSale(product)) return
    if (lead === null || product.price < (products[lead]?.price ?? Infinity)) lead = i
  })
  return lead ?? 0
}

const onSale = (p: ProductStock) =>
  !p.soldOut &&
  p.totalRemaining !== 0 &&
  p.totalRemainingForDay !== 0 &&
  p.totalRemainingForWeek !== 0
