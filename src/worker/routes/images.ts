import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { errorBody } from '../errors'
import { CatalogService } from '../services/catalog/catalog-service'
import { dealImageSvg } from '../services/images/deal-image-svg'

const DEAL_ID = /^[1-9]\d{0,14}$/
const FILE = /^([1-9]\d{0,2})\.svg$/

/** Generated deal pictures (DESIGN 'Data': "images are generated SVGs served locally").
 * Mounted at /images. A picture never changes for a given URL, so it is cached for a year. */
export const images = new Hono<AppEnv>()

images.get('/deal/:dealId/:file', async (c) => {
  const { dealId, file } = c.req.param()
  const position = FILE.exec(file)?.[1]
  const notFound = () => c.json(errorBody('NOT_FOUND', `No image ${dealId}/${file}`), 404)
  if (!DEAL_ID.test(dealId) || position === undefined) return notFound()
  const source = await new CatalogService(c.env.DB).dealImageSource(Number(dealId))
  // Position 1 always exists so a deal without stored pictures still shows one.
  if (!source || Number(position) > Math.max(1, source.imageCount)) return notFound()
  const svg = dealImageSvg({
    dealId: Number(dealId),
    position: Number(position),
    categoryShortName: source.categoryShortName,
    headline: source.headline,
  })
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=31536000, immutable',
  })
})
