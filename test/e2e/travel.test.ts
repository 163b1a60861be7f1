import type { Page } from '@playwright/test'
import { stayDates } from '../../src/shared/format/long-date'
import { test, expect } from './support/fixtures'
import type { AvailabilityResponse } from '../../src/shared/schemas/availability'
import { addCalendarDays } from '../../src/shared/domain/dates'
import { dayLabel, isValidStay } from '../../src/client/islands/deal/travel-calendar-dates'
import { live } from './support/islands'
import { e2eBaseUrl } from './support/server-address'
import {
  bankChallenge,
  bankPage,
  fillCard,
  payByCard,
  registerAtCheckout,
  type Shopper,
} from './support/shopper'
import { DESKTOP, PHONE } from './support/viewports'

// A seeded package with flights from regional airports and a deposit option: /{id}/{product}/
// is the short deal path, which redirects to the canonical one.
const DEAL_ID = 948
const PRODUCT_ID = 2226
const DEAL_PATH = `/${DEAL_ID}/${PRODUCT_ID}/`

const getJson = async <T>(path: string): Promise<T> =>
  (await fetch(`${e2eBaseUrl()}${path}`)).json() as T

/** A 3-night stay next month (or `monthsAhead` months on) with flights on its first day, found
 * through the same API the calendar uses, so the test follows the seed's dates (they move with
 * the pinned today). */
async function nextMonthStay(monthsAhead = 1): Promise<{ checkIn: string; checkOut: string }> {
  // The page opens on the path's product, and nights have their own stock: ask for that
  // product with room for 4 guests (2 rooms for two), the most a test asks for, and one more
  // room, as another test may have booked one.
  const forStay = `leadProductId=${PRODUCT_ID}&quantity=3`
  let next = await getJson<AvailabilityResponse>(`/api/v1/availability/deal/${DEAL_ID}?${forStay}`)
  for (let i = 0; i < monthsAhead; i++) {
    next = await getJson<AvailabilityResponse>(
      `/api/v1/availability/deal/${DEAL_ID}?${forStay}&month=${next.nextAvailableMonth}&year=${next.nextAvailableYear}`,
    )
  }
  const days = new Map(next.calendarDateViewVOList.map((day) => [day.date, day]))
  for (const day of next.calendarDateViewVOList) {
    const checkOut = addCalendarDays(day.date, 3)
    if (!isValidStay(days, day.date, checkOut, next.supportedNumberOfNights)) continue
    if (checkOut.slice(0, 7) !== day.date.slice(0, 7)) continue
    const { flights } = await getJson<{ flights: unknown[] }>(
      `/api/v1/flights/${DEAL_ID}/${day.date}`,
    )
    if (flights.length > 0) return { checkIn: day.date, checkOut }
  }
  throw new Error('no 3-night stay with flights next month in the seed')
}

const day = (page: Page, date: string) => page.locator(`[data-date="${date}"]`)

const FIRST_NAMES = ['Ada', 'Charles', 'Grace', 'Alan', 'Mary', 'John', 'Edith', 'Tim']

/** At a stay's checkout: `shopper` registers (express) and gives the passengers as on their
 * passports. */
async function registerWithPassengers(page: Page, shopper: Shopper, passengers: number) {
  await registerAtCheckout(page, shopper)
  for (let n = 1; n <= passengers; n++) {
    const passenger = page
      .locator('fieldset')
      .filter({ hasText: `Passenger ${n}` })
      .first()
    await passenger.getByLabel('Title').selectOption('Mr')
    await passenger.getByLabel('First names (as on passport)').fill(FIRST_NAMES[n - 1]!)
    await passenger.getByLabel('Last name (as on passport)').fill('Lovelace')
    await passenger.getByLabel('Day').fill('10')
    await passenger.getByLabel('Month').fill('12')
    await passenger.getByLabel('Year').fill('1980')
    await passenger.getByLabel('Contact phone').fill('07700900123')
  }
}

