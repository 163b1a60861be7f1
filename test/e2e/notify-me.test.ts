import type { Page } from '@playwright/test'
import { AdminDealFieldsBase, AdminDealResponse } from '../../src/shared/schemas/admin-deal'
import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { e2eOrigin } from './support/server-address'
import { STAFF, signInAsStaff } from './support/staff'
import { PHONE } from './support/viewports'

// The seed holds no sold-out shop deal for certain (its sold-out shop deals are a random few),
// so the admin makes one: a copy of a seeded national deal whose one product has no stock left.

async function soldOutShopDeal(admin: Page): Promise<number> {
  const api = (path: string, data: unknown) =>
    admin.request.post(`/api/v1${path}`, { data, headers: { origin: e2eOrigin() } })
  const feed = (await (await admin.request.get('/api/v1/deals/national-deal')).json()) as {
    mainDeal: { id: number } | null
    deals: { id: number }[]
  }
  const source = AdminDealResponse.parse(
    await (
      await admin.request.get(`/api/v1/admin/deals/${(feed.mainDeal ?? feed.deals[0]!).id}`)
    ).json(),
  ).data.deal
  expect(source.dealType).toBe('national')
  const fields = Object.fromEntries(
    Object.keys(AdminDealFieldsBase.shape).map((key) => [key, source[key as keyof typeof source]]),
  )
  const title = `Notify-me lamp ${crypto.randomUUID().slice(0, 8)}`
  const created = await api('/admin/deals', {
    ...fields,
    title,
    headline: title,
    vipOnly: false,
    vipPrice: null,
    sortScore: 0,
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = AdminDealResponse.parse(await created.json()).data.deal.id
  const product = await api(`/admin/deals/${id}/products`, {
    title,
    friendlyName: title,
    price: source.price,
    originalPrice: source.originalPrice,
    totalRemaining: 0,
  })
  expect(product.status(), await product.text()).toBe(201)
  return id
}

test.describe('notify-me in Chromium', () => {
  test.use(PHONE)

  test('signs an address up on a sold-out shop deal, and says when an address is not one', async ({
    page,
    problems,
    newContext,
  }) => {
    const admin = await (await newContext()).newPage()
    await signInAsStaff(admin, STAFF.admin)
    const id = await soldOutShopDeal(admin)
    const deal = (await (await page.request.get(`/api/v1/deal/${id}`)).json()) as {
      urlPath: string
    }

    await page.goto(deal.urlPath)
    const form = page.getByTestId('notify-me')
    const email = form.getByLabel("Email me if it's back in stock")
    // The form hydrates when the shopper first reaches for it.
    await email.click()
    await live(page, 'deal-notify-me')
    // The browser lets 'ann@example' through (its own check wants only a local part and a host);
    // ours wants a dotted domain, and the form shows the API's words.
    await email.fill('ann@example')
    await form.getByRole('button', { name: 'Notify me' }).click()
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email')

    await email.fill(`Ann-${crypto.randomUUID().slice(0, 8)}@Example.com`)
    await form.getByRole('button', { name: 'Notify me' }).click()
    await expect(page.getByTestId('notify-me-done')).toHaveText(
      "Thanks! We'll email you if this deal is back in stock.",
    )
    // The refused address's 400 is logged by Chromium as a failed resource; nothing else may be.
    expect(problems.filter((p) => !/Failed to load resource.* 400/.test(p))).toEqual([])
  })
})
