import { SELF } from 'cloudflare:test'
import fc from 'fast-check'
import type { z } from 'zod'
import type { Actor, FuzzFixtures, NonJsonResponse, RouteContract } from './contract'
import { arbitraryOf, invalidArbitraryOf } from './zod-arbitrary'

// The fuzz runner: each contract becomes `requestsPerRoute` requests, half
// valid and half invalid in turn, drawn with fast-check from one seed per route so a failure
// replays; every answer is held to the three rules (no 5xx, 4xx `{error:{code,message}}`, 2xx
// matching the contract's response).

interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
}

export interface FuzzFailure {
  route: string
  request: FuzzRequest
  status: number
  problem: string
  body: string
}

interface RouteStats {
  sent: number
  ok2xx: number
  client4xx: number
  statuses: Record<number, number>
  /** 2xx answers to valid requests: did the fuzzer get past validation and the 404s? */
  valid2xx: number
}

export interface FuzzReport {
  requests: number
  byRoute: Record<string, RouteStats>
  failures: FuzzFailure[]
}

export interface FuzzOptions {
  requestsPerRoute: number
  seed?: number
  /** Requests in flight at once, per route (races are part of what is looked for). */
  concurrency?: number
  /** Sees every answer (to look into why a route's valid requests never reach 2xx). */
  onAnswer?: (answer: {
    route: string
    kind: string
    request: FuzzRequest
    status: number
    body: string
  }) => void
}

const ORIGIN = 'http://localhost'
const FOREIGN_ORIGIN = 'https://evil.example'
const MAX_FAILURES_PER_ROUTE = 5
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

type Kind =
  | 'valid'
  | 'invalid-body'
  | 'invalid-query'
  | 'invalid-param'
  | 'malformed-json'
  | 'empty-body'
  | 'wrong-content-type'
  | 'form-body'
  | 'oversized-body'
  | 'no-cookie'
  | 'other-actor'
  | 'garbage-cookie'
  | 'junk-cookies'
  | 'cross-origin'
  | 'junk-query'

/** One draw of everything a request of either kind might need; the kind picks from it. */
interface Draw {
  validParams: Record<string, string>
  invalidParams: Record<string, string>
  validQuery: unknown
  invalidQuery: unknown
  validBody: unknown
  invalidBody: unknown
  headers: Record<string, string>
  otherActor: Actor
  garbage: string
  /** Which query and body keys get a real id instead of the generated value, and which one. */
  coins: boolean[]
  pick: number
}

export const routeKey = (route: Pick<RouteContract, 'method' | 'path'>) =>
  `${route.method} ${route.path}`

/** Path parameters as Hono writes them: `:name`, `:name?`, `:name{regex}` (braces may nest). */
function pathParams(path: string): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = []
  const re = /:(\w+)/g
  for (let m = re.exec(path); m; m = re.exec(path)) {
    let end = m.index + m[0].length
    if (path[end] === '{') {
      let depth = 0
      for (; end < path.length; end++) {
        if (path[end] === '{') depth++
        else if (path[end] === '}' && --depth === 0) break
      }
      end++
    }
    if (path[end] === '?') end++
    found.push({ name: m[1]!, start: m.index, end })
    re.lastIndex = end
  }
  return found
}

/** Marks a junk path value sent as it is, unencoded: broken percent-escapes reach the router. */
const RAW = '\u0001raw:'

/** Percent-encoding that survives lone surrogates (a fuzzed string may hold one). */
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))

/** A header value the Fetch API takes: printable ASCII, whatever the schema generated. */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '?')

function fillPath(path: string, values: Record<string, string>): string {
  let out = ''
  let at = 0
  for (const p of pathParams(path)) {
    const value = values[p.name] ?? 'x'
    out +=
      path.slice(at, p.start) + (value.startsWith(RAW) ? value.slice(RAW.length) : encode(value))
    at = p.end
  }
  return (out + path.slice(at)).replace(/\*/g, 'fuzz')
}

const asText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'object' && v !== null
        ? JSON.stringify(v)
        : String(v)

