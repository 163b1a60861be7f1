import { describe, expect, it } from 'vitest'
import { classifyPromo } from '../../../shared/domain/promo/classify'
import type { PromoCodeRow } from '../../storage/promo-repository'
import { promoCodeOf, withMinimumSpend } from './promo-rules'
import { testNow } from '../../../../scripts/lib/test-clock.mjs'

const row: PromoCodeRow = {
  code: 'SAVE5',
  kind: 'fixed',
  value: 500,
  currency: 'GBP',
  maxDiscount: null,
  dealId: null,
  userId: null,
  singleUse: 0,
  maxUsesPerUser: null,
  startsAt: null,
  expiresAt: null,
  minSpend: 2000,
}
const classify = (code: PromoCodeRow, amount: number) => {
  const lines = [{ lineId: 'a', dealId: 7, amount }]
  const result = classifyPromo({
    promo: promoCodeOf(code),
    lines,
    currency: 'GBP',
    userId: '1',
    timesUsed: 0,
    timesUsedByUser: 0,
    now: new Date(testNow()),
  })
  return withMinimumSpend(result, code.minSpend, lines, code.dealId)
}

describe('promo rules', () => {
  it('applies a fixed code once the minimum spend is reached', { tags: ['dated'] }, () => {
    expect(classify(row, 2000)).toMatchObject({ applicable: true, discount: 500 })
  })
  it('reads a basket under the minimum spend as not applicable', { tags: ['dated'] }, () => {
    expect(classify(row, 1999)).toMatchObject({ applicable: false, status: 'not_applicable' })
  })
  it('maps per-deal and per-user codes onto the classifier', () => {
    const code = promoCodeOf({ ...row, kind: 'percentage', value: 20, dealId: 7, userId: 3 })
    expect(code).toMatchObject({ dealIds: [7], userIds: ['3'], discount: { percent: 20 } })
  })
})
