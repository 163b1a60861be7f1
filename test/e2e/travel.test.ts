import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { AvailabilityResponse } from '../../src/shared/schemas/availability'
import { addCalendarDays } from '../../src/shared/format/dates'
import { isValidStay } from '../../src/client/islands/deal/travel-calendar-dates'
import { collectProblems, launchBrowser } from './browser'
import { fillCardFields, payByCard } from './shopper'

const base = inject('baseUrl')

// A seeded package with flights from regional airports and a deposit option: /{id}/{product}/
// is the short deal path, which redirects to the canonical one.
const DEAL_ID = 948
const PRODUCT_ID = 2226
const DEAL_PATH = `/${DEAL_ID}/${PRODUCT_ID}/`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const getJson = async <T>(path: string): Promise<T> => (await fetch(`${base}${path}`)).json() as T

/** A 3-night stay next month (or `monthsAhead` months on) with flights on its first day, found
 * through the same API the calendar uses, so the test follows the seed's dates (they move with
 * the pinned today). */
async function nextMonthStay(monthsAhead = 1): Promise<{ checkIn: string; checkOut: string }> {
  // The page opens on the path's product, and nights have their own stock: ask for that
  // product with room for 4 guests (2 rooms for two), the most a test asks for, and one more
  // room, as an earlier test may have booked one.
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

/** At a stay's checkout: a new shopper registers (express, first name Ada) and gives the
 * passengers as on their passports. */
async function registerWithPassengers(page: Page, passengers: number) {
  const email = `e2e-stay-${crypto.randomUUID()}@example.com`
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('First name', { exact: true }).fill('Ada')
  await page.getByRole('button', { name: 'Continue as a new customer' }).click()
  await page.getByLabel('Email address').waitFor()
  await page.getByLabel('Email address').fill(email)
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

describe('the travel calendar in Chromium', () => {
  it('books a 3-night stay next month with flights and pays exactly the quoted total', async () => {
    const stay = await nextMonthStay()
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const problems = collectProblems(page)
    await page.goto(`${base}${DEAL_PATH}`, { waitUntil: 'networkidle' })
    const calendar = page.getByTestId('travel-calendar')
    await calendar.getByRole('grid').waitFor()

    await calendar.getByRole('button', { name: 'Next available month' }).click()
    await day(page, stay.checkIn).waitFor()
    expect(await day(page, stay.checkIn).getAttribute('aria-label')).toMatch(
      /^\w{3} \d{1,2} \w+, £[\d,.]+, available$/,
    )
    await day(page, stay.checkIn).click()
    // After check-in only dates making a valid stay can be picked: never the day before.
    const before = addCalendarDays(stay.checkIn, -1)
    if (before.slice(0, 7) === stay.checkIn.slice(0, 7)) {
      expect(await day(page, before).getAttribute('aria-disabled')).toBe('true')
    }
    await day(page, stay.checkOut).click()
    await expect.poll(() => page.getByTestId('travel-stay').innerText()).toContain('3 nights')

    // Priced from the day's cheapest airport first; then choose that airport in the select.
    const flight = page.getByTestId('travel-flight').first()
    await flight.waitFor({ timeout: 20_000 })
    const airport = /([A-Z]{3}) \d{2}:\d{2}/.exec(await flight.innerText())?.[1]
    expect(airport).toBeTruthy()
    await calendar.getByLabel('Flying from').selectOption(airport!)
    const total = page.getByTestId('travel-total')
    await expect.poll(() => total.innerText(), { timeout: 20_000 }).toMatch(/Total .*£[\d,.]+/s)
    // Two guests share one room for two: one unit, at the quoted price.
    expect(await total.innerText()).toMatch(/Total for 2 guests \(1 room\)/)
    const quoted = (await total.locator('strong').innerText()).trim()

    await Promise.all([
      page.waitForURL(/\/checkout\/[\w-]{11,}$/, { timeout: 15_000 }),
      calendar.getByRole('button', { name: 'Add to basket' }).click(),
    ])
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('checkout-line').innerText()).toContain(stay.checkIn)
    expect(await page.getByRole('heading', { name: 'Passenger details' }).count()).toBe(1)
    expect(await page.getByTestId('checkout-total').innerText()).toContain(quoted)

    // Pays exactly the quote.
    await registerWithPassengers(page, 2)
    await payByCard(page)
    expect((await page.getByTestId('order-total').innerText()).trim()).toBe(quoted)
    expect(problems.join('\n')).toBe('')
    await page.close()
  })

  it('opens a hotel-ads landing with its stay selected and moves days with the keyboard', async () => {
    const stay = await nextMonthStay()
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)
    const query = new URLSearchParams({
      arrival: stay.checkIn,
      departure: stay.checkOut,
      guests: '4',
      productId: String(PRODUCT_ID),
      utm_medium: 'paid-hotel-ads',
      utm_source: 'google',
    })
    // Not 'networkidle': the calendar polls while the flight supplier prices the day.
    await page.goto(`${base}${DEAL_PATH}?${query}`, { waitUntil: 'domcontentloaded' })
    await expect
      .poll(() => page.getByTestId('travel-stay').innerText(), { timeout: 20_000 })
      .toContain(`${stay.checkIn.split('-').reverse().join('/')}`)
    expect(await page.getByLabel('Guests').inputValue()).toBe('4')
    await page.getByTestId('travel-total').waitFor({ timeout: 20_000 })

    // Keyboard: one tab stop in the grid, arrows move it, Escape clears the stay.
    await day(page, stay.checkIn).focus()
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .toBe(addCalendarDays(stay.checkIn, 1))
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('travel-stay').innerText()).toBe('')
    expect(problems.join('\n')).toBe('')
    await page.close()
  })

  it('shows an empty calendar and a toast when the availability data is malformed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.route('**/api/v1/availability/**', (route) =>
      route.fulfill({ json: { calendarDateViewVOList: 'not a list' } }),
    )
    await page.goto(`${base}${DEAL_PATH}`, { waitUntil: 'networkidle' })
    const calendar = page.getByTestId('travel-calendar')
    await expect.poll(() => page.getByTestId('travel-toast').innerText()).toMatch(/could not load/)
    expect(await calendar.getByRole('grid').count()).toBe(1)
    expect(await calendar.locator('[aria-disabled="false"]').count()).toBe(0)
    await page.close()
  })

  it('books a stay on a deposit, then pays the balance from the voucher page', async () => {
    // Far enough ahead that the balance falls due weeks after booking.
    const stay = await nextMonthStay(3)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const query = new URLSearchParams({
      arrival: stay.checkIn,
      departure: stay.checkOut,
      guests: '2',
      productId: String(PRODUCT_ID),
    })
    await page.goto(`${base}${DEAL_PATH}?${query}`, { waitUntil: 'domcontentloaded' })
    await page.getByTestId('travel-total').waitFor({ timeout: 30_000 })
    await page.getByLabel(/Pay a deposit of/).check()
    await page.getByTestId('travel-balance').waitFor()
    const calendar = page.getByTestId('travel-calendar')
    await Promise.all([
      page.waitForURL(/\/checkout\/[\w-]{11,}$/, { timeout: 15_000 }),
      calendar.getByRole('button', { name: 'Add to basket' }).click(),
    ])
    await page.waitForLoadState('networkidle')

    await registerWithPassengers(page, 2)
    await payByCard(page)

    // The voucher: the balance, its due date, and the card form that pays it.
    await page.goto(`${base}/myaccount/vouchers`, { waitUntil: 'networkidle' })
    await page.locator('a[href^="/myaccount/vouchers/"]').first().click()
    await page.locator('[data-island="deposit-balance"][data-hydrated]').waitFor()
    const panel = page.getByTestId('deposit-balance')
    const due = (await panel.getByTestId('deposit-balance-due').innerText()).trim()
    expect(due).toMatch(/^£[\d,.]+$/)
    await fillCardFields(panel)
    await panel.getByRole('button', { name: `Pay ${due}` }).click()
    await expect.poll(() => panel.getByTestId('deposit-paid').innerText()).toContain(due)

    // Paid: the voucher no longer asks for a balance.
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByTestId('deposit-balance').count()).toBe(0)
    expect(problems.join('\n')).toBe('')
    await context.close()
  })
})
