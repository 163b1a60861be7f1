/** A listing page's islands as one chunk (issue 19: 83 KB gzip per page): every listing page
 * (home, category, search, gifts, travel) has all four, and one file instead of four plus
 * their shared helpers compresses better and is one request. */
export { FilterPanel } from './filter-panel'
export { FilterToggle } from './filter-toggle'
export { LoadMore } from './load-more'
export { SortForm } from './sort-form'
