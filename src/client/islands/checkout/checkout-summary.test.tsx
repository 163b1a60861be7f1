import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { orderSummary } from '../../../shared/domain/checkout/order-summary'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import { CheckoutSummary, totalLabel } from './checkout-summary'

/** The summary's rows, as label and signed minor units. */
function rowsOf(view: CheckoutView): [string, number][] {
  const html = renderToStaticMarkup(<CheckoutSummary view={view} />)
  return [...html.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map(([, label, amount]) => [
    label!,
    (amount!.startsWith('−') ? -1 : 1) * Math.round(Number(amount!.replace(/[^\d.]/g, '')) * 100),
  ])
}

// Only what the summary reads; the rest of a checkout does not change it.
const viewOf = (summary: ReturnType<typeof orderSummary>) =>
  ({ orderSummary: summary, wallet: null }) as unknown as CheckoutView

describe('the checkout summary', () => {
  it('adds up to what is paid today when a deposit leaves a balance for later', () => {
    const summary = orderSummary({
      currency: 'GBP',
      lines: [
        { lineId: 'stay', payNow: 5000, payLater: 22600 },
        { lineId: 'spa', payNow: 3000, payLater: 0 },
      ],
      giftingTotal: 199,
      postageTotal: 0,
      vip: false,
      addVipMembership: true,
      promoDiscount: 300,
    })
    const rows = rowsOf(viewOf(summary))
    expect(rows[0]).toEqual(['Subtotal', 30600])
    expect(rows).toContainEqual(['Balance, paid later', -22600])
    expect(rows.reduce((sum, [, amount]) => sum + amount, 0)).toBe(summary.totalOrderAmount)
    expect(totalLabel(viewOf(summary))).toBe('To pay today')
  })

  it('is the plain total without a balance', () => {
    const summary = orderSummary({
      currency: 'EUR',
      lines: [{ lineId: 'spa', payNow: 3000, payLater: 0 }],
      giftingTotal: 0,
      postageTotal: 399,
      vip: false,
      addVipMembership: false,
      promoDiscount: 0,
    })
    const rows = rowsOf(viewOf(summary))
    expect(rows.map(([label]) => label)).toEqual(['Subtotal', 'Postage'])
    expect(rows.reduce((sum, [, amount]) => sum + amount, 0)).toBe(summary.totalOrderAmount)
    expect(totalLabel(viewOf(summary))).toBe('Total')
  })
})
