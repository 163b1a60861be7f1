/** The homepage rails' islands as one chunk: the pages with rails have all three. */
export { RailButtons } from './rail-buttons'
export { RailBuyAgain } from './rail-buy-again'
export { RailRecentlyViewed } from './rail-recently-viewed'
