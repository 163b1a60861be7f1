import type { Context } from 'hono'
import { ClaimGiftPage } from '../../../client/pages/claim-gift-page'
import { loginRedirectPath } from '../../../shared/domain/account/protected-pages'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'

const MYGIFT = '/mygift'

/** Page type claim-gift (storefront §2): /mygift (transactions §2 'Claim a gift'), the
 * claim-experience-gift guide page (/guides/{slug}?claim-my-gift) and /claim-gift, which with
 * /mygift/{anything} names the same claim: one address for it. A code is never read from the
 * path: it would sit in logs and referrers. */
export function redirectToMyGift(c: Context<AppEnv>, status: 301 | 302) {
  return c.redirect(`${MYGIFT}${new URL(c.req.url).search}`, status)
}

/** The guide page with the claim form: public (a shopper reads how it works before signing in),
 * yet personal in what it offers, so private to caches like /mygift. */
export async function renderClaimGiftGuide(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  c.set('cacheIntent', 'private')
  const back = `${url.pathname}${url.search}`
  const signedIn = (await c.var.session.user()) !== null
  return renderInShell(c, {
    meta: {
      canonicalPath: url.pathname,
      title: 'Claim your gift',
      description: 'Claim an experience gift with the code from your gift email.',
      robots: 'NOINDEX, NOFOLLOW',
    },
    body: (
      <ClaimGiftPage
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Guides', href: '/guides/hub' },
          { label: 'Claim your gift', href: back },
        ]}
        signedIn={signedIn}
        loginHref={loginRedirectPath(back)}
        registerHref={`/register?${new URLSearchParams({ redirect: back })}`}
      />
    ),
  })
}