/** A query object as the browser would send it: arrays as repeated keys, absent keys left out. */
function queryString(query: unknown): string {
  const params = new URLSearchParams()
  if (typeof query === 'object' && query !== null && !Array.isArray(query)) {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, asText(item))
    }
  } else if (query !== undefined) params.append('q', asText(query))
  const s = params.toString()
  return s ? `?${s}` : ''
}

const JUNK_PARAMS = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '99999999999999999999999',
  'undefined',
  'null',
  '../../etc/passwd',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '<script>',
  'x'.repeat(3000),
  '😀',
  ' ',
  'constructor',
  '__proto__',
  `${RAW}%`,
  `${RAW}%ff%fe`,
  `${RAW}%E0%A4%A`,
  `${RAW}..%2f..%2fhealth`,
)

const JUNK_QUERIES = [
  '?__proto__[x]=1&constructor=2',
  '?page=-1&limit=999999999',
  '?q=%ff%fe',
  `?q=${'a'.repeat(5000)}`,
  '?a=1&a=2&a=3&a[]=4',
  '?%00=%00',
  '?=&&=',
  '?__proto__=a&__proto__=b',
  '?constructor=x&toString=y&hasOwnProperty=z',
]

function drawArbitrary(route: RouteContract, fixtures: FuzzFixtures): fc.Arbitrary<Draw> {
  const paramNames = pathParams(route.path).map((p) => p.name)
  const validParams: Record<string, fc.Arbitrary<string>> = {}
  const invalidParams: Record<string, fc.Arbitrary<string>> = {}
  for (const name of paramNames) {
    const schema = route.params?.[name]
    const real = fixtures.ids[name] ?? []
    const generated = schema ? arbitraryOf(schema).map(asText) : JUNK_PARAMS
    // Real ids about half the time, so valid requests reach the code behind the 404s.
    validParams[name] = real.length ? fc.oneof(fc.constantFrom(...real), generated) : generated
    invalidParams[name] = schema
      ? fc.oneof(invalidArbitraryOf(schema).map(asText), JUNK_PARAMS)
      : JUNK_PARAMS
  }
  const headerArbs: Record<string, fc.Arbitrary<string>> = {}
  for (const [name, schema] of Object.entries(route.headers ?? {}))
    headerArbs[name] = arbitraryOf(schema).map((v) => headerSafe(asText(v)))
  const orNothing = (
    schema: z.ZodType | undefined,
    make: (s: z.ZodType) => fc.Arbitrary<unknown>,
  ) => (schema ? make(schema) : fc.constant(undefined))
  const others = (['anonymous', 'customer', 'admin', 'merchant'] as const).filter(
    (a) => a !== route.actor,
  )
  return fc.record({
    validParams: fc.record(validParams),
    invalidParams: fc.record(invalidParams),
    validQuery: orNothing(route.query, arbitraryOf),
    invalidQuery: orNothing(route.query, invalidArbitraryOf),
    validBody: orNothing(route.body, arbitraryOf),
    invalidBody: orNothing(route.body, invalidArbitraryOf),
    headers: fc.record(headerArbs),
    otherActor: fc.constantFrom(...others),
    garbage: fc.string({ minLength: 1, maxLength: 80 }),
    coins: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    pick: fc.nat(),
  })
}

/** A valid query or body with some of its keys set to real ids from the fixtures (a `location`
 * that exists, a `voucherId` the customer owns), in the generated value's own type. */
function withRealIds(value: unknown, ids: FuzzFixtures['ids'], draw: Draw): unknown {
  if (!isObject(value)) return value
  const out: Record<string, unknown> = { ...value }
  Object.keys(out).forEach((key, i) => {
    const real = ids[key]
    if (!real?.length || !draw.coins[i % draw.coins.length]) return
    const id = real[draw.pick % real.length]!
    const was = out[key]
    const typed = (v: unknown) => (typeof v === 'number' ? Number(id) : id)
    out[key] = Array.isArray(was) ? [typed(was[0])] : typed(was)
  })
  return out
}

function invalidKinds(route: RouteContract): Kind[] {
  const kinds: Kind[] = [
    'no-cookie',
    'other-actor',
    'garbage-cookie',
    'junk-cookies',
    'cross-origin',
    'junk-query',
  ]
  if (route.query) kinds.push('invalid-query', 'invalid-query')
  if (pathParams(route.path).length) kinds.push('invalid-param', 'invalid-param')
  if (WITH_BODY.has(route.method))
    kinds.push('malformed-json', 'empty-body', 'wrong-content-type', 'form-body', 'oversized-body')
  if (route.body) kinds.push('invalid-body', 'invalid-body', 'invalid-body')
  return kinds
}

