import { test, expect } from './support/fixtures'
import { e2eBaseUrl } from './support/server-address'

// The content-hashed files under /assets/ are served by the assets layer
// without running the worker (wrangler.toml `run_worker_first`), with the headers of
// public/_headers; every other path still passes through the worker first. Checked here against
// `wrangler dev`, whose assets layer routes as production does: the worker tests call the worker
// directly (SELF), past that layer. No browser needed.

const get = (path: string) => fetch(e2eBaseUrl() + path, { redirect: 'manual' })

/** The headers the worker's securityHeaders() sets that mean something on a file too: the two
 * sources must not drift apart. */
const SHARED = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
]

/** The homepage's script and stylesheet, as it links them. */
async function homepageAssets() {
  const html = await (await get('/')).text()
  return {
    script: /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '',
    stylesheet: /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '',
  }
}

test.describe('hashed static files', () => {
  for (const kind of ['script', 'stylesheet'] as const) {
    test(`the page’s ${kind} is served without the worker, immutable for a year`, async () => {
      const path = (await homepageAssets())[kind]
      expect(path, `no ${kind} on the homepage`).toMatch(/^\/assets\//)
      const res = await get(path)
      const body = await res.arrayBuffer()
      expect(res.status).toBe(200)
      expect(body.byteLength).toBeGreaterThan(0)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      // The worker stamps every answer it gives with a request id; the assets layer does not.
      expect(res.headers.get('x-request-id')).toBeNull()
    })
  }

  test('carry the same security headers as the worker’s answers', async () => {
    const { stylesheet } = await homepageAssets()
    const [file, fromWorker] = [await get(stylesheet), await get('/favicon.svg')]
    await Promise.all([file.arrayBuffer(), fromWorker.arrayBuffer()])
    expect(fromWorker.headers.get('x-request-id')).not.toBeNull()
    for (const name of SHARED) {
      expect(file.headers.get(name), name).not.toBeNull()
      expect(file.headers.get(name), name).toBe(fromWorker.headers.get(name))
    }
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  test('a name under /assets/ that is no file is the assets layer’s 404, with the same headers', async () => {
    const res = await get('/assets/no-such-file-0000.js')
    await res.arrayBuffer()
    expect(res.status).toBe(404)
    expect(res.headers.get('x-request-id')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
  })

  test('other static files and pages still pass through the worker', async () => {
    for (const path of ['/favicon.svg', '/manifest.webmanifest', '/']) {
      const res = await get(path)
      await res.arrayBuffer()
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-request-id'), path).not.toBeNull()
    }
  })
})
