import type { Context } from 'hono'
import { Hono } from 'hono'
import { imageQuality } from '../../shared/domain/deal/image-quality'
import type { AppEnv } from '../http/app-env'
import { errorBody } from '../errors'
import { edgeCachedImage, imageCacheKey } from '../http/image-edge-cache'
import {
  DEAL_ART_VERSION,
  dealImageSvg,
  svgDetailForQuality,
} from '../services/images/deal-image-svg'
import { rasteriseSvg } from '../services/images/svg-rasteriser'
import { uploadedImage } from '../services/images/uploaded-images'
import { formatFor, imageResizerFor, type ImageResizer } from '../services/images/image-resizer'
import { uploadedImageUrl } from '../services/catalog/admin/admin-deal-media'
import { isPictureWidth, PICTURE_WIDTHS } from '../../shared/domain/images/picture-widths'
import { unopenedDealView } from './api/unopened-deal'
import { shareCards } from './share-cards'

const DEAL_ID = /^[1-9]\d{0,14}$/
const FILE = /^([1-9]\d{0,2})\.(svg|png)$/
/** A mail's picture is 534 px wide in its 600 px layout (mail-document.tsx): drawn this wide it
 * is sharp there and a fraction of a 2× picture's bytes, which matter in an inbox. */
const MAIL_PNG_WIDTH = 600
/** What an uploaded raster is sent to mail as, whatever it was uploaded as. */
const MAIL_FORMAT = 'jpeg'
const QUALITY = /^(100|[1-9]\d?)$/

const FOR_A_YEAR = { 'cache-control': 'public, max-age=31536000, immutable' }
// Staff's view of a deal that opens later: the same URL is public and cached for a year from the
// opening, so no cache may keep this answer.
const PREVIEW = { 'cache-control': 'private, no-store' }

/** The caching of a picture of a deal that opens at `opensAt`, or null when it must be a 404 to
 * this caller (a deal that has not opened, asked by anyone who may not preview it). */
async function pictureCaching(c: Context<AppEnv>, dealId: string, opensAt: string) {
  const view = await unopenedDealView(c, Number(dealId), opensAt)
  return view === 'open' ? FOR_A_YEAR : view === 'preview' ? PREVIEW : null
}

/** The 404 of a deal that opens later, worded as the other deal-keyed resources word it. Not
 * cached: from the opening the same URL is a picture. */
function unopened(c: Context<AppEnv>, dealId: string): Response {
  c.header('cache-control', 'no-store')
  return c.json(errorBody('NOT_FOUND', `No deal ${dealId}`), 404)
}

/** Generated deal pictures (DESIGN 'Data': "images are generated SVGs served locally").
 * Mounted at /images. `?q=` is the §9 image quality (1-100), drawn as less detail since SVG has
 * no lossy quality. Without a readable q (deal cards in cached listings carry none) the
 * quality comes from the request's Save-Data and ECT client hints (imageQuality), and the
 * answer says `Vary: Save-Data, ECT` so no cache hands one level's picture to another. A
 * picture never changes for a given URL and hints, so it is cached for a year.
 *
 * A deal that has not opened hides its pictures as it hides its page (api/unopened-deal.ts):
 * an upload or a drawn headline would announce it. Its opens_at comes with the row each answer
 * reads anyway, so an open deal's picture costs no extra D1 read.
 *
 * Answers are kept in the Cache API under a key of what decides their bytes
 * (http/image-edge-cache.ts): a second request for a picture reads neither D1 nor R2. */
export const images = new Hono<AppEnv>()

images.route('/share', shareCards)

