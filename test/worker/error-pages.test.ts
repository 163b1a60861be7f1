import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/shared/config/brands'
import { plainErrorPage } from '../../src/worker/routes/pages/error-page'

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

describe('a page that throws', () => {
  it('answers a browser with the branded HTML 500 page in the shell, not JSON', async () => {
    const res = await SELF.fetch('http://localhost/dev/throw', { headers: HTML })
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html).toContain('<title>Something went wrong')
    expect(html).toContain('Something went wrong on our side')
    // The shell: the brand's header with its navigation, and the footer.
    expect(html).toMatch(/<header[^>]*>/)
    expect(html).toMatch(/<footer[^>]*>/)
    // The reference quoted to customer service is the request id the log line carries.
    expect(html).toContain(`Reference: ${res.headers.get('x-request-id')}`)
    expect(html).not.toContain('failed on purpose')
  })

  it('is in the brand of the host it was asked of', async () => {
    const res = await SELF.fetch('http://livingsocial.localhost/dev/throw', { headers: HTML })
    expect(res.status).toBe(500)
    expect(await res.text()).toContain('aria-label="LivingSocial"')
  })

  it('still answers JSON to a client that does not ask for HTML', async () => {
    const res = await SELF.fetch('http://localhost/dev/throw', {
      headers: { accept: 'application/json' },
    })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: { code: 'INTERNAL', message: expect.any(String) as string },
    })
  })
})

describe('the API', () => {
  it('keeps its JSON error shape even when a browser asks', async () => {
    const res = await SELF.fetch('http://localhost/api/v1/deal/999999999', { headers: HTML })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String) as string },
    })
  })
})

describe('the plain error page (when the shell cannot be built either)', () => {
  it('names the brand and the status, uses its skin and stylesheet, and runs no script', () => {
    const html = plainErrorPage(BRANDS.livingsocialie, 500, 'req-<1>')
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IE">/)
    expect(html).toContain('LivingSocial')
    expect(html).toContain('Error 500')
    expect(html).toContain('rel="stylesheet"')
    expect(html).toContain('Reference: req-&#60;1&#62;')
    expect(html).not.toContain('<script')
  })
})
