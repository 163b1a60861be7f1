import { londonDay } from './london-day'
import type { ReportRange } from './report-range'

export interface ReportInput {
  range: ReportRange
  sales: { dealId: number; dealTitle: string; createdAt: string; unitPrice: number }[]
  redemptions: { dealId: number; dealTitle: string; redeemedAt: string }[]
  outstanding: { dealId: number; dealTitle: string; outstanding: number }[]
  /** Every deal of the merchant, listed even without activity. */
  deals?: { dealId: number; dealTitle: string }[]
}

interface Counts {
  sold: number
  salesAmount: number
  redeemed: number
}
const zero = (): Counts => ({ sold: 0, salesAmount: 0, redeemed: 0 })

/** Sales and redemptions per deal, per London day and per (day, deal), and vouchers outstanding
 * (sales and redemptions per deal and per day). Rows outside the range's days are
 * dropped, so callers may over-fetch by a day either side. Money stays in minor units.
 * @example aggregateReport({ range, sales: [], redemptions: [], outstanding: [] }).totals.sold === 0 */
export function aggregateReport(input: ReportInput) {
  const inRange = (day: string) => day >= input.range.from && day <= input.range.to
  const deals = new Map<
    number,
    Counts & { dealId: number; dealTitle: string; outstanding: number }
  >()
  const days = new Map<string, Counts>()
  const cells = new Map<string, Counts & { date: string; dealId: number; dealTitle: string }>()
  const dealOf = (dealId: number, dealTitle: string) => {
    const deal = deals.get(dealId) ?? { dealId, dealTitle, ...zero(), outstanding: 0 }
    deals.set(dealId, deal)
    return deal
  }
  const touch = (day: string, dealId: number, dealTitle: string) => {
    const key = `${day}|${dealId}`
    const cell = cells.get(key) ?? { date: day, dealId, dealTitle, ...zero() }
    cells.set(key, cell)
    const total = days.get(day) ?? zero()
    days.set(day, total)
    return [dealOf(dealId, dealTitle), total, cell] as const
  }
  for (const deal of input.deals ?? []) dealOf(deal.dealId, deal.dealTitle)
  for (const sale of input.sales) {
    const day = londonDay(sale.createdAt)
    if (!inRange(day)) continue
    for (const counts of touch(day, sale.dealId, sale.dealTitle)) {
      counts.sold += 1
      counts.salesAmount += sale.unitPrice
    }
  }
  for (const redemption of input.redemptions) {
    const day = londonDay(redemption.redeemedAt)
    if (!inRange(day)) continue
    for (const counts of touch(day, redemption.dealId, redemption.dealTitle)) counts.redeemed += 1
  }
  for (const row of input.outstanding)
    dealOf(row.dealId, row.dealTitle).outstanding = row.outstanding
  const dealList = [...deals.values()].sort((a, b) => a.dealId - b.dealId)
  const sum = (key: keyof Counts | 'outstanding') =>
    dealList.reduce((total, deal) => total + deal[key], 0)
  return {
    deals: dealList,
    days: [...days.entries()]
      .map(([date, counts]) => ({ date, ...counts }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    rows: [...cells.values()].sort((a, b) => a.date.localeCompare(b.date) || a.dealId - b.dealId),
    totals: {
      sold: sum('sold'),
      salesAmount: sum('salesAmount'),
      redeemed: sum('redeemed'),
      outstanding: sum('outstanding'),
    },
  }
}
