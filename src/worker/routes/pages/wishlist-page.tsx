import type { Context } from 'hono'
import { DealCard } from '../../../client/components/deal-card/deal-card'
import * as grid from '../../../client/components/deal-card/deal-grid.styles'
import * as s from '../../../client/components/listing/listing.styles'
import type { WishlistResponse } from '../../../shared/schemas/wishlist'
import { container } from '../../../themes/global-styles'
import type { AppEnv } from '../../http/app-env'
import { wishlistCookieOf } from '../../http/cookies/wishlist'
import { renderInShell } from './page-context'
import { clock } from '../../clock'

/** Storefront §8 and transactions §2: what an anonymous visitor is asked. */
const ANONYMOUS_WISHLIST_PROMPT = 'Login to see your full wish list'

const pageOf = (raw: string | undefined) => {
  const page = Number(raw ?? 0)
  return Number.isInteger(page) && page >= 0 && page <= 1000 ? page : 0
}

function WishlistBody({ list }: { list: WishlistResponse }) {
  return (
    <div className={`${container} ${s.page}`} data-page="wishlist">
      <header className={s.head}>
        <h1>Wish list</h1>
        {list.signedIn ? null : (
          <p data-testid="wishlist-login-prompt">
            <a href="/login?redirect=%2Fwishlist">{ANONYMOUS_WISHLIST_PROMPT}</a>
          </p>
        )}
      </header>
      {list.deals.length === 0 ? (
        <div className={grid.empty} data-testid="wishlist-empty">
          <p>Your wish list is empty. Tap the heart on any deal to keep it here.</p>
          <a href="/">See today&apos;s deals</a>
        </div>
      ) : (
        <ul className={grid.grid} data-testid="wishlist-deals">
          {list.deals.map((deal, index) => (
            <li key={deal.id} data-wishlist-item={deal.id}>
              <DealCard deal={deal} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}
      {list.nomore ? null : (
        <p>
          <a href={`/wishlist?page=${list.page + 1}`} rel="next">
            More saved deals
          </a>
        </p>
      )}
    </div>
  )
}

/** /wishlist (transactions §2): the visitor's own list, 50 a page (§9), rendered on the server
 * for them alone (streamPage answers `private, no-store`; marked private for the page cache).
 * The hearts on its cards remove deals through the one wishlist module. */
export async function renderWishlistPage(c: Context<AppEnv>) {
  // Page type 'other' is page-cached for static pages: this one is personal, never stored.
  c.set('cacheIntent', 'private')
  const user = await c.var.session.user()
  const service = c.var.services.wishlist
  const row = await service.current({ userId: user?.id ?? null, cookieId: wishlistCookieOf(c) })
  const list = await service.view(
    c.get('brand'),
    row,
    pageOf(c.req.query('page')),
    user !== null,
    clock.now(),
  )
  return renderInShell(c, {
    meta: { canonicalPath: '/wishlist', title: 'Wish list', robots: 'NOINDEX, NOFOLLOW' },
    body: <WishlistBody list={list} />,
  })
}
