import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/app-env'
import { bot } from './bot'
import { brand } from './brand'
import { clientIp } from './client-ip'

const app = new Hono<AppEnv>()
app.use(brand(), bot(), clientIp())
app.get('/', (c) =>
  c.json({ brand: c.get('brand').id, isBot: c.get('isBot'), ip: c.get('clientIp') }),
)

const call = async (headers: Record<string, string>) =>
  (await app.request('http://localhost/', { headers })).json()

describe('request context middleware', () => {
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
})
