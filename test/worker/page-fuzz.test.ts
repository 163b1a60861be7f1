import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BRANDS, brandFromHost } from '../../src/shared/config/brands'
import { FEED_PARAMS } from '../../src/worker/routes/pages/page-facts'
import { backofficePages } from '../../src/worker/routes/pages/backoffice-pages'
import { storefrontRoutes } from '../../src/worker/routes/pages/storefront-routes'
import { makeStaff } from '../fixtures/make-staff'
import { freshCode } from '../fixtures/fresh'
import { signIn } from './account-client'
import { capturingLogs } from './fuzz/log-capture'
import { scale } from './stress'

// Every storefront page, from the route table, asked with what a shopper's mistyped link, a
// broken bookmark, a scanner or an old cookie sends: the house rule is an answer below 500, a
// 4xx that is still the brand's page with a plain message, no raw error text, and nothing
// logged at error level (a user's mistake is not an incident).

const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8'
const DEALIO = `http://${BRANDS.dealio.devHost}`
/** Each brand's host in turn, so every brand's header is looked for. */
const HOSTS = Object.values(BRANDS).map((brand) => `http://${brand.devHost}`)
const hostOf = (index: number) => HOSTS[index % HOSTS.length]!

/** One path a pattern takes: a named segment gets a value its constraint allows, a wildcard a
 * plain word. */
function examplePath(pattern: string): string {
  const path = pattern
    .split('/')
    .map((part) => {
      if (part === '*') return 'x'
      if (!part.startsWith(':')) return part
      const constraint = /\{(.*)\}$/.exec(part)?.[1]
      if (!constraint) return 'london'
      if (constraint.includes('[0-9]')) return '42'
      return constraint.split('|')[0] ?? 'x'
    })
    .join('/')
  return path || '/'
}

const PATHS = [...new Set(storefrontRoutes.patterns.map(([pattern]) => examplePath(pattern)))]

/** Segments no page has: broken escapes, traversal, control characters, markup, 3 KB. */
const HOSTILE_SEGMENTS = [
  '%E0%A4%A',
  '%',
  '%FF%FE',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%2e%2e',
  'caf%C3%A9-%E2%98%83-%F0%9F%92%A5',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'a'.repeat(3000),
  '-1',
  '1e99',
  '99999999999999999999999',
]

/** What a page reads from its query, and what a shopper (or a scanner) may put there. */
const READ_PARAMS = (pattern: string): string[] => {
  const route = storefrontRoutes.patterns.find(([p]) => p === pattern)?.[1]
  const cached = route && route.cache !== 'private' ? route.cache.params : []
  return [
    ...new Set([
      ...cached,
      ...FEED_PARAMS,
      'page',
      'date',
      'nights',
      'sort',
      'q',
      'redirect',
      'token',
      'email',
      'notice',
      'tab',
      'status',
      'source',
      'site',
      'renew',
      'giftFor',
      'budget',
      'character',
      'arrival',
      'dealPreview',
      'claim-my-gift',
    ]),
  ]
}

const GARBAGE_VALUES = [
  '-1',
  '1e99',
  '0',
  '999',
  '2026-02-30',
  '<script>alert(1)</script>',
  '',
  '%E0%A4%A',
  'x'.repeat(3000),
  'NaN',
]

/** Cookies a page stack reads, each malformed. */
const BAD_COOKIES = [
  'ct=not-a-session',
  '__Host-ct=%E0%A4%A',
  'exp=%%%;%7B%22x%22',
  'exp={"a":"b"',
  `vid=${'v'.repeat(4000)}`,
  'location=%E0%A4%A',
  'location=..%2f..%2f',
  'basket_token=<script>',
  'wishlist_id=-1',
  'consent=%7Bbroken',
  'd1_bookmark=garbage',
  'email=%FF',
  'rf=%00',
  'post_login_url=javascript:alert(1)',
  'local_redirect=//evil.example',
  'signup_lightbox_seen=1e99',
  'vip=<>',
].join('; ')

/** The same, less the session cookies: beside a real session, so the pages behind it are reached. */
const OTHER_BAD_COOKIES = BAD_COOKIES.split('; ')
  .filter((cookie) => !/^(__Host-)?ct=/.test(cookie))
  .join('; ')

const BAD_LANGUAGES = ['*;q=abc', 'xx-%FF%FF', 'en-GB;q=2,,,;', 'a'.repeat(2000), '']

/** Hosts a request may carry: case, trailing dot, a port, an unknown name, an address. */
const HOST_VARIANTS = [
  'http://LOCALHOST',
  'http://localhost.',
  'http://localhost:8080',
  'http://LivingSocial.localhost',
  'http://unknown.example',
  'http://127.0.0.1',
  'http://xn--80ak6aa92e.localhost',
]

interface Problem {
  url: string
  status: number
  problem: string
}

