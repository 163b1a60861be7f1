import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  AdminDealCreate,
  AdminDealListResponse,
  AdminDealUpdate,
  MAX_PRODUCT_POSITION,
} from '../../src/shared/schemas/admin-deal'
import { AdminCustomersResponse } from '../../src/shared/schemas/admin-customers'
import { StaffLoginRequest } from '../../src/shared/schemas/staff'
import { hashPassword } from '../../src/worker/services/security/password-hash'
import { StaffRepository } from '../../src/worker/storage/staff-repository'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeShopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'
import { post, send } from './account-client'
import type { FuzzFixtures, RouteContract } from './fuzz/contract'
import { baseFixtures } from './fuzz/fixtures'
import { formatFailures, formatReport, fuzzRoutes, type FuzzReport } from './fuzz/runner'
import { staffRoutes } from '../../src/worker/routes/api/contracts/staff'
import { fuzzImageUploads } from './fuzz/staff-images'
import { returned, staffSetup, type StaffIds } from './fuzz/staff-setup'
import { scale } from './stress'
import { clock } from './clock'

// The back office: every merchant and admin route driven from its schemas
// with valid and invalid requests; never a 5xx, every 4xx `{error:{code,message}}`, every 2xx
// matching its response schema. Path ids mean a different object on each route (`id` is a
// booking, a deal, a gift card…), so the routes run in groups, each with its own real ids.

const PER_ROUTE = scale(64, 320)
const key = (route: RouteContract) => `${route.method} ${route.path}`

/** The real ids a route's parameters should point at. Approve and reject get returns of their
 * own, or the first to run would decide them all. */
function idsFor({ path }: RouteContract, ids: StaffIds): Record<string, string[]> {
  if (path.endsWith('/approve')) return { id: ids.returnIds.slice(0, 2) }
  if (path.endsWith('/reject')) return { id: ids.returnIds.slice(2) }
  if (path.endsWith('/in-transit') || path.endsWith('/received')) return { id: ids.legReturnIds }
  if (path.startsWith('/merchant/parcels/')) return { id: ids.merchantParcelIds }
  if (path.startsWith('/admin/parcels/')) return { id: ids.adminParcelIds }
  if (path.startsWith('/merchant/vouchers/')) return { code: ids.voucherCodes }
  if (path.startsWith('/merchant/bookings/')) return { id: ids.bookingIds }
  if (path.startsWith('/admin/deals/')) return { id: ids.dealIds, productId: ids.productIds }
  if (path.startsWith('/deal-images/')) return { dealId: ids.imageDealIds, position: ['1'] }
  if (path.startsWith('/admin/promo-codes/')) return { code: ids.promoCodes }
  if (path.startsWith('/admin/gift-cards/')) return { id: ids.giftCardIds }
  if (path.startsWith('/admin/campaigns/')) return { code: ids.campaignCodes }
  if (path.startsWith('/admin/customers/')) return { id: ids.customerIds }
  if (path.startsWith('/admin/stuck-mail/')) return { id: ids.stuckMailIds }
  return {}
}

/** Sign-in and sign-out end sessions, so they run on fixtures of their own. */
const SESSION_ROUTES = new Set(['POST /merchant/login', 'POST /admin/login', 'POST /staff/logout'])

/** One report of several runs; a route in two of them (the image upload) adds up. */
function merge(reports: FuzzReport[]): FuzzReport {
  const byRoute: FuzzReport['byRoute'] = {}
  for (const [route, r] of reports.flatMap((report) => Object.entries(report.byRoute))) {
    const sum = (byRoute[route] ??= { sent: 0, ok2xx: 0, client4xx: 0, statuses: {}, valid2xx: 0 })
    sum.sent += r.sent
    sum.ok2xx += r.ok2xx
    sum.valid2xx += r.valid2xx
    sum.client4xx += r.client4xx
    for (const [status, n] of Object.entries(r.statuses))
      sum.statuses[Number(status)] = (sum.statuses[Number(status)] ?? 0) + n
  }
  return {
    requests: reports.reduce((n, r) => n + r.requests, 0),
    byRoute,
    failures: reports.flatMap((r) => r.failures),
  }
}

