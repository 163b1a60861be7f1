import type { Brand } from '../../../shared/config/brands'
import { LivingSocialWordmark } from './wordmark'
import type { PageType } from '../../../shared/domain/pageType'
import type { NavigationItem } from '../../../shared/schemas/navigation'
import { container, visuallyHidden } from '../../../themes/global-styles'
import { Island } from '../../islands/island'
import { loginRedirectPath } from '../../../shared/domain/account/protected-pages'
import { SignUpLightbox } from '../../islands/account/sign-up-lightbox'
import { AccountMenu } from './account-menu'
import { HeaderNav } from './header-nav'
import { BasketLink } from './basket-link'
import { LocationChooser } from './location-chooser'
import * as chooser from './location-chooser.styles'
import { headerNavLinks } from './nav-links'
import { SearchForm } from './search-form'
import { travelGroups, travelMenuHeading } from './travel-groups'
import { TravelMenu } from './travel-menu'
import * as s from './header.styles'

export interface HeaderProps {
  brand: Brand
  locationName: string
  locationShortName: string
  navigation: NavigationItem[]
  pageType: PageType
  path: string
  showTravelMenu: boolean
  /** The travel menu's own items (UK or Ireland Travel, International Travel, each with its
   * sub-menu); without them the groups are read from `navigation`. */
  travelNavigation?: NavigationItem[]
}

// §2 'Application shell': "On checkout and order-addon paths the layout is treated
// specially": a buyer mid-payment gets the brand and account links, not the browsing menus.
const FOCUSED_PAGE_TYPES = new Set<PageType>(['checkout', 'order-addon'])

// Storefront §2: the sign-up lightbox is for logged-out visitors browsing deals; it stays off
// the account, checkout and content pages (as the exit promotion does, §4), where it would
// interrupt a task or cover the words someone came to read.
const NO_LIGHTBOX_PAGE_TYPES = new Set<PageType>([
  'account',
  'myaccount',
  'vouchers',
  'checkout',
  'order-addon',
  'claim-gift',
  'dashboard',
  'other',
])

/** The site header (§2 'Header and navigation'). Server-rendered; the link bar, the travel
 * menu, the location chooser, the account menu and the basket count are islands whose server
 * HTML works before (and without) any script. */
export function Header(props: HeaderProps) {
  const { brand, locationName, locationShortName, navigation, pageType, path } = props
  const browsing = !FOCUSED_PAGE_TYPES.has(pageType)
  const links = headerNavLinks({ navigation, locationShortName, path })
  const groups =
    browsing && props.showTravelMenu
      ? travelGroups(props.travelNavigation ?? navigation, brand.countryCode)
      : []

  return (
    <header className={s.header}>
      <div className={`${container} ${s.top}`}>
        <a href="/" className={s.logo}>
          {brand.baseTheme === 'livingsocial' ? <LivingSocialWordmark /> : brand.name}
          <span className={visuallyHidden}> home</span>
        </a>
        {browsing ? (
          <>
            <Island
              name="location-chooser"
              className={chooser.cell}
              component={LocationChooser}
              props={{ name: locationName, shortName: locationShortName, chipClassName: s.chip }}
            />
            <div className={s.search}>
              <SearchForm id="header-search" />
            </div>
          </>
        ) : null}
        <nav aria-label="Account" className={s.account}>
          <Island
            name="account-menu"
            className={s.accountMenu}
            component={AccountMenu}
            props={{
              brand: { family: brand.family, countryCode: brand.countryCode },
              // Back to this page after login; from a sign-in page itself, plain /login.
              loginHref: pageType === 'account' ? '/login' : loginRedirectPath(path),
            }}
          />
          <Island name="basket-link" className={s.accountMenu} component={BasketLink} props={{}} />
        </nav>
      </div>
      {browsing ? <Island name="header-nav" component={HeaderNav} props={{ links }} /> : null}
      {groups.length > 0 ? (
        <Island
          name="travel-menu"
          component={TravelMenu}
          props={{ groups, heading: travelMenuHeading(groups, path), path }}
        />
      ) : null}
      {NO_LIGHTBOX_PAGE_TYPES.has(pageType) ? null : (
        <Island name="sign-up-lightbox" component={SignUpLightbox} props={{}} />
      )}
    </header>
  )
}
