import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { setCookieHeader, setHeader } from './response-headers'

/** An app whose middleware adds headers to the answer its route made, and records whether the
 * answer that left is the one the route made. */
function appAnswering(make: () => Response) {
  const seen: { same?: boolean } = {}
  const app = new Hono()
  let made: Response | undefined
  app.use(async (c, next) => {
    await next()
    setHeader(c, 'x-request-id', 'r1')
    setCookieHeader(c, 'vid', 'v1', { httpOnly: true, maxAge: 60 })
    setCookieHeader(c, 'exp', 'e1', { sameSite: 'Lax' })
    seen.same = c.res === made
  })
  app.get('/', () => (made = make()))
  return { app, seen }
}

describe('setHeader and setCookieHeader', () => {
  it('change a made answer in place, without copying the Response', async () => {
    const { app, seen } = appAnswering(() => new Response('ok', { headers: { a: 'b' } }))
    const res = await app.request('/')
    expect(seen.same).toBe(true)
    expect(res.headers.get('x-request-id')).toBe('r1')
    expect(res.headers.get('a')).toBe('b')
    expect(res.headers.getSetCookie()).toEqual([
      'vid=v1; Max-Age=60; Path=/; HttpOnly',
      'exp=e1; Path=/; SameSite=Lax',
    ])
    expect(await res.text()).toBe('ok')
  })

  it('copy an answer whose headers cannot change, as c.header() does', async () => {
    const { app, seen } = appAnswering(() => Response.redirect('https://example.test/next', 302))
    const res = await app.request('/')
    expect(seen.same).toBe(false)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://example.test/next')
    expect(res.headers.get('x-request-id')).toBe('r1')
    expect(res.headers.getSetCookie()).toHaveLength(2)
  })

  it('before the answer is made, leave the header for it', async () => {
    const app = new Hono()
    app.get('/', (c) => {
      setHeader(c, 'x-early', 'yes')
      return c.text('ok')
    })
    expect((await app.request('/')).headers.get('x-early')).toBe('yes')
  })
})