/** Signs of an error's raw text in a page: a stack frame, a runtime error name, a zod issue. */
const RAW_ERROR =
  /\bat [\w.<>$]+ \(|\.tsx?:\d+:\d+|\b(TypeError|RangeError|SyntaxError|ReferenceError|URIError|ZodError)\b|"code":"invalid_|D1_ERROR|SQLITE_/

const brandOfHost = (url: string) => brandFromHost(new URL(url).host)

interface Asked {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string | FormData
}

interface Answered {
  status: number
  problems: Problem[]
}

async function ask({ url, method = 'GET', headers = {}, body: sent }: Asked): Promise<Answered> {
  const res = await SELF.fetch(url, {
    method,
    headers: { accept: BROWSER, ...headers },
    body: sent,
    redirect: 'manual',
  })
  const body = await res.text()
  const problems: string[] = []
  if (res.status >= 500) problems.push('5xx')
  if (RAW_ERROR.test(body)) problems.push(`raw error text: ${RAW_ERROR.exec(body)?.[0]}`)
  if (res.status >= 400 && res.status < 500 && new URL(url).pathname.startsWith('/api/')) {
    // The API's own refusal, even to a browser's form: `{ error: { code, message } }`.
    if (!/^\{"error":\{"code":"[A-Z_]+","message":"[^"]+"/.test(body)) {
      problems.push('API 4xx is not { error: { code, message } }')
    }
  } else if (res.status >= 400 && res.status < 500) {
    const brand = brandOfHost(url)
    if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) {
      problems.push(`4xx is not a page (${res.headers.get('content-type')})`)
    } else {
      if (!/<header[\s>]/.test(body)) problems.push('4xx page has no brand header')
      if (!body.includes(brand.name)) problems.push(`4xx page does not name ${brand.name}`)
      if (!/<h1[^>]*>[^<]{3,}/.test(body)) problems.push('4xx page has no plain heading')
    }
  }
  return {
    status: res.status,
    problems: problems.map((problem) => ({ url: `${method} ${url}`, status: res.status, problem })),
  }
}

/** Asks everything, a few at a time, and returns what broke the rule, with the error lines. */
async function askAll(
  requests: Asked[],
): Promise<{ problems: Problem[]; errors: string[]; statuses: number[]; lines: string[] }> {
  const { result, lines } = await capturingLogs(async () => {
    const answers: Answered[] = []
    for (let i = 0; i < requests.length; i += 4) {
      answers.push(...(await Promise.all(requests.slice(i, i + 4).map(ask))))
    }
    return answers
  })
  const errors = lines.filter((line) => /"level":"error"/.test(line) || !line.startsWith('{'))
  return {
    problems: result.flatMap((answer) => answer.problems),
    errors,
    statuses: result.map((answer) => answer.status),
    lines,
  }
}

const report = (problems: Problem[]) =>
  problems
    .slice(0, 30)
    .map(({ url, status, problem }) => `${status} ${url.slice(0, 160)}: ${problem}`)
    .join('\n')

/** `count` of `list`, starting at `offset` and wrapping: inside `npm test` each page gets a few
 * of the hostile values, a different few for the next page, so every value still meets many
 * pages; `npm run test:stress` gives every page all of them. */
const pick = <T>(list: readonly T[], count: number, offset: number): T[] =>
  Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(offset + i) % list.length]!)

const SEGMENTS_PER_PAGE = scale(5, HOSTILE_SEGMENTS.length)
const VALUES_PER_PAGE = scale(4, GARBAGE_VALUES.length)

/** The path with its last segment swapped for (or, for the root, given) a hostile one. */
const withSegment = (path: string, segment: string) =>
  path === '/' ? `/${segment}` : `${path.replace(/\/[^/]*$/, '')}/${segment}`

