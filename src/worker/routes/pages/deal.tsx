import type { Context } from 'hono'
import { DealPage } from '../../../client/pages/deal-page'
import { parseDealPath } from '../../../shared/domain/paths'
import type { AppEnv } from '../../env'
import { CatalogService } from '../../services/catalog/catalog-service'
import { renderInShell } from './page-context'
import { renderNotFound } from './not-found'

/** The deal page. The deal is critical data: it is awaited so a missing deal is a real 404. */
export async function renderDeal(c: Context<AppEnv>) {
  const parsed = parseDealPath(new URL(c.req.url).pathname)
  if (!parsed?.dealId) return renderNotFound(c)
  const deal = await new CatalogService(c.env.DB).dealById(c.get('brand'), parsed.dealId)
  if (!deal) return renderNotFound(c)
  return renderInShell(c, {
    meta: {
      canonicalPath: deal.urlPath,
      title: deal.headline,
      description: deal.title,
      image: deal.image.imageUrl,
      ogType: 'product',
    },
    body: <DealPage deal={deal} />,
  })
}
