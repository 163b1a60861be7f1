import type { DealTables } from './deal-columns'
import { isoAt } from './dates'
import { Prng } from './prng'
import { TableRows } from './sql'

/** Sponsored ads and recent purchases (migrations/0005). Each draws from its own PRNG derived
 * from the seed, so adding them left every other generated row as it was. */
export function discoveryTables() {
  return {
    sponsoredAds: new TableRows('sponsored_ads', [
      'ad_id',
      'deal_id',
      'bid',
      'starts_at',
      'ends_at',
      'active',
    ]),
    purchases: new TableRows('deal_purchases', [
      'id',
      'deal_id',
      'product_id',
      'quantity',
      'purchased_at',
    ]),
  }
}
export type DiscoveryTables = ReturnType<typeof discoveryTables>

const MAX_ADS = 48
const ADS_PER_DEALS = 12

/** Deals a visitor can see on `today`: open, not VIP-only, already open and not closing. */
function liveDeals(deals: DealTables['deals'], today: string) {
  const from = isoAt(today, 0)
  const until = isoAt(today, 2)
  return deals.rows.filter(
    (d) =>
      d.open === true &&
      d.vip_only === false &&
      (d.opens_at as string) < from &&
      (d.closing_date as string) > until,
  )
}

/** A few dozen ads (one per twelve deals, at most 48) on live deals, a tenth of them paused.
 * Bids are cost per click in the deal's minor units. */
export function addSponsoredAds(
  tables: DiscoveryTables,
  deals: DealTables['deals'],
  seed: number,
  today: string,
): void {
  const rng = new Prng((seed ^ 0x5a0d5) >>> 0)
  const count = Math.min(MAX_ADS, Math.ceil(deals.size / ADS_PER_DEALS))
  const chosen = rng.sample(liveDeals(deals, today), count)
  chosen.sort((a, b) => (a.id as number) - (b.id as number))
  for (const deal of chosen) {
    tables.sponsoredAds.add({
      ad_id: tables.sponsoredAds.size + 1,
      deal_id: deal.id,
      bid: rng.int(20, 150),
      starts_at: isoAt(today, -rng.int(1, 30)),
      ends_at: isoAt(today, rng.int(7, 60)),
      active: !rng.chance(0.1),
    })
  }
}

/** Purchases of live deals from two days before `today` to the end of it, so the social cues
 * (last 6, 12 and 24 hours, §3) have counts whatever the hour the seed is viewed that day. */
export function addRecentPurchases(
  tables: DiscoveryTables,
  dealTables: DealTables,
  seed: number,
  today: string,
): void {
  const rng = new Prng((seed ^ 0xb0a9e) >>> 0)
  const firstProduct = new Map<unknown, unknown>()
  for (const p of dealTables.products.rows) {
    if (!firstProduct.has(p.deal_id)) firstProduct.set(p.deal_id, p.id)
  }
  for (const deal of liveDeals(dealTables.deals, today)) {
    if ((deal.total_bought as number) === 0 || !rng.chance(0.4)) continue
    const purchases = rng.int(1, 8)
    const minutes: number[] = []
    for (let i = 0; i < purchases; i++) minutes.push(rng.int(-2 * 1440, 1439))
    minutes.sort((a, b) => a - b)
    for (const minute of minutes) {
      tables.purchases.add({
        id: tables.purchases.size + 1,
        deal_id: deal.id,
        product_id: (firstProduct.get(deal.id) as number | undefined) ?? null,
        quantity: rng.weighted([1, 2, 3, 4], [70, 20, 7, 3]),
        purchased_at: isoAt(today, minute / 1440),
      })
    }
  }
}
