import type { Context } from 'hono'
import { Hono } from 'hono'
import { SHARE_CARD_VERSION } from '../../shared/domain/share-card'
import type { AppEnv } from '../http/app-env'
import { errorBody } from '../errors'
import { edgeCachedImage, imageCacheKey } from '../http/image-edge-cache'
import { DEAL_ART_VERSION, dealImageSvg } from '../services/images/deal-image-svg'
import { SHARE_CARD, shareCardSvg, type ShareCardInput } from '../services/images/share-card-svg'
import { rasteriseSvg } from '../services/images/svg-rasteriser'
import { unopenedDealView } from './api/unopened-deal'

const DEAL_FILE = /^([1-9]\d{0,14})\.png$/
const CATEGORY_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/
const FOR_A_YEAR = 'public, max-age=31536000, immutable'

/** Pictures for the home and category cards, drawn as deals of that kind would be. */
const HOME_KINDS = ['beauty', 'food-drink', 'escapes']
const art = (seed: number, categoryShortName: string, headline: string) =>
  dealImageSvg({ dealId: seed, position: 1, categoryShortName, headline })

const notFound = (c: Context<AppEnv>, what: string) => {
  c.header('cache-control', 'no-store')
  return c.json(errorBody('NOT_FOUND', `No share card ${what}`), 404)
}

async function png(card: ShareCardInput, cacheControl: string): Promise<Response> {
  const body = await rasteriseSvg(shareCardSvg(card), SHARE_CARD.width)
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': 'image/png', 'cache-control': cacheControl },
  })
}

/** The key of a card: its brand (the brand's name is drawn on it) and the versions of the card
 * and of the art it is drawn from. */
const key = (c: Context<AppEnv>, path: string) =>
  imageCacheKey(`/share/${path}`, {
    art: DEAL_ART_VERSION,
    brand: c.get('brand').id,
    card: SHARE_CARD_VERSION,
  })

/** Share cards (`og:image`): 1200×630 PNGs, since Facebook, X, WhatsApp and
 * LinkedIn show neither SVG nor a relative URL. Drawn from the deal's picture and title (or the
 * brand's and the category's), rasterised with resvg and kept at the edge like every picture.
 * Mounted at /images/share. A deal's card is hidden until it opens, as its pictures are. */
export const shareCards = new Hono<AppEnv>()

shareCards.get('/home.png', (c) => {
  const brand = c.get('brand')
  return edgeCachedImage(c, key(c, 'home'), () =>
    png(
      {
        arts: HOME_KINDS.map((kind, i) => art(i + 1, kind, brand.tagline)),
        title: brand.tagline,
        brandName: brand.name,
      },
      FOR_A_YEAR,
    ),
  )
})

shareCards.get('/category/:file', async (c) => {
  const shortName = CATEGORY_FILE.exec(c.req.param('file'))?.[1]
  if (!shortName) return notFound(c, c.req.param('file'))
  return edgeCachedImage(c, key(c, `category/${shortName}`), async () => {
    const name = await c.var.services.catalog.categoryName(shortName)
    if (!name) return notFound(c, shortName)
    const arts = [1, 2, 3].map((i) => art(i * 7919, shortName, `${name} ${i}`))
    return png({ arts, title: `${name} deals`, brandName: c.get('brand').name }, FOR_A_YEAR)
  })
})

shareCards.get('/deal/:file', async (c) => {
  const dealId = DEAL_FILE.exec(c.req.param('file'))?.[1]
  if (!dealId) return notFound(c, c.req.param('file'))
  return edgeCachedImage(c, key(c, `deal/${dealId}`), async () => {
    const source = await c.var.services.catalog.dealImageSource(Number(dealId))
    if (!source) return notFound(c, dealId)
    const view = await unopenedDealView(c, Number(dealId), source.opensAt)
    if (view === 'hidden') return notFound(c, dealId)
    const picture = art(Number(dealId), source.categoryShortName, source.headline)
    const card = { arts: [picture], title: source.headline, brandName: c.get('brand').name }
    return png(card, view === 'open' ? FOR_A_YEAR : 'private, no-store')
  })
})
