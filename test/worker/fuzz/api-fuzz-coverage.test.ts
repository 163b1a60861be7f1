import { describe, expect, it } from 'vitest'
import { api } from '../../../src/worker/routes/api'
import { stock } from '../../../src/worker/routes/api/stock'
import { routeKey } from './runner'
import { accountsRoutes } from '../../../src/worker/routes/api/contracts/accounts'
import { commerceRoutes } from '../../../src/worker/routes/api/contracts/commerce'
import { publicRoutes } from '../../../src/worker/routes/api/contracts/public'
import { staffRoutes } from '../../../src/worker/routes/api/contracts/staff'

// The fuzzer covers every route: a route added to the API without a fuzz contract fails here.

/** `METHOD /path` of every handler Hono has, less `ALL` (middleware and the catch-all 404).
 * The stock call is mounted at /api/v1/stock beside the api app (src/worker/app.ts). */
const apiRoutes = () => {
  const handlers = [
    ...api.routes,
    ...stock.routes.map((r) => ({ ...r, path: `/stock${r.path === '/' ? '' : r.path}` })),
  ]
  return new Set(handlers.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))
}

const registries = { publicRoutes, accountsRoutes, commerceRoutes, staffRoutes }

describe('the API fuzzer', () => {
  const contracts = Object.values(registries).flat()
  const keys = contracts.map(routeKey)

  it('has one contract per route, no duplicates', () => {
    const seen = new Set<string>()
    const duplicates = keys.filter((k) => seen.has(k) || !seen.add(k))
    expect(duplicates).toEqual([])
  })

  it('covers every /api/v1 route Hono lists', () => {
    // A guard against a vacuous pass: the API has well over a hundred and fifty routes.
    expect(apiRoutes().size).toBeGreaterThan(150)
    const covered = new Set(keys)
    const missing = [...apiRoutes()].filter((k) => !covered.has(k)).sort()
    expect(missing).toEqual([])
    console.log(`${covered.size} routes under contract`)
  })

  it('has no contract for a route that does not exist', () => {
    const routes = apiRoutes()
    const strays = keys.filter((k) => !routes.has(k)).sort()
    expect(strays).toEqual([])
  })
})
