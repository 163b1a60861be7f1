import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/app-env'
import { handleError } from '../http/error-handler'
import { sameOriginWrites } from './same-origin-writes'

const app = new Hono<AppEnv>()
app.use(sameOriginWrites())
app.all('/', (c) => c.text('done'))
app.onError(handleError)

const status = async (method: string, headers: Record<string, string>) =>
  (await app.request('https://shop.example/', { method, headers })).status

describe('sameOriginWrites', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['the same host over http', { origin: 'http://shop.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch without Origin', { 'sec-fetch-site': 'same-site' }],
    [
      'a foreign Origin, whatever Sec-Fetch-Site says',
      { origin: 'https://x.example', 'sec-fetch-site': 'same-origin' },
    ],
  ])('refuses a write from %s', async (_, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await status(method, { 'content-type': 'application/json', ...headers })).toBe(403)
    }
  })

  it.each([
    ['our own Origin', { origin: 'https://shop.example' }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a typed URL or bookmark', { 'sec-fetch-site': 'none' }],
    ['a server-to-server call with neither header', {}],
  ])('lets a write from %s through', async (_, headers) => {
    expect(await status('POST', headers)).toBe(200)
  })

  it('leaves reads alone, wherever they come from', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(await status(method, { origin: 'https://evil.example' })).toBe(200)
    }
  })
})
