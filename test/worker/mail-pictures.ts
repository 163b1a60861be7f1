import { SELF } from 'cloudflare:test'
import { expect } from 'vitest'

const IMG_SRC = /<img\b[^>]*\bsrc="([^"]+)"/g

/** Checks a mail's HTML shows no SVG picture and each deal picture it links answers a PNG (the
 * local server standing in for the brand's host); returns how many deal pictures it had. */
export async function expectPngPictures(html: string): Promise<number> {
  const sources = [...html.matchAll(IMG_SRC)].map((m) => m[1]!.replaceAll('&amp;', '&'))
  expect(sources.filter((src) => /\.svg(?:$|[?#])/.test(src))).toEqual([])
  const deals = sources.filter((src) => src.includes('/images/deal/'))
  for (const src of deals) {
    const url = new URL(src)
    expect(url.pathname).toMatch(/^\/images\/deal\/\d+\/\d+\.png$/)
    const res = await SELF.fetch(`http://localhost${url.pathname}${url.search}`)
    expect(res.status, src).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await res.arrayBuffer())
    // The PNG signature: \x89PNG\r\n\x1a\n.
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  }
  return deals.length
}
