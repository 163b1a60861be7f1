/** The header's islands that every page has, as one chunk fetched when the page is idle
 * (hydrate-on.ts): out of the entry, so the entry's own run at load stays short (no
 * long task over 50 ms on a mid-range phone), and one request for all four. */
export { AccountMenu } from '../../components/header/account-menu'
export { BasketLink } from '../../components/header/basket-link'
export { HeaderNav } from '../../components/header/header-nav'
export { SignUpLightbox } from '../account/sign-up-lightbox'
