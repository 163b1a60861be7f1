import { HeaderNav } from '../components/header/header-nav'
import { TravelMenu } from '../components/header/travel-menu'

/** Every island the client can hydrate, by the name the server writes in `data-island`.
 * Only what is listed here reaches the browser bundle (DESIGN 'Shape' 4). */
export const ISLANDS = {
  'header-nav': HeaderNav,
  'travel-menu': TravelMenu,
} as const

export type IslandName = keyof typeof ISLANDS
