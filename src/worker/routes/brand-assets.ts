import { Hono } from 'hono'
import type { Brand } from '../../shared/config/brands'
import { TOKENS } from '../../themes/tokens'
import type { AppEnv } from '../http/app-env'
import { skinOf } from '../render/skin-for'

/** The files each base theme has under public/brand/<theme>/ (scripts/brand-assets.mjs): icons,
 * and the logo the mails' header shows (mail-document.tsx). */
const BRAND_ICON_FILES = {
  'favicon.ico': 'image/x-icon',
  'favicon.svg': 'image/svg+xml',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'icon-maskable-512.png': 'image/png',
  'mail-logo.png': 'image/png',
} as const

type IconFile = keyof typeof BRAND_ICON_FILES

// Icon names are fixed (browsers ask for /favicon.ico and /apple-touch-icon.png by name), so
// not immutable: a month, then a day of serving the old one while the new one is fetched.
const ICON_CACHE = 'public, max-age=2592000, stale-while-revalidate=86400'
// The theme colour follows the seasonal skin, which changes by the date.
const MANIFEST_CACHE = 'public, max-age=3600'

/** The brand's web app manifest (its own name and icons), its theme colour the one the brand's
 * pages put in `<meta name="theme-color">` today (page-context.tsx: the skin's primary). */
function webManifest(brand: Brand) {
  const skin = skinOf(brand, false, brand.defaultLocation)
  const icon = (file: IconFile, sizes: string, purpose = 'any') => ({
    src: `/${file}`,
    sizes,
    type: BRAND_ICON_FILES[file],
    purpose,
  })
  return {
    name: brand.name,
    short_name: brand.name,
    description: brand.tagline,
    lang: brand.locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: TOKENS[skin].colors.background,
    theme_color: TOKENS[skin].colors.primary,
    icons: [
      icon('favicon.svg', 'any'),
      icon('icon-192.png', '192x192'),
      icon('icon-512.png', '512x512'),
      icon('icon-maskable-512.png', '512x512', 'maskable'),
    ],
  }
}

/** Per-brand icons and manifest: each host answers with its own brand's, from the same names
 * (the brand middleware runs first). The files are static assets, read through the ASSETS
 * binding and served with the security headers every answer carries. */
export const brandAssets = new Hono<AppEnv>()

brandAssets.get('/manifest.webmanifest', (c) =>
  c.body(JSON.stringify(webManifest(c.get('brand'))), 200, {
    'content-type': 'application/manifest+json',
    'cache-control': MANIFEST_CACHE,
  }),
)

for (const [file, type] of Object.entries(BRAND_ICON_FILES)) {
  brandAssets.get(`/${file}`, async (c) => {
    const url = new URL(`/brand/${c.get('brand').baseTheme}/${file}`, c.req.url)
    const res = await c.env.ASSETS.fetch(url.toString())
    if (!res.ok) return c.notFound()
    return c.body(res.body as ReadableStream, 200, {
      'content-type': type,
      'cache-control': ICON_CACHE,
    })
  })
}
