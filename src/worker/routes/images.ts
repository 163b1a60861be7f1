import { Hono } from 'hono'
import { imageQuality } from '../../shared/domain/deal/image-quality'
import type { AppEnv } from '../env'
import { errorBody } from '../errors'
import { CatalogService } from '../services/catalog/catalog-service'
import { dealImageSvg, svgDetailForQuality } from '../services/images/deal-image-svg'
import { DealImageStore } from '../services/catalog/admin/deal-image-store'

const DEAL_ID = /^[1-9]\d{0,14}$/
const FILE = /^([1-9]\d{0,2})\.svg$/
const QUALITY = /^(100|[1-9]\d?)$/

/** Generated deal pictures (DESIGN 'Data': "images are generated SVGs served locally").
 * Mounted at /images. `?q=` is the §9 image quality (1-100), drawn as less detail since SVG has
 * no lossy quality. Without a readable q (deal cards in cached listings carry none) the
 * quality comes from the request's Save-Data and ECT client hints (imageQuality), and the
 * answer says `Vary: Save-Data, ECT` so no cache hands one level's picture to another. A
 * picture never changes for a given URL and hints, so it is cached for a year. */
export const images = new Hono<AppEnv>()

images.get('/deal/:dealId/:file', async (c) => {
  const { dealId, file } = c.req.param()
  const quality = c.req.query('q') ?? ''
  const position = FILE.exec(file)?.[1]
  const notFound = () => c.json(errorBody('NOT_FOUND', `No image ${dealId}/${file}`), 404)
  if (!DEAL_ID.test(dealId) || position === undefined) return notFound()
  // A picture uploaded in the admin wins over the drawn one. An upload always takes a new
  // position and never overwrites one, so a year's caching stays correct.
  const uploaded = await new DealImageStore(c.env.DB, c.env.IMAGES).get(
    Number(dealId),
    Number(position),
  )
  if (uploaded) {
    return c.body(uploaded.body as ArrayBuffer, 200, {
      'content-type': uploaded.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    })
  }
  const explicit = QUALITY.test(quality)
  const hinted = imageQuality({ saveData: c.req.header('save-data'), ect: c.req.header('ect') })
  const source = await new CatalogService(c.env.DB).dealImageSource(Number(dealId))
  // Position 1 always exists so a deal without stored pictures still shows one.
  if (!source || Number(position) > Math.max(1, source.imageCount)) return notFound()
  const svg = dealImageSvg({
    dealId: Number(dealId),
    position: Number(position),
    categoryShortName: source.categoryShortName,
    headline: source.headline,
    detail: svgDetailForQuality(explicit ? Number(quality) : hinted),
  })
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=31536000, immutable',
    ...(explicit ? {} : { vary: 'Save-Data, ECT' }),
  })
})
