import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { AdminDealResponse } from '../../src/shared/schemas/admin-deal'
import { MerchantReportResponse } from '../../src/shared/schemas/merchant'
import { testClock } from './support/clock'
import { live } from './support/islands'
import { collectProblems } from './support/problems'
import { buyAsNewShopper, newShopper } from './support/shopper'
import { STAFF, signInAsStaff } from './support/staff'
import { DESKTOP, PHONE } from './support/viewports'

/** Letters only, so search tokenises it as one word no seeded deal has. */
const uniqueWord = () =>
  `Quorblex${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

/** What the new deal form's pickers are to choose: the merchant of the seeded merchant user (its
 * session names it), a category of one of its deals, and London (a deal of the London feed). */
async function dealRefs(admin: Page, merchant: Page) {
  const me = (await (await merchant.request.get('/api/v1/staff/me')).json()) as {
    data: { merchantId: number }
  }
  const report = MerchantReportResponse.parse(
    await (await merchant.request.get('/api/v1/merchant/reports')).json(),
  )
  const adminDeal = async (id: number) =>
    AdminDealResponse.parse(await (await admin.request.get(`/api/v1/admin/deals/${id}`)).json())
      .data.deal
  const own = await adminDeal(report.data.deals[0]!.dealId)
  expect(own.merchantId).toBe(me.data.merchantId)
  const feed = (await (await admin.request.get('/api/v1/deals/london')).json()) as {
    mainDeal: { id: number } | null
    deals: { id: number }[]
  }
  const londonDeal = await adminDeal((feed.mainDeal ?? feed.deals[0]!).id)
  expect(londonDeal.names.location).toBe('London')
  return {
    merchant: { id: me.data.merchantId, name: own.names.merchant },
    location: { id: londonDeal.locationId, name: londonDeal.names.location },
    category: { id: own.categoryId, name: own.names.category },
    subcategory: { id: own.subcategoryId, name: own.names.subcategory },
  }
}

/** Chooses `ref` in one of the deal form's pickers as an admin does: types its name, waits for
 * the suggestion the API sends ('Name (#id)' in the box's datalist), and takes it. */
async function pick(form: Locator, label: string, ref: { id: number; name: string }) {
  const box = form.getByLabel(label, { exact: true })
  await box.fill(ref.name)
  const list = await box.getAttribute('list')
  const value = `${ref.name} (#${ref.id})`
  await expect(form.locator(`datalist#${list} option[value="${value}"]`)).toHaveCount(1)
  await box.fill(value)
}

/** A datetime-local box's value (the form's times are UTC). */
const utcMinute = (date: Date) => date.toISOString().slice(0, 16)

/** /admin/deals/new, then the product form on the deal's page twice; the deal's id. */
async function createDealThroughForms(
  admin: Page,
  title: string,
  refs: Awaited<ReturnType<typeof dealRefs>>,
): Promise<number> {
  await admin.goto('/admin/deals/new')
  await live(admin, 'admin-deal-form')
  const form = admin.getByRole('form', { name: 'New deal' })
  const today = testClock.now()
  const opens = new Date(`${today.toISOString().slice(0, 10)}T00:00:00.000Z`)
  const closes = new Date(opens.getTime() + 30 * 86_400_000)
  const fields: [string, string][] = [
    ['Title', title],
    ['Headline', `${title} for two`],
    ['Description', 'An afternoon of tea and cake for two, made fresh that morning.'],
    ['Fine print', 'Valid for 3 months. Book ahead quoting your voucher code.'],
    ['Price', '19.99'],
    ['Original price', '49.99'],
    ['Opens (UTC)', utcMinute(opens)],
    ['Closes (UTC)', utcMinute(closes)],
  ]
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value)
  await form.getByLabel('Country').selectOption('gb')
  await pick(form, 'Merchant', refs.merchant)
  await pick(form, 'Location', refs.location)
  await pick(form, 'Category', refs.category)
  await pick(form, 'Subcategory', refs.subcategory)
  await form.getByLabel('Deal type').selectOption('local')
  expect(await form.getByLabel('Open for sale').isChecked()).toBe(true)
  await Promise.all([
    admin.waitForURL(/\/admin\/deals\/\d+$/),
    form.getByRole('button', { name: 'Create deal' }).click(),
  ])
  const id = Number(new URL(admin.url()).pathname.split('/').pop())
  // The pickers chose by name what the deal now holds by id.
  const saved = AdminDealResponse.parse(
    await (await admin.request.get(`/api/v1/admin/deals/${id}`)).json(),
  ).data.deal
  expect(saved.merchantId).toBe(refs.merchant.id)
  expect(saved.locationId).toBe(refs.location.id)
  expect(saved.subcategoryId).toBe(refs.subcategory.id)

  const rows = admin.locator('table tbody tr')
  for (const [n, [name, price, original]] of [
    ['Afternoon tea for two', '19.99', '49.99'],
    ['Afternoon tea for four', '37.99', '99.99'],
  ].entries()) {
    await live(admin, 'admin-deal-extras')
    const product = admin.getByRole('form', { name: 'Product' })
    await product.locator('select[name="productId"]').selectOption('new')
    await product.getByLabel('Title', { exact: true }).fill(name!)
    await product.getByLabel('Friendly name', { exact: true }).fill(name!)
    await product.getByLabel('Price', { exact: true }).fill(price!)
    await product.getByLabel('Original price', { exact: true }).fill(original!)
    await product.getByLabel('Stock total', { exact: true }).fill('100')
    // The island reloads the page after a save, so the products table shows the new row.
    await Promise.all([
      admin.waitForEvent('load'),
      product.getByRole('button', { name: 'Save product' }).click(),
    ])
    await expect(rows).toHaveCount(n + 1)
  }
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('Afternoon tea for two')
  await expect(rows.nth(1)).toContainText('Afternoon tea for four')

  // The audit log lists the creation and both products, newest first.
  await admin.goto(`/admin/audit?entity=deal&entityId=${id}`)
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expect(admin.locator('table tbody tr').first()).toContainText('deal.create')
  return id
}

