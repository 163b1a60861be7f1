import type { DealTables } from './deal-columns'
import type { Merchants } from './merchants'
import { Prng } from './prng'
import { TableRows } from './sql'

export const bundleTable = () =>
  new TableRows('deal_bundle_children', ['deal_id', 'position', 'merchant_id'])
export type BundleTable = ReturnType<typeof bundleTable>

/** One deal in this many is a bundle, so a small test catalogue still has a few. */
const BUNDLE_EVERY = 40

/** Bundle deals (migrations/0037): every BUNDLE_EVERY-th deal also sells the services of two or
 * three other merchants of its country. Drawn from its own PRNG derived from the seed, so
 * adding bundles left every other generated row as it was.
 * @example addBundles(table, deals, merchants, 1) // deal 7 gets children at positions 1..3 */
export function addBundles(
  table: BundleTable,
  deals: DealTables['deals'],
  merchants: Merchants['merchants'],
  seed: number,
): void {
  const rng = new Prng(seed ^ 0x0b0d1e5)
  for (const deal of deals.rows) {
    if ((deal.id as number) % BUNDLE_EVERY !== 7) continue
    const others = merchants.rows.filter(
      (m) => m.country_code === deal.country_code && m.id !== deal.merchant_id,
    )
    rng.sample(others, rng.int(2, 3)).forEach((merchant, i) => {
      table.add({ deal_id: deal.id, position: i + 1, merchant_id: merchant.id })
    })
  }
}