/** Staff users with a real (cheap) password, so a valid sign-in can succeed. */
async function throwawayStaff(merchantId: number) {
  const password = 'fuzz-staff-pass-1'
  const hashed = await hashPassword(password, 1000)
  const run = crypto.randomUUID().slice(0, 8)
  const emails = {
    admin: `fuzz-admin-${run}@dealio.test`,
    merchant: `fuzz-merchant-${run}@dealio.test`,
  }
  for (const role of ['admin', 'merchant'] as const) {
    await new StaffRepository(env.DB).insertUser({
      email: emails[role],
      name: 'Fuzz Staff',
      role,
      merchantId: role === 'merchant' ? merchantId : null,
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      createdAt: clock.now().toISOString(),
    })
  }
  return { emails, password }
}

/** Narrower valid bodies where random values would never pass the service's own checks (real
 * referenced ids, the real password): the route's schema stays in the union. */
function reachable(
  routes: readonly RouteContract[],
  ids: StaffIds,
  login: { emails: Record<'admin' | 'merchant', string>; password: string },
) {
  // Each sign-in its own address: the per-email rate limit counts both routes' attempts.
  const credentials = (email: string) =>
    z.object({ email: z.literal(email), password: z.literal(login.password) }).strict()
  const deal = AdminDealCreate.safeExtend({
    countryCode: z.literal('gb'),
    locationId: z.literal(ids.refs.locationId),
    categoryId: z.literal(ids.refs.categoryId),
    subcategoryId: z.literal(ids.refs.subcategoryId),
    merchantId: z.literal(ids.refs.merchantId),
  })
  // A change to the deal that keeps its references: a random merchant id is a sure 400.
  const change = AdminDealUpdate.safeExtend({
    locationId: z.literal(ids.refs.locationId).optional(),
    categoryId: z.literal(ids.refs.categoryId).optional(),
    subcategoryId: z.literal(ids.refs.subcategoryId).optional(),
    merchantId: z.literal(ids.refs.merchantId).optional(),
  })
  const bodies: Record<string, z.ZodType> = {
    'POST /merchant/login': z.union([StaffLoginRequest, credentials(login.emails.merchant)]),
    'POST /admin/login': z.union([StaffLoginRequest, credentials(login.emails.admin)]),
    'POST /admin/deals': z.union([AdminDealCreate, deal]),
    'PATCH /admin/deals/:id': z.union([AdminDealUpdate, change]),
  }
  return routes.map((route) =>
    bodies[key(route)] ? { ...route, body: bodies[key(route)] } : route,
  )
}

describe('API fuzzing: the back office', () => {
  it(
    `sends ${PER_ROUTE} requests to every staff route and holds each answer to the rules`,
    async () => {
      const started = performance.now()
      const ids = await staffSetup()
      const fixtures: FuzzFixtures = { ...(await baseFixtures(env.DB)), ids: {} }
      fixtures.merchant = { cookie: ids.merchantCookie }
      // Sign-in ends the session a request carries and sign-out ends its own: their own actors.
      const sessions: FuzzFixtures = { ...(await baseFixtures(env.DB)), ids: {} }
      const staff = await throwawayStaff(ids.merchantId)
      const routes = reachable(staffRoutes, ids, staff)
      // What the fuzzer creates through POST /admin/deals and the deals it edits (random sort
      // scores and dates, in real towns) are taken off sale afterwards: other files read the
      // same feeds.
      const top = await env.DB.prepare('SELECT MAX(id) AS id FROM deals').first<{ id: number }>()

      const reports: FuzzReport[] = []
      for (const route of routes) {
        const base = SESSION_ROUTES.has(key(route)) ? sessions : fixtures
        const run = { ...base, ids: idsFor(route, ids) }
        reports.push(await fuzzRoutes([route], run, { requestsPerRoute: PER_ROUTE, seed: 9_070 }))
      }
      reports.push(await fuzzImageUploads(fixtures, ids, PER_ROUTE))
      await env.DB.prepare(
        `UPDATE deals SET open = 0 WHERE id > ? OR id IN (${ids.dealIds.map(() => '?').join(', ')})`,
      )
        .bind(top!.id, ...ids.dealIds.map(Number))
        .run()
      const report = merge(reports)
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`staff API fuzz in ${seconds} s: ${formatReport(report)}`)

      expect(report.failures, formatFailures(report.failures)).toEqual([])
      expect(Object.keys(report.byRoute).sort()).toEqual(staffRoutes.map(key).sort())
      expect(report.requests).toBeGreaterThanOrEqual(staffRoutes.length * PER_ROUTE)
      const reached = Object.values(report.byRoute).filter((r) => r.valid2xx > 0).length
      expect(reached / staffRoutes.length).toBeGreaterThanOrEqual(0.9)
    },
    scale(180_000, 1_800_000),
  )
})

