import type { Page } from '@playwright/test'
import {
  AdminDealFieldsBase,
  AdminDealResponse,
  AdminProductResponse,
} from '../../src/shared/schemas/admin-deal'
import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { e2eBaseUrl, e2eOrigin } from './support/server-address'
// @ts-expect-error plain JS helper shared with scripts/start.mjs and scripts/jobs.mjs
import { runScheduledJobs } from '../../scripts/lib/jobs.mjs'
import { STAFF, signInAsStaff } from './support/staff'
import { PHONE } from './support/viewports'

// The seed holds no sold-out shop deal for certain (its sold-out shop deals are a random few),
// so the admin makes one: a copy of a seeded national deal whose one product has no stock left.

async function soldOutShopDeal(admin: Page): Promise<{ id: number; productId: number }> {
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
  return { id, productId: AdminProductResponse.parse(await product.json()).data.product.id }
}

test.describe('notify-me in Chromium', () => {
  test.use(PHONE)

  test('signs an address up on a sold-out shop deal, says when an address is not one, and mails it once the deal is back', async ({
    page,
    problems,
    newContext,
  }) => {
    const admin = await (await newContext()).newPage()
    await signInAsStaff(admin, STAFF.admin)
    const { id, productId } = await soldOutShopDeal(admin)
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

    const address = `Ann-${crypto.randomUUID().slice(0, 8)}@Example.com`
    await email.fill(address)
    await form.getByRole('button', { name: 'Notify me' }).click()
    await expect(page.getByTestId('notify-me-done')).toHaveText(
      "Thanks! We'll email you if this deal is back in stock.",
    )

    // Restocked from the back office; the next run of the scheduled jobs writes the one mail,
    // to the address as typed but in lower case, linking back to the deal.
    const restock = await admin.request.patch(`/api/v1/admin/deals/${id}/products/${productId}`, {
      data: { totalRemaining: 5 },
      headers: { origin: e2eOrigin() },
    })
    expect(restock.status(), await restock.text()).toBe(200)
    const mailbox = `/dev/mailbox?to=${encodeURIComponent(address.toLowerCase())}`
    const message = page.locator('article[data-kind="back-in-stock"]')
    await expect(async () => {
      await runScheduledJobs(e2eBaseUrl())
      await page.goto(mailbox)
      await expect(message).toHaveCount(1, { timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    const title = (await (await page.request.get(`/api/v1/deal/${id}`)).json()) as {
      title: string
    }
    await expect(message.locator('h2')).toHaveText(`Back in stock: ${title.title}`)
    const mail = page.frameLocator('article[data-kind="back-in-stock"] iframe')
    await expect(mail.getByRole('link', { name: 'See the deal' }).last()).toHaveAttribute(
      'href',
      new RegExp(`${deal.urlPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    )
    // Another run sends nothing more.
    await runScheduledJobs(e2eBaseUrl())
    await page.reload()
    await expect(message).toHaveCount(1)
    // The refused address's 400 is logged by Chromium as a failed resource; nothing else may be.
    expect(problems.filter((p) => !/Failed to load resource.* 400/.test(p))).toEqual([])
  })
})
