import { describe, expect, it } from 'vitest'
import { purchaseCounters } from '../checkout/purchase-counters'
import { capScopes } from './past-purchases'

describe('capScopes', () => {
  it('names the scopes exactly as order placement counts them', () => {
    // Sunday evening in London is still the ISO week that began on Monday the 16th.
    const now = new Date('2026-11-22T23:30:00Z')
    const written = purchaseCounters(
      [{ dealId: 7, productId: 70, quantity: 1 }],
      [{ dealId: 7, productId: 70, dealCap: 1, dailyCap: 1, weeklyCap: 1, productCap: 1 }],
      now,
      'Europe/London',
    ).map((counter) => counter.scope)
    expect(Object.values(capScopes(7, 70, now, 'Europe/London')).sort()).toEqual(written.sort())
    expect(capScopes(7, 70, now, 'Europe/London')).toEqual({
      deal: 'deal:7',
      day: 'day:7:2026-11-22',
      week: 'week:7:2026-11-16',
      product: 'product:70',
    })
  })
})