// The fuzzer's findings, each pinned as the request that answered 500 or off-schema before.
describe('back-office bugs the fuzzer found', () => {
  const as = async (role: 'admin' | 'merchant') => {
    const owner = await env.DB.prepare('SELECT merchant_id AS id FROM deals LIMIT 1').first<{
      id: number
    }>()
    return (await makeStaff(env.DB, { role, merchantId: owner!.id })).cookie
  }
  const get = (path: string, cookie: string) => send('GET', path, undefined, { cookie })

  it('refuses a report or booking day that does not exist with a 400 (was a RangeError 500)', async () => {
    const cookie = await as('merchant')
    for (const query of ['from=2026-13-45', 'to=2026-02-30', 'from=2026-00-10&to=2026-01-01']) {
      expect((await get(`/merchant/reports?${query}`, cookie)).status).toBe(400)
      expect((await get(`/merchant/reports.csv?${query}`, cookie)).status).toBe(400)
    }
    const res = await post(
      '/merchant/bookings/1',
      { action: 'propose', date: '2027-02-31' },
      { cookie },
    )
    expect(res.status).toBe(400)
  })

  it('searches deals and customers by long text (was a 500: D1 caps LIKE patterns at 50 bytes)', async () => {
    const cookie = await as('admin')
    const long = `${'%_'.repeat(30)}${'x'.repeat(60)}`
    const deals = await get(`/admin/deals?q=${encodeURIComponent(long)}`, cookie)
    expect(deals.status).toBe(200)
    expect(AdminDealListResponse.parse(await deals.json()).data.deals).toEqual([])
    const customers = await get(`/admin/customers?email=${encodeURIComponent(long)}`, cookie)
    expect(customers.status).toBe(200)
    expect(AdminCustomersResponse.parse(await customers.json()).data.customers).toEqual([])
    // Still a case-blind substring search, and still a prefix search for customers.
    // The 70 characters searched for are this run's own.
    const run = crypto.randomUUID().slice(0, 8)
    const shopper = await makeShopper(env.DB, {
      email: `Long.Prefix.${run}${'y'.repeat(60)}@example.com`,
    })
    const found = await get(
      `/admin/customers?email=${encodeURIComponent(shopper.email.slice(0, 70).toUpperCase())}`,
      cookie,
    )
    expect(
      AdminCustomersResponse.parse(await found.json()).data.customers.map((c) => c.id),
    ).toEqual([shopper.id])
    const seeded = await env.DB.prepare('SELECT title FROM deals ORDER BY id LIMIT 1').first<{
      title: string
    }>()
    const byTitle = await get(
      `/admin/deals?q=${encodeURIComponent(seeded!.title.slice(2, 12).toUpperCase())}`,
      cookie,
    )
    expect(AdminDealListResponse.parse(await byTitle.json()).data.deals.length).toBeGreaterThan(0)
  })

  it('refuses a product position past the bound (was a 2xx at 2^53, off its schema)', async () => {
    const cookie = await as('admin')
    // A deal of its own: the fuzz run above may already have filled a seeded deal's last place.
    const { id: dealId } = await makeBasketDeal(env.DB, { products: [{}] })
    const product = { title: 'Edge', friendlyName: 'Edge', price: 100, originalPrice: 200 }
    const path = `/admin/deals/${dealId}/products`
    const far = await post(path, { ...product, position: Number.MAX_SAFE_INTEGER }, { cookie })
    expect(far.status).toBe(400)
    const last = await post(path, { ...product, position: MAX_PRODUCT_POSITION }, { cookie })
    expect(last.status).toBe(201)
    const after = await post(path, product, { cookie })
    expect(after.status).toBe(409)
    expect((await after.json()) as unknown).toMatchObject({ error: { code: 'CONFLICT' } })
  })

  it('decides a return once under parallel rejections: one 200, the rest 409 (was 500)', async () => {
    const cookie = await as('admin')
    const { returnId } = await returned()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(`/admin/returns/${returnId}/reject`, { reason: 'Not as described' }, { cookie }),
      ),
    )
    const statuses = answers.map((res: Response) => res.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
  })
})
