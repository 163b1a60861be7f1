import { HeaderNav } from '../components/header/header-nav'
import { TravelMenu } from '../components/header/travel-menu'
import { DealNotifyMe } from './deal-notify-me'
import { DealProductPicker } from './deal-product-picker'
import { DealReviews } from './deal-reviews'
import { DealShare } from './deal-share'
import { DealSocialCue } from './deal-social-cue'
import { FilterPanel } from './filter-panel'
import { FilterToggle } from './filter-toggle'
import { LoadMore } from './load-more'
import { RailButtons } from './rail-buttons'
import { RailBuyAgain } from './rail-buy-again'
import { RailRecentlyViewed } from './rail-recently-viewed'
import { RecentlyViewedList } from './recently-viewed-list'
import { RecordRecentlyViewed } from './record-recently-viewed'
import { SearchAutocomplete } from './search-autocomplete'
import { SortForm } from './sort-form'

/** Every island the client can hydrate, by the name the server writes in `data-island`.
 * Only what is listed here reaches the browser bundle (DESIGN 'Shape' 4). */
export const ISLANDS = {
  'header-nav': HeaderNav,
  'travel-menu': TravelMenu,
  'search-autocomplete': SearchAutocomplete,
  'filter-panel': FilterPanel,
  'filter-toggle': FilterToggle,
  'sort-form': SortForm,
  'load-more': LoadMore,
  'record-recently-viewed': RecordRecentlyViewed,
  'recently-viewed-list': RecentlyViewedList,
  'deal-product-picker': DealProductPicker,
  'deal-reviews': DealReviews,
  'deal-social-cue': DealSocialCue,
  'deal-share': DealShare,
  'deal-notify-me': DealNotifyMe,
  'rail-buttons': RailButtons,
  'rail-recently-viewed': RailRecentlyViewed,
  'rail-buy-again': RailBuyAgain,
} as const

export type IslandName = keyof typeof ISLANDS
