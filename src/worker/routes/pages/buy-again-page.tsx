import type { Context } from 'hono'
import { DealGrid } from '../../../client/components/deal-card/deal-grid'
import * as s from '../../../client/components/listing/listing.styles'
import { BUY_AGAIN_PAGE_SIZE } from '../../../shared/config/constants'
import { container } from '../../../themes/global-styles'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'
import { clock } from '../../clock'

const pageOf = (raw: string | undefined) => {
  const page = Number(raw ?? 0)
  return Number.isInteger(page) && page >= 0 && page <= 1000 ? page : 0
}

/** /buy-again (transactions §2): deals from the customer's own paid orders, those still on sale
 * first, 10 a page (§9). Signed out, the page asks the visitor to sign in. Personal, so
 * streamPage's `private, no-store`, and marked private for the page cache. */
export async function renderBuyAgainPage(c: Context<AppEnv>) {
  // Page type 'other' is page-cached for static pages: this one is personal, never stored.
  c.set('cacheIntent', 'private')
  const user = await c.var.session.user()
  const page = pageOf(c.req.query('page'))
  const { deals } = await c.var.services.rails.buyAgain(
    c.get('brand'),
    user?.id ?? null,
    { page, pageSize: BUY_AGAIN_PAGE_SIZE },
    clock.now(),
  )
  const body = (
    <div className={`${container} ${s.page}`} data-page="buy-again">
      <header className={s.head}>
        <h1>Buy again</h1>
        {user ? (
          <p>Deals you bought before, the ones still on sale first.</p>
        ) : (
          <p data-testid="buy-again-login-prompt">
            <a href="/login?redirect=%2Fbuy-again">Sign in to see the deals you bought before</a>
          </p>
        )}
      </header>
      {user ? <DealGrid deals={deals} priorityCount={4} /> : null}
      {deals.length === BUY_AGAIN_PAGE_SIZE ? (
        <p>
          <a href={`/buy-again?page=${page + 1}`} rel="next">
            More deals
          </a>
        </p>
      ) : null}
    </div>
  )
  return renderInShell(c, {
    meta: { canonicalPath: '/buy-again', title: 'Buy again', robots: 'NOINDEX, NOFOLLOW' },
    body,
  })
}
