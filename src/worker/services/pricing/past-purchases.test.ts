import { describe, expect, it } from 'vitest'
import { purchaseCounters } from '../checkout/purchase-counters'
import { capScopes } from '../../../shared/domain/basket/purchase-caps'
import { addCalendarDays } from '../../../shared/domain/dates'
import { londonTime, testWeekStart } from '../../../../scripts/lib/test-clock.mjs'

describe('capScopes', () => {
  it('names the scopes exactly as order placement counts them', { tags: ['dated'] }, () => {
    // Sunday evening in London is still the ISO week that began on the Monday before.
    const monday = testWeekStart()
    const sunday = addCalendarDays(monday, 6)
    const now = new Date(londonTime(sunday, 23, 30))
    const written = purchaseCounters(
      [{ dealId: 7, productId: 70, quantity: 1 }],
      [{ dealId: 7, productId: 70, dealCap: 1, dailyCap: 1, weeklyCap: 1, productCap: 1 }],
      now,
      'Europe/London',
    ).map((counter) => counter.scope)
    expect(Object.values(capScopes(7, 70, now, 'Europe/London')).sort()).toEqual(written.sort())
    expect(capScopes(7, 70, now, 'Europe/London')).toEqual({
      deal: 'deal:7',
      day: `day:7:${sunday}`,
      week: `week:7:${monday}`,
      product: 'product:70',
    })
  })
})
