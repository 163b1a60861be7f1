/** A listing page's first-use islands as one chunk (small chunks had made 83 KB
 * gzip per page): every
 * listing page (home, category, search, gifts, travel) has all three, and one file instead of
 * three plus their shared helpers compresses better and is one request. 'Load more' is a chunk
 * of its own: it hydrates as it comes into view, these on first use (hydrate-on.ts). */
export { FilterPanel } from './filter-panel'
export { FilterToggle } from './filter-toggle'
export { SortForm } from './sort-form'
