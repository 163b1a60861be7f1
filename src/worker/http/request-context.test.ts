import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './app-env'
import { createRequestContext, requestContext } from './request-context'

const app = new Hono<AppEnv>()
app.use(requestContext())
app.get('/', (c) =>
  c.json({
    brand: c.get('brand').id,
    isBot: c.get('isBot'),
    ip: c.get('clientIp'),
    quality: c.get('hints').quality,
    visitor: c.get('visitorId'),
  }),
)

const call = async (headers: Record<string, string>) =>
  (await app.request('http://localhost/', { headers })).json()

describe('request context', () => {
  it('resolves the brand from the Host header', async () => {
    expect(await call({ host: 'livingsocial-ie.localhost:8787' })).toMatchObject({
      brand: 'livingsocialie',
    })
  })

  it('flags search-engine bots from the user agent and leaves browsers alone', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(await call({ 'user-agent': googlebot })).toMatchObject({ isBot: true })
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
    expect(await call({ 'user-agent': chrome })).toMatchObject({ isBot: false })
  })

  it('takes the client IP from CF-Connecting-IP, then the first X-Forwarded-For hop', async () => {
    expect(
      await call({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }),
    ).toMatchObject({ ip: '203.0.113.7' })
    expect(await call({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' })).toMatchObject({
      ip: '198.51.100.1',
    })
    expect(await call({})).toMatchObject({ ip: '' })
  })

  it('reads the image quality the client hints ask for', async () => {
    expect(await call({})).toMatchObject({ quality: 85 })
    expect(await call({ ect: '3g' })).toMatchObject({ quality: 60 })
    expect(await call({ 'save-data': 'on' })).toMatchObject({ quality: 35 })
  })

  it('keeps only a visitor id we could have written', async () => {
    const id = crypto.randomUUID()
    expect(await call({ cookie: `a=1; vid=${id}` })).toMatchObject({ visitor: id })
    expect(await call({ cookie: 'vid=short' })).toMatchObject({ visitor: null })
    expect(await call({})).toMatchObject({ visitor: null })
  })

  it('is a plain function of the request, the same values the middleware sets', () => {
    const request = new Request('http://dealio.localhost/', {
      headers: { 'user-agent': 'Googlebot/2.1', 'cf-connecting-ip': '203.0.113.9', ect: '2g' },
    })
    expect(createRequestContext(request)).toMatchObject({
      brand: { id: 'dealio' },
      clientIp: '203.0.113.9',
      isBot: true,
      hints: { ect: '2g', quality: 35 },
      visitorId: null,
    })
  })
})