/** Reloads a storefront page until it links to the deal: the admin save bumps the page cache's
 * generation, which another isolate may only see a few seconds later. */
async function waitForLink(page: Page, path: string, href: string) {
  const link = page.locator(`a[href="${href}"]`)
  await expect
    .poll(
      async () => {
        await page.goto(path)
        return link.count()
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBeGreaterThan(0)
}

/** The first product chosen (the checkout.test.ts flow follows); the voucher code the
 * confirmation shows. */
async function buyFirstProduct(page: Page, dealPath: string, label: string): Promise<string> {
  await page.goto(dealPath)
  await live(page, 'deal-product-picker')
  const picker = page.getByTestId('deal-product-picker')
  await expect(picker).toContainText('Afternoon tea for four')
  const select = picker.locator('select')
  if (await select.count()) {
    const value = await select.locator('option:not([disabled])').first().getAttribute('value')
    await select.selectOption(value!)
  } else {
    await picker.locator('input[type="radio"]:not([disabled])').first().check()
  }
  return buyAsNewShopper(page, newShopper(label))
}

// Alone (playwright.config.ts): the new deal joins London's listings, which other tests page
// through (a card would show twice).
test.describe('back office to storefront in Chromium', { tag: '@alone' }, () => {
  test('an admin creates a deal that shoppers find and buy, and its merchant redeems', async ({
    newContext,
  }) => {
    const admin = await (await newContext(DESKTOP)).newPage()
    const merchant = await (await newContext(PHONE)).newPage()
    const shopper = await (await newContext(PHONE)).newPage()
    const problems = [admin, merchant, shopper].map((page) => collectProblems(page))

    await signInAsStaff(admin, STAFF.admin)
    await signInAsStaff(merchant, STAFF.merchant)
    const refs = await dealRefs(admin, merchant)
    const word = uniqueWord()
    const title = `${word} Afternoon Tea at the Riverside Tearoom, London`
    const id = await createDealThroughForms(admin, title, refs)

    // The storefront's own address for it, from its public API.
    const res = await shopper.request.get(`/api/v1/deal/${id}`)
    expect(res.status()).toBe(200)
    const { urlPath } = (await res.json()) as { urlPath: string }

    // On London's homepage ('New in London' lists the newest deals first) and in search.
    await waitForLink(shopper, '/deals/london', urlPath)
    await waitForLink(shopper, `/search?q=${word.toLowerCase()}`, urlPath)
    await expect(shopper.getByTestId('listing-count')).toHaveText(/^1 deal for “/)

    const code = await buyFirstProduct(shopper, urlPath, 'backoffice')
    expect(code).toMatch(/^[A-Z0-9]{12}$/)

    await merchant.goto('/merchant/redeem')
    await live(merchant, 'merchant-redeem')
    await merchant.getByLabel('Voucher code').fill(code)
    await merchant.getByRole('button', { name: 'Find voucher' }).click()
    const voucher = merchant.getByTestId('merchant-voucher')
    await expect(voucher).toContainText('Ada')
    await expect(merchant.getByTestId('merchant-voucher-status')).toHaveText('Ready to Redeem')
    await merchant.getByRole('button', { name: 'Mark as redeemed' }).click()
    await expect(merchant.getByTestId('merchant-voucher-status')).toHaveText('Redeemed')

    await shopper.goto('/myaccount/vouchers')
    const card = shopper.getByTestId('voucher-card').filter({ hasText: word })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Redeemed')
    expect(problems.flat()).toEqual([])
  })
})