describe('every page, asked with hostile input', () => {
  it('reaches every pattern of the route table', () => {
    expect(PATHS.length).toBeGreaterThan(40)
  })

  it('would see a page that fails: the 500, and its error line', async () => {
    const { problems, errors } = await askAll([{ url: `${DEALIO}/dev/throw` }])
    expect(problems.map(({ problem }) => problem)).toContain('5xx')
    expect(errors.length).toBeGreaterThan(0)
  })

  it('answers broken, traversing, unicode and overlong path segments below 500, as a branded page', async () => {
    const requests = PATHS.flatMap((path, p) =>
      pick(HOSTILE_SEGMENTS, SEGMENTS_PER_PAGE, p * SEGMENTS_PER_PAGE).flatMap((segment, s) => [
        { url: `${hostOf(p + s)}${withSegment(path, segment)}` },
        { url: `${hostOf(p + s + 1)}${path === '/' ? '' : path}/${segment}` },
      ]),
    )
    const { problems, errors, statuses } = await askAll(requests)
    expect(report(problems)).toBe('')
    expect(errors.slice(0, 5)).toEqual([])
    // Most of these name no page: the checks on a 4xx page were made, not skipped.
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThan(requests.length / 2)
  }, 600_000)

  it('answers garbage, empty, repeated and array query parameters below 500', async () => {
    const requests = storefrontRoutes.patterns.flatMap(([pattern], p) => {
      const path = examplePath(pattern)
      const names = READ_PARAMS(pattern)
      const every = (value: string) =>
        names.map((n) => `${encodeURIComponent(n)}=${encodeURIComponent(value)}`).join('&')
      return [
        ...pick(GARBAGE_VALUES, VALUES_PER_PAGE, p * VALUES_PER_PAGE).map((value) => ({
          url: `${DEALIO}${path}?${every(value)}`,
        })),
        { url: `${DEALIO}${path}?${names.map((n) => `${n}=1&${n}=2&${n}=-3`).join('&')}` },
        { url: `${DEALIO}${path}?${names.map((n) => `${n}[]=1&${n}[x]=2`).join('&')}` },
        { url: `${DEALIO}${path}?${names.join('&')}` },
        { url: `${DEALIO}${path}?%E0%A4%A=%E0%A4%A&%=%&&&=` },
      ]
    })
    const { problems, errors } = await askAll(requests)
    expect(report(problems)).toBe('')
    expect(errors.slice(0, 5)).toEqual([])
  }, 600_000)

  it('answers malformed cookies, Accept-Language and hosts below 500', async () => {
    const requests: Asked[] = PATHS.flatMap((path, p) => [
      { url: `${DEALIO}${path}`, headers: { cookie: BAD_COOKIES } },
      ...pick(BAD_LANGUAGES, scale(2, BAD_LANGUAGES.length), p).map((language) => ({
        url: `${DEALIO}${path}`,
        headers: { 'accept-language': language },
      })),
    ])
    for (const host of HOST_VARIANTS) {
      for (const path of ['/', '/deals/london', '/login', '/no-such-page']) {
        requests.push({ url: `${host}${path}`, headers: { cookie: BAD_COOKIES } })
      }
    }
    const { problems, errors } = await askAll(requests)
    expect(report(problems)).toBe('')
    expect(errors.slice(0, 5)).toEqual([])
  }, 600_000)
})

/** The HTML forms that post without script (a plain `<form method="post">`), with a path that
 * names one: the sandbox payment and bank-check pages, the unsubscribe page, the development
 * mailbox, the stuck-mail retry button, and the make-my-town banner (which posts to the API). */
const FORM_ENDPOINTS = [
  '/sandbox/pay/not-a-token',
  '/sandbox/3ds/not-a-challenge',
  '/unsubscribe',
  '/unsubscribe?id=1&verify=x',
  '/dev/mailbox/1/events',
  '/admin/stuck-mail/1/retry',
  '/api/v1/location',
]

const SECRET_PASSWORD = 'pw-never-logged-93817'
const SECRET_CARD = '4111111111111111'
const SECRET_TOKEN = 'tok-never-logged-55120'

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** Form bodies a form never sends: nothing, fields missing, wrong types, markup, 200 KB. */
const BAD_FORMS: { body: string; type: string }[] = [
  { body: '', type: 'application/x-www-form-urlencoded' },
  {
    body: form({ password: SECRET_PASSWORD, cardNumber: SECRET_CARD, token: SECRET_TOKEN }),
    type: 'application/x-www-form-urlencoded',
  },
  {
    body: form({ decision: '<script>', shortName: '', returnTo: '//evil.example', email: '1e99' }),
    type: 'application/x-www-form-urlencoded',
  },
  {
    body: 'decision[]=approve&decision[]=decline&shortName[x]=1&%E0%A4%A=%',
    type: 'application/x-www-form-urlencoded',
  },
  { body: '{"decision":"approve"', type: 'application/x-www-form-urlencoded' },
  { body: 'not multipart at all', type: 'multipart/form-data; boundary=x' },
  { body: form({ decision: 'x'.repeat(200_000) }), type: 'application/x-www-form-urlencoded' },
]

