import type { Context } from 'hono'
import type { Crumb } from '../../../client/components/listing/breadcrumbs'
import { GuidePage } from '../../../client/pages/guide-page'
import { Slug, type ContentPage, type GuideSummary } from '../../../shared/schemas/discovery'
import type { AppEnv } from '../../http/app-env'
import { HUB_SLUG } from '../../services/discovery/content-service'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { clock } from '../../clock'
import { errorFields, log } from '../../observability/logger'

const HUB: Crumb = { label: 'Guides', href: `/guides/${HUB_SLUG}` }

/** /guides/{slug} and /guides/hub (storefront §2 'Paths'), from slug content. §2 'Page
 * metadata': "a 301 redirect is followed when the response carries a redirect URL; if the
 * fetch fails the page answers 404", and an unknown slug is a 404 too. /guides alone is the
 * hub's address without its name, so it moves there. */
export function redirectToGuidesHub(c: Context<AppEnv>) {
  return c.redirect(`${HUB.href}${new URL(c.req.url).search}`, 301)
}

/** /guides/{slug}, `asked` as written. */
export async function renderGuide(c: Context<AppEnv>, asked: string) {
  const url = new URL(c.req.url)
  const slug = asked.toLowerCase()
  if (!Slug.safeParse(slug).success) return renderNotFound(c)
  // One address per guide: /guides/Holiday-Deals is /guides/holiday-deals.
  if (asked !== slug) return c.redirect(`/guides/${slug}${url.search}`, 301)

  const brand = c.get('brand')
  const service = c.var.services.content
  let page: ContentPage | null
  let guides: GuideSummary[] = []
  try {
    ;[page, guides] = await Promise.all([
      service.page(brand, slug, { location: c.get('location').shortName, now: clock.now() }),
      slug === HUB_SLUG ? service.guides(brand) : Promise.resolve([]),
    ])
  } catch (err) {
    log.error('content-page-failed', { requestId: c.get('requestId'), slug, ...errorFields(err) })
    return renderNotFound(c)
  }
  if (!page) return renderNotFound(c)
  if (page.redirectUrl) return c.redirect(`${page.redirectUrl}${url.search}`, 301)

  const path = `/guides/${slug}`
  const hub = slug === HUB_SLUG
  const breadcrumbs: Crumb[] = [{ label: 'Home', href: '/' }, HUB]
  if (!hub) breadcrumbs.push({ label: page.displayName, href: path })
  return renderInShell(c, {
    meta: {
      canonicalPath: path,
      title: page.displayName,
      description: page.description || undefined,
    },
    body: (
      <GuidePage
        page={page}
        hub={hub ? { guides } : null}
        breadcrumbs={breadcrumbs}
        brand={brand}
      />
    ),
  })
}
