import type { KVNamespace } from '@cloudflare/workers-types'

/** Seconds a (deal, date) pair stays priced. KV's shortest TTL is 60 s. */
const FLIGHT_PRICING_TTL = 60

/** Stand-in for the live flight-pricing provider behind §7's "flights /cheapest ... status 200,
 * 202 or 204": a real provider prices a date's flights asynchronously, and the calendar polls
 * while it answers 202 (§9 "Availability load: 40 tries at 300 ms"). Deterministically, the
 * first ask for a pair starts "pricing" (answers false and records the pair in KV) and every ask
 * while the record lives finds it priced. When the record expires the next ask prices again, as
 * a provider's price cache would. */
export class FlightPricing {
  constructor(private readonly kv: KVNamespace) {}

  static key(dealId: number, date: string): string {
    return `flights-pending:${dealId}:${date}`
  }

  /** Whether the pair's flights are priced; starts pricing them when not. */
  async isPriced(dealId: number, date: string): Promise<boolean> {
    const key = FlightPricing.key(dealId, date)
    if ((await this.kv.get(key)) !== null) return true
    await this.kv.put(key, 'pricing', { expirationTtl: FLIGHT_PRICING_TTL })
    return false
  }
}