images.get('/deal/:dealId/:file', async (c) => {
  const { dealId, file } = c.req.param()
  const quality = c.req.query('q') ?? ''
  const [, position, format] = FILE.exec(file) ?? []
  if (!DEAL_ID.test(dealId) || position === undefined) {
    return c.json(errorBody('NOT_FOUND', `No image ${dealId}/${file}`), 404)
  }
  // Mail clients show no SVG: the mails link this PNG of the same picture, whole in detail.
  // `?w=` asks for one of the srcset widths (picture-widths.ts) instead of the mail's.
  if (format === 'png') {
    const asked = c.req.query('w')
    const width = asked === undefined ? MAIL_PNG_WIDTH : Number(asked)
    if (asked !== undefined && !isPictureWidth(width)) {
      return c.json(errorBody('INVALID', `w: one of ${PICTURE_WIDTHS.join(', ')}`), 400)
    }
    const resizer = imageResizerFor(c.env as ImageResizerEnv)
    // A page's width follows Accept among the formats the resizer makes; a mail's is always
    // JPEG (Outlook and older Gmail show no WebP or AVIF). A drawn picture's PNG follows neither,
    // but one key shape keeps the rule simple and costs at most three copies of a small PNG.
    const fmt =
      asked === undefined ? MAIL_FORMAT : formatFor(c.req.header('accept'), resizer.formats)
    const key = imageCacheKey(`/deal/${dealId}/${position}.png`, {
      art: DEAL_ART_VERSION,
      width,
      fmt,
      resizer: resizer.name,
    })
    return edgeCachedImage(c, key, async () => {
      const picture = await dealPicture(c, { dealId, position, quality: 100, explicit: true })
      const source = new URL(uploadedImageUrl(Number(dealId), Number(position)), c.req.url)
      return rasterOf(picture, width, {
        resizer,
        source: source.href,
        format: fmt,
        byAccept: asked !== undefined,
      })
    })
  }
  const explicit = QUALITY.test(quality)
  const hinted = imageQuality({ saveData: c.req.header('save-data'), ect: c.req.header('ect') })
  // What decides the bytes and headers, and nothing else: an asked-for quality, or the quality
  // the hints gave (that answer also says Vary), and the version of the drawing code.
  const key = imageCacheKey(`/deal/${dealId}/${position}.svg`, {
    art: DEAL_ART_VERSION,
    q: explicit ? quality : `hinted-${hinted}`,
  })
  return edgeCachedImage(c, key, () =>
    dealPicture(c, { dealId, position, quality: explicit ? Number(quality) : hinted, explicit }),
  )
})

async function dealPicture(
  c: Context<AppEnv>,
  ask: { dealId: string; position: string; quality: number; explicit: boolean },
): Promise<Response> {
  const { dealId, position } = ask
  const notFound = () => c.json(errorBody('NOT_FOUND', `No image ${dealId}/${position}`), 404)
  // A picture uploaded in the admin wins over the drawn one. An upload always takes a new
  // position and never overwrites one, so a year's caching stays correct.
  const uploaded = await uploadedImage(c.env.DB, c.env.IMAGES, Number(dealId), Number(position))
  if (uploaded) {
    const caching = await pictureCaching(c, dealId, uploaded.dealOpensAt)
    if (!caching) {
      if (uploaded.body instanceof ReadableStream) await uploaded.body.cancel()
      return unopened(c, dealId)
    }
    return c.body(uploaded.body as ArrayBuffer, 200, {
      'content-type': uploaded.contentType,
      'x-content-type-options': 'nosniff',
      ...caching,
    })
  }
  const source = await c.var.services.catalog.dealImageSource(Number(dealId))
  // Position 1 always exists so a deal without stored pictures still shows one.
  if (!source || Number(position) > Math.max(1, source.imageCount)) return notFound()
  const caching = await pictureCaching(c, dealId, source.opensAt)
  if (!caching) return unopened(c, dealId)
  const svg = dealImageSvg({
    dealId: Number(dealId),
    position: Number(position),
    categoryShortName: source.categoryShortName,
    headline: source.headline,
    detail: svgDetailForQuality(ask.quality),
  })
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml',
    ...caching,
    ...(ask.explicit ? {} : { vary: 'Save-Data, ECT' }),
  })
}

type ImageResizerEnv = Parameters<typeof imageResizerFor>[0]

/** The picture as a raster `width` px wide: a drawn or uploaded SVG rasterised with resvg; an
 * uploaded raster resized into `format` (as it is when the resizer fails, as a picture is better
 * than none); a 404 stays one. The answer says `Vary: Accept` when Accept chose the format. */
async function rasterOf(
  res: Response,
  width: number,
  resizing: {
    resizer: ImageResizer
    source: string
    format: ReturnType<typeof formatFor>
    byAccept: boolean
  },
): Promise<Response> {
  if (res.status !== 200) return res
  const headers = new Headers(res.headers)
  headers.delete('vary')
  if (res.headers.get('content-type') !== 'image/svg+xml') {
    // The original is read at most once: Cloudflare's resizer fetches the URL and never asks.
    const original = res.clone()
    const resized = await resizing.resizer.resize(
      resizing.source,
      { width, format: resizing.format },
      () => original.arrayBuffer(),
    )
    if (!resized) {
      await original.body?.cancel()
      return res
    }
    await Promise.all([res.body?.cancel(), original.bodyUsed ? undefined : original.body?.cancel()])
    headers.set('content-type', resized.headers.get('content-type') ?? 'application/octet-stream')
    if (resizing.byAccept) headers.set('vary', 'Accept')
    return new Response(resized.body, { status: 200, headers })
  }
  const png = await rasteriseSvg(await res.text(), width)
  headers.set('content-type', 'image/png')
  return new Response(new Uint8Array(png), { status: 200, headers })
}
