import { env, SELF } from 'cloudflare:test'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import { describe, expect, it } from 'vitest'
import { keptPageFastServes } from '../../src/worker/middleware/page-cache'

const get = (path: string, init: RequestInit = {}) => SELF.fetch(`http://localhost${path}`, init)

interface Answer {
  status: number
  cache: string | null
  headers: [string, string][]
  body: string
}

/** An answer with what differs on every serve by design made plain: the CSP nonce (fresh per
 * serve, wherever it is printed), the request id, a new visitor's id and the arms drawn from
 * it, the Age in seconds. */
async function read(res: Response): Promise<Answer> {
  const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
  // A visitor who came without an id is given a new one, and arms drawn from it.
  const newVisitor = res.headers.getSetCookie().some((cookie) => cookie.startsWith('vid='))
  const plain = (text: string) => {
    const fixed = (nonce ? text.replaceAll(nonce, 'NONCE') : text).replace(
      /vid=[0-9a-f-]{36}/g,
      'vid=VISITOR',
    )
    return newVisitor ? fixed.replace(/exp=[\w.-]+/g, 'exp=ARMS') : fixed
  }
  const body = plain(await res.text())
  const headers = [...res.headers]
    .filter(([name]) => name !== 'x-request-id' && name !== 'age')
    .map(([name, value]): [string, string] => [name, plain(value)])
  return { status: res.status, cache: res.headers.get('x-page-cache'), headers, body }
}

/** One slow-path hit (the full chain, which teaches the fast path the page's route) and the
 * fast-path hit after it, for the same request. */
async function slowThenFast(path: string, init: RequestInit = {}) {
  // Pages kept in this isolate by earlier test files outlive their storage: start afresh.
  await bumpPageCacheGeneration(env.FEED_CACHE)
  await (await get(path, init)).text() // the miss that fills the cache
  let slow: Answer | undefined
  for (let i = 0; i < 40 && !slow; i++) {
    const before = keptPageFastServes()
    const answer = await read(await get(path, init))
    if (answer.cache === 'HIT') {
      expect(keptPageFastServes()).toBe(before)
      slow = answer
    } else await new Promise((r) => setTimeout(r, 50))
  }
  if (!slow) throw new Error(`${path} never became a hit`)
  const before = keptPageFastServes()
  const fast = await read(await get(path, init))
  expect(keptPageFastServes()).toBe(before + 1)
  return { slow, fast }
}

describe('the page cache fast path', () => {
  it('answers a kept page exactly as the full chain does, headers and bytes', async () => {
    const home = await (await get('/?fast=home')).text()
    const dealPath = home.match(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"]+)"/)![1]!
    const pages = ['/', dealPath, '/deals/london', '/deals/london/beauty', '/search?q=spa']
    for (const path of pages) {
      const { slow, fast } = await slowThenFast(path)
      expect(fast.cache).toBe('HIT')
      expect(fast, path).toEqual(slow)
      expect(fast.headers.map(([name]) => name)).toContain('set-cookie')
    }
  })

  it('gives a returning visitor the same cookies and a chosen location the same page', async () => {
    const visitor = 'vid=0f8fad5b-d9cb-469f-a165-70867728950e; location=manchester'
    const { slow, fast } = await slowThenFast('/deals/manchester', { headers: { cookie: visitor } })
    expect(fast).toEqual(slow)
    expect(fast.body).toContain('Manchester')
  })

  it('is never taken by a personal request, a bot, a campaign landing or another spelling', async () => {
    await slowThenFast('/deals/leeds')
    const before = keptPageFastServes()
    for (const cookie of ['ct=abc123', 'basket_token=t1', 'vip=1', '__Host-ct=x']) {
      const res = await get('/deals/leeds', { headers: { cookie } })
      expect(res.headers.get('x-page-cache'), cookie).not.toBe('HIT')
      await res.text()
    }
    const authorised = await get('/deals/leeds', { headers: { authorization: 'Bearer x' } })
    expect(authorised.headers.get('x-page-cache')).not.toBe('HIT')
    await authorised.text()
    const bot = await get('/deals/leeds', { headers: { 'user-agent': 'Googlebot/2.1' } })
    await bot.text()
    expect(keptPageFastServes()).toBe(before)
    // Pages are fresh for one second here (PAGE_CACHE_MAX_AGE): on a busy machine the full
    // renders above can outlast it, and a stale page is not a HIT. Cache it again.
    await slowThenFast('/deals/leeds')
    const again = keptPageFastServes()
    const landing = await get('/deals/leeds?utm_source=x')
    expect(landing.headers.get('x-page-cache')).toBe('HIT')
    expect(landing.headers.getSetCookie().join()).toContain('mkt_source')
    await landing.text()
    const unread = await get('/deals/leeds?zzz=1')
    expect(unread.headers.get('x-page-cache')).toBe('HIT')
    await unread.text()
    const spelling = await get('/Deals/Leeds', { redirect: 'manual' })
    expect(spelling.status).toBe(301)
    expect(keptPageFastServes()).toBe(again)
  })

  it('answers a HEAD as the GET it mirrors, without a body', async () => {
    await slowThenFast('/deals/bristol')
    const before = keptPageFastServes()
    const head = await get('/deals/bristol', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('x-page-cache')).toBe('HIT')
    expect(await head.text()).toBe('')
    expect(keptPageFastServes()).toBe(before + 1)
  })

  it('leaves a request it has not seen the full chain answer, or a retired page, to the chain', async () => {
    await bumpPageCacheGeneration(env.FEED_CACHE)
    await slowThenFast('/')
    const before = keptPageFastServes()
    const elsewhere = await get('/', { headers: { cookie: 'location=manchester' } })
    expect(elsewhere.headers.get('x-page-cache')).toBe('MISS')
    expect(await elsewhere.text()).toContain('Manchester')
    await bumpPageCacheGeneration(env.FEED_CACHE)
    const retired = await get('/')
    expect(retired.headers.get('x-page-cache')).toBe('MISS')
    await retired.text()
    expect(keptPageFastServes()).toBe(before)
  })
})