describe('every page a signed-in shopper reaches, asked with hostile input', () => {
  it('answers below 500, a branded page on a 4xx, nothing logged at error level', async () => {
    const { cookie } = await signIn(`${freshCode('pagefuzz')}@example.com`, '198.51.100.77')
    const garbage = (pattern: string, value: string) =>
      READ_PARAMS(pattern)
        .map((name) => `${name}=${encodeURIComponent(value)}`)
        .join('&')
    const requests = storefrontRoutes.patterns
      .filter(([, route]) => route.cache === 'private')
      .flatMap(([pattern], p) => {
        const path = examplePath(pattern)
        return [
          ...pick(HOSTILE_SEGMENTS, SEGMENTS_PER_PAGE, p * SEGMENTS_PER_PAGE).map(
            (segment) => `${DEALIO}${withSegment(path, segment)}`,
          ),
          ...pick(GARBAGE_VALUES, VALUES_PER_PAGE, p * VALUES_PER_PAGE).map(
            (value) => `${DEALIO}${path}?${garbage(pattern, value)}`,
          ),
        ].map((url) => ({ url, headers: { cookie: `${cookie}; ${OTHER_BAD_COOKIES}` } }))
      })
    expect(requests.length).toBeGreaterThan(50)
    const { problems, errors, statuses } = await askAll(requests)
    expect(report(problems)).toBe('')
    expect(errors.slice(0, 5)).toEqual([])
    // Signed in, the account pages render rather than send to the login page.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(50)
  }, 600_000)
})

/** The back office's page routes, from its own router: each GET path with a named segment
 * given a value. */
const BACKOFFICE_PATHS = [
  ...new Set(
    backofficePages.routes
      .filter(({ method, path }) => method === 'GET' && !path.includes('*'))
      .map(({ path }) => path.replace(/:\w+(\{[^}]*\})?/g, '42')),
  ),
]

const BACKOFFICE_PARAMS = [
  'page',
  'view',
  'from',
  'to',
  'q',
  'status',
  'sort',
  'id',
  'redirect',
  'email',
]

describe('every back-office page, asked by its staff with hostile input', () => {
  it('answers below 500, nothing logged at error level', async () => {
    const merchantId = (await env.DB.prepare(
      `INSERT INTO merchants (name, display_name, country_code) VALUES ('Fuzz', 'Fuzz', 'gb')
       RETURNING id`,
    ).first<{ id: number }>())!.id
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId })
    expect(BACKOFFICE_PATHS.length).toBeGreaterThan(15)
    const requests = BACKOFFICE_PATHS.flatMap((path) => {
      const cookie = path.startsWith('/merchant') ? merchant.cookie : admin.cookie
      const query = (value: string) =>
        BACKOFFICE_PARAMS.map((name) => `${name}=${encodeURIComponent(value)}`).join('&')
      return [
        ...HOSTILE_SEGMENTS.map((segment) => `${DEALIO}${withSegment(path, segment)}`),
        ...GARBAGE_VALUES.map((value) => `${DEALIO}${path}?${query(value)}`),
      ].map((url) => ({ url, headers: { cookie } }))
    })
    const { problems, errors, statuses } = await askAll(requests)
    expect(report(problems)).toBe('')
    expect(errors.slice(0, 5)).toEqual([])
    // The staff sessions open the pages: the hostile input reached them.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(requests.length / 3)
  }, 600_000)
})

describe('every form post, with what its form never sends', () => {
  it('answers below 500 and, to a browser, as the brand page with a plain message', async () => {
    const paths = [...FORM_ENDPOINTS, ...PATHS]
    const requests = paths.flatMap((path) =>
      BAD_FORMS.map(({ body, type }) => ({
        url: `${DEALIO}${path}`,
        method: 'POST',
        headers: { 'content-type': type, origin: DEALIO },
        body,
      })),
    )
    const { problems, errors, lines } = await askAll(requests)
    expect(report(problems)).toBe('')
    expect(errors.slice(0, 5)).toEqual([])
    const logged = lines.join('\n')
    for (const secret of [SECRET_PASSWORD, SECRET_CARD, SECRET_TOKEN]) {
      expect(logged).not.toContain(secret)
    }
  }, 600_000)
})

describe('a form the page could not take', () => {
  const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
    SELF.fetch(`${DEALIO}${path}`, {
      method: 'POST',
      headers: { accept: BROWSER, 'content-type': type, origin: DEALIO },
      body,
    })

  it('is a 400 page, not a 500, when its body is no form at all', async () => {
    const res = await post('/sandbox/pay/any', 'not multipart', 'multipart/form-data; boundary=x')
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('The form could not be read')
    expect(html).toMatch(/<header[\s>]/)
  })

  it('posted to a page that takes none (its script did not run) is a 405 page saying to go back', async () => {
    const res = await post('/login', 'email=a%40b.c&password=hunter2hunter2')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
    expect(await res.text()).toContain('Please go back, reload the page and try again.')
  })

  it('over the size limit is the brand page with the limit, and the API keeps its JSON', async () => {
    const big = `email=${'x'.repeat(70_000)}`
    const page = await post('/unsubscribe?id=1&verify=x', big)
    expect(page.status).toBe(413)
    const html = await page.text()
    expect(html).toContain('The request body is over 64 KB')
    expect(html).toMatch(/<header[\s>]/)
    const api = await post('/api/v1/location', big)
    expect(api.status).toBe(413)
    expect(await api.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is over 64 KB' },
    })
  })
})
