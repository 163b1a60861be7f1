import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/app-env'
import { marketingCookies } from './marketing-cookies'

const app = new Hono<AppEnv>()
app.use(async function notBot(c, next) {
  c.set('isBot', c.req.header('user-agent') === 'bot')
  await next()
})
app.use(marketingCookies())
app.get('/moved', (c) => c.redirect('/deal/x?page=2', 301))
app.get('*', (c) => c.text(c.req.url))

describe('marketingCookies', () => {
  it('renders the page from the URL without campaign parameters', async () => {
    const res = await app.request('https://dealio.test/deal/a?utm_source=g&page=2&gclid=c1')
    expect(await res.text()).toBe('https://dealio.test/deal/a?page=2')
  })

  it('writes the cookies with their lifetime after the page, HttpOnly and Lax', async () => {
    const res = await app.request('https://dealio.test/?fbclid=f1&mgid=3')
    expect(res.headers.getSetCookie()).toEqual([
      'mkt_group=3; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax',
      'mkt_facebook_click=f1; Max-Age=7776000; Path=/; HttpOnly; Secure; SameSite=Lax',
    ])
  })

  it('keeps the parameters on a redirect target', async () => {
    const res = await app.request('http://dealio.test/moved?utm_source=g')
    expect(res.headers.get('location')).toBe('/deal/x?page=2&utm_source=g')
    expect(res.headers.getSetCookie()[0]).toMatch(/^mkt_source=source%3Dg; Max-Age=31536000;/)
  })

  it('sets nothing for a bot or a plain URL', async () => {
    const bot = await app.request('https://dealio.test/?gclid=c1', {
      headers: { 'user-agent': 'bot' },
    })
    expect(bot.headers.getSetCookie()).toEqual([])
    expect(await bot.text()).toBe('https://dealio.test/')
    const plain = await app.request('https://dealio.test/?page=2')
    expect(plain.headers.getSetCookie()).toEqual([])
  })
})
