import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { addCalendarDays } from '../../src/shared/domain/dates'
import { longDay } from '../../src/shared/format/long-date'
import { isValidStay } from '../../src/client/islands/deal/travel-calendar-dates'
import type { AvailabilityResponse } from '../../src/shared/schemas/availability'
import { MerchantReportResponse } from '../../src/shared/schemas/merchant'
import { axeAudit } from './support/axe'
import { live } from './support/islands'
import { collectProblems } from './support/problems'
import { payByCard, registerAtCheckout } from './support/shopper'
import { STAFF, signInAsStaff } from './support/staff'
import { PHONE } from './support/viewports'

interface HotelStay {
  urlPath: string
  productId: number
  checkIn: string
  checkOut: string
}

/** A 2-night stay for two next month at a hotel of the signed-in merchant: a deal of theirs
 * sold by date without flights, found through the APIs the calendar uses, so the test follows
 * the seed (its dates move with the pinned today). */
async function hotelStayOf(merchant: Page, api: APIRequestContext): Promise<HotelStay> {
  const report = MerchantReportResponse.parse(
    await (await merchant.request.get('/api/v1/merchant/reports')).json(),
  )
  for (const { dealId } of report.data.deals) {
    const res = await api.get(`/api/v1/deal/${dealId}`)
    if (!res.ok()) continue
    const deal = (await res.json()) as {
      urlPath: string
      vipOnly: boolean
      productDisplay: { type: string }
      display: { dynamicTravelDeal: boolean }
      products: { id: number }[]
    }
    const productId = deal.products[0]?.id
    if (deal.productDisplay.type !== 'calendar' || deal.display.dynamicTravelDeal) continue
    if (deal.vipOnly || productId === undefined) continue
    const forStay = `leadProductId=${productId}&quantity=2`
    const first = (await (
      await api.get(`/api/v1/availability/deal/${dealId}?${forStay}`)
    ).json()) as AvailabilityResponse
    if (first.nextAvailableMonth === null) continue
    const next = (await (
      await api.get(
        `/api/v1/availability/deal/${dealId}?${forStay}&month=${first.nextAvailableMonth}&year=${first.nextAvailableYear}`,
      )
    ).json()) as AvailabilityResponse
    const days = new Map(next.calendarDateViewVOList.map((day) => [day.date, day]))
    for (const day of next.calendarDateViewVOList) {
      const checkOut = addCalendarDays(day.date, 2)
      if (isValidStay(days, day.date, checkOut, next.supportedNumberOfNights)) {
        return { urlPath: deal.urlPath, productId, checkIn: day.date, checkOut }
      }
    }
  }
  throw new Error('the seeded bookings merchant has no hotel stay to sell next month')
}

test.describe('merchant arrivals in Chromium', () => {
  test('a shopper books a stay, the hotel sees its dates and guests under Arrivals', async ({
    newContext,
    shopper: buyer,
  }) => {
    const merchant = await (await newContext(PHONE)).newPage()
    const shopper = await (await newContext(PHONE)).newPage()
    const problems = collectProblems(merchant)
    // In the seed, the merchant of the first deal booked on redemption is a hotel.
    await signInAsStaff(merchant, STAFF.bookings)
    const stay = await hotelStayOf(merchant, shopper.request)

    // Named for this run, so the row found is the stay booked here.
    const lastName = `Arrival${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`
    const query = new URLSearchParams({
      arrival: stay.checkIn,
      departure: stay.checkOut,
      guests: '2',
      productId: String(stay.productId),
    })
    await shopper.goto(`${stay.urlPath}?${query}`, { waitUntil: 'domcontentloaded' })
    await expect(shopper.getByTestId('travel-total')).toBeVisible({ timeout: 30_000 })
    await Promise.all([
      shopper.waitForURL(/\/checkout\/[\w-]{11,}$/),
      shopper.getByTestId('travel-calendar').getByRole('button', { name: 'Add to basket' }).click(),
    ])
    await live(shopper, 'checkout-app')
    await registerAtCheckout(shopper, buyer)
    for (const [n, firstNames] of [
      [1, 'Grace'],
      [2, 'Alan'],
    ] as const) {
      const passenger = shopper
        .locator('fieldset')
        .filter({ hasText: `Passenger ${n}` })
        .first()
      await passenger.getByLabel('Title').selectOption('Ms')
      await passenger.getByLabel('First names (as on passport)').fill(firstNames)
      await passenger.getByLabel('Last name (as on passport)').fill(lastName)
      await passenger.getByLabel('Day').fill('9')
      await passenger.getByLabel('Month').fill('3')
      await passenger.getByLabel('Year').fill('1971')
      await passenger.getByLabel('Contact phone').fill('07700900123')
    }
    await payByCard(shopper)
    await expect(shopper.getByTestId('voucher-stay').first()).toBeVisible()

    await merchant.getByRole('link', { name: 'Arrivals' }).first().click()
    await expect(merchant).toHaveURL(/\/merchant\/arrivals$/)
    const table = merchant.getByRole('table', { name: /Upcoming stays/ })
    const row = table.getByRole('row').filter({ hasText: `Ms Grace ${lastName}` })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('rowheader')).toHaveText(longDay(stay.checkIn))
    await expect(row).toContainText(longDay(stay.checkOut))
    await expect(row).toContainText(`Ms Alan ${lastName}`)
    await expect(row.getByTestId('arrival-status')).toHaveText('Ready to Redeem')
    // Who arrives, not how old they are.
    await expect(row).not.toContainText('1971')
    expect(await axeAudit(merchant, 'arrivals')).toEqual([])

    // The till names the same stay and its lead guest.
    const code = (await row.locator('code').first().innerText()).trim()
    await merchant.goto('/merchant/redeem')
    await live(merchant, 'merchant-redeem')
    await merchant.getByLabel('Voucher code').fill(code)
    await merchant.getByRole('button', { name: 'Find voucher' }).click()
    await expect(merchant.getByTestId('merchant-voucher-guest')).toHaveText(`Ms Grace ${lastName}`)
    await expect(merchant.getByTestId('merchant-voucher-stay')).toContainText(longDay(stay.checkIn))
    expect(problems).toEqual([])
  })
})
