import type { Context } from 'hono'
import { RecentlyViewedPage } from '../../../client/pages/listing/recently-viewed-page'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'

/** /recently-viewed: one page for everyone; the visitor's own list is read in the browser. */
export function renderRecentlyViewed(c: Context<AppEnv>) {
  return renderInShell(c, {
    meta: {
      canonicalPath: '/recently-viewed',
      title: 'Recently viewed',
      robots: 'NOINDEX, FOLLOW',
    },
    body: <RecentlyViewedPage />,
  })
}
