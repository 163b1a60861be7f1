import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { MAIL_LOGO_SIZES } from '../../src/worker/services/email/mail/mail-logo-sizes'

const BRANDS = [
  { host: 'http://localhost', name: 'Dealio', mark: 'Dealio', theme: 'dealio' },
  { host: 'http://ie.localhost', name: 'Dealio', mark: 'Dealio', theme: 'dealio' },
  {
    host: 'http://livingsocial.localhost',
    name: 'LivingSocial',
    mark: 'LivingSocial',
    theme: 'livingsocial',
  },
  {
    host: 'http://livingsocial-ie.localhost',
    name: 'LivingSocial',
    mark: 'LivingSocial',
    theme: 'livingsocial',
  },
] as const

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  return [view.getUint32(16), view.getUint32(20)]
}

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())

describe('each brand host serves its own icons and manifest', () => {
  it.each(BRANDS)(
    '$host: a manifest with its name, icons and the page theme colour',
    async ({ host, name }) => {
      const [manifestRes, pageRes] = await Promise.all([
        SELF.fetch(`${host}/manifest.webmanifest`),
        SELF.fetch(`${host}/`),
      ])
      expect(manifestRes.status).toBe(200)
      expect(manifestRes.headers.get('content-type')).toBe('application/manifest+json')
      const manifest = (await manifestRes.json()) as {
        name: string
        short_name: string
        theme_color: string
        icons: { src: string; sizes: string; purpose: string }[]
      }
      expect(manifest.name).toBe(name)
      expect(manifest.short_name).toBe(name)
      const html = await pageRes.text()
      const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1]
      expect(manifest.theme_color).toBe(themeColor)
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        'any any',
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ])
      // The page links the same brand's icons by the names this host answers.
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
      expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
    },
  )

  it.each(BRANDS)(
    '$host: a real ICO, an SVG and PNG icons of its own mark, cached long',
    async ({ host, mark }) => {
      const ico = await SELF.fetch(`${host}/favicon.ico`)
      expect(ico.status).toBe(200)
      expect(ico.headers.get('content-type')).toBe('image/x-icon')
      expect(ico.headers.get('cache-control')).toMatch(/max-age=(\d{7,})/)
      const icoBytes = await bytesOf(ico)
      // ICONDIR: reserved 0, type 1 (icon), three images (16, 32, 48), each a PNG.
      expect([...icoBytes.slice(0, 6)]).toEqual([0, 0, 1, 0, 3, 0])
      const firstOffset = new DataView(icoBytes.buffer).getUint32(6 + 12, true)
      expect([...icoBytes.slice(firstOffset, firstOffset + 8)]).toEqual(PNG_SIGNATURE)

      const svg = await SELF.fetch(`${host}/favicon.svg`)
      expect(svg.headers.get('content-type')).toBe('image/svg+xml')
      expect(await svg.text()).toContain(`<title>${mark}</title>`)

      for (const [path, size] of [
        ['/apple-touch-icon.png', 180],
        ['/icon-192.png', 192],
        ['/icon-512.png', 512],
        ['/icon-maskable-512.png', 512],
      ] as const) {
        const res = await SELF.fetch(`${host}${path}`)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/png')
        const png = await bytesOf(res)
        expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE)
        expect(pngSize(png)).toEqual([size, size])
      }
    },
  )

  it.each(BRANDS)(
    '$host: the mail header logo, a PNG twice the size the mail shows it',
    async ({ host, theme }) => {
      const res = await SELF.fetch(`${host}/mail-logo.png`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      // A webmail's page, not ours, shows it.
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
      const png = await bytesOf(res)
      expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE)
      const shown = MAIL_LOGO_SIZES[theme]
      expect(pngSize(png)).toEqual([shown.width * 2, shown.height * 2])
    },
  )

  it('gives the two brands different icons and mail logos', async () => {
    const [dealioLogo, livingsocialLogo] = await Promise.all(
      ['http://localhost', 'http://livingsocial.localhost'].map((host) =>
        SELF.fetch(`${host}/mail-logo.png`).then(bytesOf),
      ),
    )
    expect(Buffer.from(dealioLogo!).equals(Buffer.from(livingsocialLogo!))).toBe(false)
    const [dealio, livingsocial] = await Promise.all(
      ['http://localhost', 'http://livingsocial.localhost'].map((host) =>
        SELF.fetch(`${host}/icon-192.png`).then(bytesOf),
      ),
    )
    expect(Buffer.from(dealio!).equals(Buffer.from(livingsocial!))).toBe(false)
  })
})
