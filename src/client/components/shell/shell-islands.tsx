import type { Brand } from '../../../shared/config/brands'
import { isExitPromotionPage } from '../../../shared/domain/shell/exit-promotion'
import { isSmartbannerPage } from '../../../shared/domain/shell/smartbanner'
import { ExitPromotion } from '../../islands/shell/exit-promotion'
import { Island } from '../../islands/island'
import { Smartbanner } from '../../islands/shell/smartbanner'

export interface ShellIslandsProps {
  brand: Brand
  pageType: string
  path: string
  /** The schedule's special-promotion-off period (§4): the exit promotion (EXTRA10) is off. */
  promotionsOff?: boolean
}

/** §2 'Application shell' extras that float over the page: the exit promotion and the
 * smartbanner. Only what the URL decides is decided here (pages are shared-cached); both render
 * nothing on the server. They come last in the document, so their chunks queue behind the
 * page's own islands. */
export function ShellIslands({ brand, pageType, path, promotionsOff }: ShellIslandsProps) {
  const appLink = (store: 'apple' | 'google') =>
    brand.appStoreLinks.find((link) => link.store === store)?.href ?? null
  return (
    <>
      {!promotionsOff && isExitPromotionPage({ brandId: brand.id, pageType, path }) ? (
        <Island
          name="exit-promotion"
          component={ExitPromotion}
          props={{ termsHref: '/page/promo' }}
        />
      ) : null}
      {isSmartbannerPage(pageType) ? (
        <Island
          name="smartbanner"
          component={Smartbanner}
          props={{
            brandName: brand.name,
            pageType,
            appleHref: appLink('apple'),
            googleHref: appLink('google'),
          }}
        />
      ) : null}
    </>
  )
}