/** Add to basket on the calendar: the stay's checkout, live. */
async function addStayToBasket(page: Page) {
  await Promise.all([
    page.waitForURL(/\/checkout\/[\w-]{11,}$/),
    page.getByTestId('travel-calendar').getByRole('button', { name: 'Add to basket' }).click(),
  ])
  await live(page, 'checkout-app')
}

test.describe('the travel calendar in Chromium', () => {
  test.use(PHONE)

  test('books a 3-night stay next month with flights and pays exactly the quoted total', async ({
    page,
    problems,
    shopper,
  }) => {
    const stay = await nextMonthStay()
    await page.goto(DEAL_PATH)
    await live(page, 'travel-calendar')
    const calendar = page.getByTestId('travel-calendar')
    await expect(calendar.getByRole('grid')).toBeVisible()

    await calendar.getByRole('button', { name: 'Next available month' }).click()
    await expect(day(page, stay.checkIn)).toHaveAttribute(
      'aria-label',
      /^\w{3} \d{1,2} \w+, £[\d,.]+, available$/,
    )
    await day(page, stay.checkIn).click()
    // After check-in only dates making a valid stay can be picked: never the day before.
    const before = addCalendarDays(stay.checkIn, -1)
    if (before.slice(0, 7) === stay.checkIn.slice(0, 7)) {
      await expect(day(page, before)).toHaveAttribute('aria-disabled', 'true')
    }
    await day(page, stay.checkOut).click()
    await expect(page.getByTestId('travel-stay')).toContainText('3 nights')

    // Priced from the day's cheapest airport first; then choose that airport in the select.
    const flight = page.getByTestId('travel-flight').first()
    await expect(flight).toBeVisible({ timeout: 20_000 })
    const airport = /([A-Z]{3}) \d{2}:\d{2}/.exec(await flight.innerText())?.[1]
    expect(airport).toBeTruthy()
    await calendar.getByLabel('Flying from').selectOption(airport!)
    const total = page.getByTestId('travel-total')
    await expect(total).toHaveText(/Total .*£[\d,.]+/s, { timeout: 20_000 })
    // Two guests share one room for two: one unit, at the quoted price.
    await expect(total).toHaveText(/Total for 2 guests \(1 room\)/)
    const quoted = (await total.locator('strong').innerText()).trim()

    await addStayToBasket(page)
    // The stay as a shopper reads it: weekdays and months in words, and its nights.
    await expect(page.getByTestId('line-stay')).toHaveText(stayDates(stay.checkIn, stay.checkOut))
    await expect(page.getByTestId('line-stay')).toContainText('(3 nights)')
    await expect(page.getByRole('heading', { name: 'Passenger details' })).toHaveCount(1)
    await expect(page.getByTestId('checkout-total')).toContainText(quoted)

    // Pays exactly the quote.
    await registerWithPassengers(page, shopper, 2)
    await payByCard(page)
    await expect(page.getByTestId('order-total')).toHaveText(quoted, { useInnerText: true })
    // The voucher names the stay in the same words as the checkout, never as ISO dates.
    await expect(page.getByTestId('voucher-stay').first()).toHaveText(
      `Stay: ${stayDates(stay.checkIn, stay.checkOut)}`,
    )
    expect(problems.join('\n')).toBe('')
  })

  test.describe('on a desktop', () => {
    test.use(DESKTOP)

    test('opens a hotel-ads landing with its stay selected and moves days with the keyboard', async ({
      page,
      problems,
    }) => {
      const stay = await nextMonthStay()
      const query = new URLSearchParams({
        arrival: stay.checkIn,
        departure: stay.checkOut,
        guests: '4',
        productId: String(PRODUCT_ID),
        utm_medium: 'paid-hotel-ads',
        utm_source: 'google',
      })
      await page.goto(`${DEAL_PATH}?${query}`, { waitUntil: 'domcontentloaded' })
      // The stay in words, as the rooms below it name their dates.
      await expect(page.getByTestId('travel-stay')).toContainText(
        `Check-in ${dayLabel(stay.checkIn)}, check-out ${dayLabel(stay.checkOut)}`,
        { timeout: 20_000 },
      )
      await expect(page.getByLabel('Guests')).toHaveValue('4')
      await expect(page.getByTestId('travel-total')).toBeVisible({ timeout: 20_000 })

      // Keyboard: one tab stop in the grid, arrows move it, Escape clears the stay.
      await day(page, stay.checkIn).focus()
      await page.keyboard.press('ArrowRight')
      await expect(page.locator(':focus')).toHaveAttribute(
        'data-date',
        addCalendarDays(stay.checkIn, 1),
      )
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('travel-stay')).toHaveText('', { useInnerText: true })
      expect(problems.join('\n')).toBe('')
    })
  })

  test('shows an empty calendar and a toast when the availability data is malformed', async ({
    page,
  }) => {
    await page.route('**/api/v1/availability/**', (route) =>
      route.fulfill({ json: { calendarDateViewVOList: 'not a list' } }),
    )
    await page.goto(DEAL_PATH)
    await live(page, 'travel-calendar')
    const calendar = page.getByTestId('travel-calendar')
    await expect(page.getByTestId('travel-toast')).toHaveText(/could not load/)
    await expect(calendar.getByRole('grid')).toHaveCount(1)
    await expect(calendar.locator('[aria-disabled="false"]')).toHaveCount(0)
  })

  test('books a stay on a deposit, then pays the balance from the voucher page with a card the bank challenges', async ({
    page,
    problems,
    shopper,
  }) => {
    // Far enough ahead that the balance falls due weeks after booking.
    const stay = await nextMonthStay(3)
    const query = new URLSearchParams({
      arrival: stay.checkIn,
      departure: stay.checkOut,
      guests: '2',
      productId: String(PRODUCT_ID),
    })
    await page.goto(`${DEAL_PATH}?${query}`, { waitUntil: 'domcontentloaded' })
    await expect(page.getByTestId('travel-total')).toBeVisible({ timeout: 30_000 })
    await page.getByLabel(/Pay a deposit of/).check()
    await expect(page.getByTestId('travel-balance')).toBeVisible()
    const quote = page.getByTestId('travel-total')
    const full = (await quote.locator('strong').innerText()).trim()
    const today = /Pay (\S+) today/.exec(await quote.innerText())?.[1]
    expect(today).toBeTruthy()
    await addStayToBasket(page)
    // The summary adds up: the stay's full price, less the balance paid later, is paid today.
    const summary = page.getByTestId('order-summary')
    await expect(summary.locator('div').first()).toHaveText(`Subtotal${full}`)
    await expect(summary).toContainText('Balance, paid later−£')
    await expect(page.getByTestId('checkout-total')).toHaveText(`To pay today${today}`)

    const balance = /−(£[\d,.]+)/.exec(await summary.innerText())?.[1]
    expect(balance).toBeTruthy()
    await registerWithPassengers(page, shopper, 2)
    await payByCard(page)
    // The confirmation says what is left to pay, by when, and where.
    await expect(page.getByTestId('order-balance')).toContainText(
      new RegExp(
        `^Balance to pay later: ${balance!.replace('.', '\\.')}, due by \\w+day \\d{1,2} \\w+ \\d{4}\\.`,
      ),
    )

    // The voucher: the balance, its due date, and the card client's fields that pay it, with
    // the bank's 3-D Secure challenge completed.
    await page.goto('/myaccount/vouchers')
    await page.locator('a[href^="/myaccount/vouchers/"]').first().click()
    await live(page, 'deposit-balance')
    const panel = page.getByTestId('deposit-balance')
    const due = (await panel.getByTestId('deposit-balance-due').innerText()).trim()
    expect(due).toMatch(/^£[\d,.]+$/)
    await fillCard(panel, '4000 0000 0000 3220')
    await panel.getByRole('button', { name: `Pay ${due}` }).click()
    await expect(bankChallenge(page)).toBeVisible()
    await bankPage(page).getByRole('button', { name: 'Complete authentication' }).click()
    await expect(panel.getByTestId('deposit-paid')).toContainText(due)

    // Paid: the voucher no longer asks for a balance.
    await page.reload()
    await expect(page.getByTestId('deposit-balance')).toHaveCount(0)
    expect(problems.join('\n')).toBe('')
  })
})
