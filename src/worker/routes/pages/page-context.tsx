import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import { PageShell } from '../../../client/components/layout/page-shell'
import { ShellIslands } from '../../../client/components/shell/shell-islands'
import { pageMeta, type PageMetaInput } from '../../../shared/domain/page-meta'
import { skinClassName } from '../../../themes/skins'
import { TOKENS } from '../../../themes/tokens'
import type { AppEnv } from '../../http/app-env'
import { seasonalFlags, skinFor } from '../../render/skin-for'
import { streamPage } from '../../render/stream-page'
import { clock } from '../../clock'
import { VipViewerContext } from '../../../client/components/deal-card/vip-viewer'
import { isVipViewer } from './vip-viewer'

export interface RenderInShellOptions {
  status?: ContentfulStatusCode
  meta: Omit<PageMetaInput, 'brand' | 'themeColor'>
  body: ReactNode
  /** The location a page is about when it differs from the visitor's (/deals/{location}). */
  pageLocationShortName?: string
  /** The body will not suspend: render it in one piece (render/stream-page.tsx `whole`). */
  whole?: boolean
}

/** Renders a page inside the brand's shell (header with navigation from D1, footer), in the
 * skin the schedule picks for now (storefront §4 'Seasonal themes'). */
export async function renderInShell(c: Context<AppEnv>, options: RenderInShellOptions) {
  const brand = c.get('brand')
  const location = c.get('location')
  const url = new URL(c.req.url)
  const pageType = c.get('pageType')
  const catalog = c.var.services.catalog
  const showTravelMenu =
    c.get('page')?.route.travelMenu === true || url.pathname.includes(`/${brand.travelSegment}`)
  const [navigation, travelNavigation, vipMember] = await Promise.all([
    catalog.navigation(brand, location, url.pathname),
    showTravelMenu ? catalog.travelNavigation(brand, location, url.pathname) : undefined,
    isVipViewer(c),
  ])
  const skin = skinFor(c, options.pageLocationShortName)
  return streamPage(c, {
    status: options.status,
    whole: options.whole,
    skin,
    skinClass: skinClassName[skin],
    meta: pageMeta({ ...options.meta, brand, themeColor: TOKENS[skin].colors.primary }),
    body: (
      <>
        <PageShell
          brand={brand}
          locationName={location.name}
          locationShortName={location.shortName}
          navigation={navigation}
          pageType={pageType}
          path={url.pathname}
          showTravelMenu={showTravelMenu}
          travelNavigation={travelNavigation}
          year={clock.now().getUTCFullYear()}
        >
          <VipViewerContext value={vipMember}>{options.body}</VipViewerContext>
        </PageShell>
        <ShellIslands
          brand={brand}
          pageType={pageType}
          path={url.pathname}
          promotionsOff={seasonalFlags(c).specialPromotionOff}
        />
      </>
    ),
  })
}