/** Every cookie the worker reads (src/shared/config/cookies.ts and the areas' own), for the
 * garbage-cookie requests: a page's cookie jar is client input like any other. */
const COOKIE_NAMES = [
  'ct',
  'staff',
  'location',
  'vid',
  'exp',
  'rf',
  'vip',
  'basket_token',
  'pending_credit',
  'wishlist_id',
  'insights_token',
  'local_redirect',
  'post_login_url',
]

const garbageCookies = (garbage: string, skip: string[] = []) =>
  COOKIE_NAMES.filter((n) => !skip.includes(n))
    .map((n) => `${n}=${encode(garbage)}`)
    .join('; ')

let ipCounter = 0
/** A fresh client address per request, so per-IP rate limits don't answer every request. */
const nextIp = () => {
  const n = ++ipCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

function cookieOf(actor: Actor, fixtures: FuzzFixtures): string | undefined {
  return actor === 'anonymous' ? undefined : fixtures[actor].cookie
}

function buildRequest(
  route: RouteContract,
  fixtures: FuzzFixtures,
  draw: Draw,
  kind: Kind,
): FuzzRequest {
  const params = kind === 'invalid-param' ? draw.invalidParams : draw.validParams
  let url = `${ORIGIN}/api/v1${fillPath(route.path, params)}`
  if (kind === 'junk-query') url += JUNK_QUERIES[draw.garbage.length % JUNK_QUERIES.length]
  else
    url += queryString(
      kind === 'invalid-query'
        ? draw.invalidQuery
        : withRealIds(draw.validQuery, fixtures.ids, draw),
    )

  const headers: Record<string, string> = {
    origin: kind === 'cross-origin' ? FOREIGN_ORIGIN : ORIGIN,
    'cf-connecting-ip': nextIp(),
    ...draw.headers,
  }
  const cookie =
    kind === 'no-cookie'
      ? undefined
      : kind === 'other-actor'
        ? cookieOf(draw.otherActor, fixtures)
        : kind === 'garbage-cookie'
          ? garbageCookies(draw.garbage)
          : kind === 'junk-cookies'
            ? // Signed in as the route wants, with junk in every other cookie.
              [cookieOf(route.actor, fixtures), garbageCookies(draw.garbage, ['ct', 'staff'])]
                .filter(Boolean)
                .join('; ')
            : cookieOf(route.actor, fixtures)
  if (cookie) headers.cookie = cookie

  let body: string | undefined
  if (WITH_BODY.has(route.method)) {
    headers['content-type'] = 'application/json'
    const value =
      kind === 'invalid-body' ? draw.invalidBody : withRealIds(draw.validBody, fixtures.ids, draw)
    if (value !== undefined) body = JSON.stringify(value)
    else if (route.body) body = JSON.stringify(draw.validBody ?? {})
    if (kind === 'malformed-json') body = `{"${draw.garbage.replace(/"/g, '')}": [1, 2,`
    else if (kind === 'empty-body') body = ''
    else if (kind === 'wrong-content-type') headers['content-type'] = 'text/plain'
    else if (kind === 'form-body') {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = 'a=1&b=%ff&c'
    } else if (kind === 'oversized-body')
      body = JSON.stringify({ ...(isObject(value) ? value : {}), fuzz: 'x'.repeat(1_000_000) })
  }
  return { method: route.method, url, headers, ...(body !== undefined ? { body } : {}) }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const isNonJson = (r: RouteContract['response']): r is NonJsonResponse =>
  typeof (r as NonJsonResponse).contentType === 'string'

/** What is wrong with an answer by the three rules, or null. */
function problemWith(route: RouteContract, status: number, headers: Headers, text: string) {
  if (status >= 500) return `server error ${status}`
  if (route.allowStatus?.includes(status)) return null
  if (status >= 400) {
    try {
      const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
      const { code, message } = body.error ?? {}
      if (typeof code !== 'string' || !code || typeof message !== 'string' || !message)
        return `${status} without {error:{code,message}}`
    } catch {
      return `${status} is not JSON`
    }
    return null
  }
  if (status < 200 || status >= 300) return `unexpected status ${status}`
  if (isNonJson(route.response)) {
    const type = headers.get('content-type') ?? ''
    return type.startsWith(route.response.contentType)
      ? null
      : `2xx content type ${type}, expected ${route.response.contentType}`
  }
  if (status === 204 || status === 205) return text === '' ? null : `${status} with a body`
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return '2xx is not JSON'
  }
  const parsed = route.response.safeParse(json)
  if (parsed.success) return null
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
  return `2xx does not match the response schema: ${issues.join('; ')}`
}

/** Sends the requests and checks the answers; failures carry the request so it can be replayed
 * by hand, and the same seed draws the same requests again. */
export async function fuzzRoutes(
  routes: readonly RouteContract[],
  fixtures: FuzzFixtures,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const seed = options.seed ?? 20261122
  const concurrency = options.concurrency ?? 8
  const report: FuzzReport = { requests: 0, byRoute: {}, failures: [] }
  for (const route of routes) {
    const key = routeKey(route)
    const stats: RouteStats = { sent: 0, ok2xx: 0, client4xx: 0, statuses: {}, valid2xx: 0 }
    report.byRoute[key] = stats
    const draws = fc.sample(drawArbitrary(route, fixtures), {
      seed: seed ^ hash(key),
      numRuns: options.requestsPerRoute,
    })
    const kinds = invalidKinds(route)
    let oversized = false
    const plans = draws.map((draw, i) => {
      let kind: Kind = i % 2 === 0 ? 'valid' : kinds[(i >> 1) % kinds.length]!
      // One 1 MB body per route is proof enough and keeps the run quick.
      if (kind === 'oversized-body') kind = oversized ? 'malformed-json' : kind
      if (kind === 'oversized-body') oversized = true
      return { kind, request: buildRequest(route, fixtures, draw, kind) }
    })
    let failures = 0
    let next = 0
    const worker = async () => {
      while (next < plans.length) {
        const { kind, request } = plans[next++]!
        let status = 0
        let text = ''
        let problem: string | null
        try {
          const res = await SELF.fetch(request.url, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            redirect: 'manual',
          })
          status = res.status
          text = await res.text()
          problem = problemWith(route, status, res.headers, text)
        } catch (err) {
          problem = `fetch threw: ${String(err)}`
        }
        options.onAnswer?.({ route: key, kind, request, status, body: text })
        stats.sent++
        report.requests++
        stats.statuses[status] = (stats.statuses[status] ?? 0) + 1
        if (status >= 200 && status < 300) {
          stats.ok2xx++
          if (kind === 'valid') stats.valid2xx++
        } else if (status >= 400 && status < 500) stats.client4xx++
        if (problem && failures++ < MAX_FAILURES_PER_ROUTE)
          report.failures.push({
            route: key,
            request: { ...request, body: request.body?.slice(0, 2000) },
            status,
            problem: `${problem} (${kind})`,
            body: text.slice(0, 500),
          })
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
  }
  return report
}

function hash(s: string): number {
  let h = 0
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0
  return h
}

/** The per-route figures as a table, for the issue note. */
export function formatReport(report: FuzzReport): string {
  const rows = Object.entries(report.byRoute).map(([route, s]) => {
    const statuses = Object.entries(s.statuses)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ')
    return `${route.padEnd(60)} sent ${String(s.sent).padStart(4)}  2xx ${String(s.ok2xx).padStart(4)} (valid ${String(s.valid2xx).padStart(3)})  4xx ${String(s.client4xx).padStart(4)}  ${statuses}`
  })
  return [`${report.requests} requests, ${report.failures.length} failures`, ...rows].join('\n')
}

/** Failures, readable and replayable. */
export function formatFailures(failures: FuzzFailure[]): string {
  return failures
    .map(
      (f) =>
        `${f.route}: ${f.problem}\n  ${f.request.method} ${f.request.url}\n  headers ${JSON.stringify(f.request.headers)}\n  body ${f.request.body?.slice(0, 300) ?? '(none)'}\n  → ${f.status} ${f.body.slice(0, 300)}`,
    )
    .join('\n')
}
