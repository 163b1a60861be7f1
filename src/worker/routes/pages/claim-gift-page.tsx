import type { Context } from 'hono'
import { ClaimGiftPage } from '../../../client/pages/claim-gift-page'
import { loginRedirectPath } from '../../../shared/domain/account/protected-pages'
import type { AppEnv } from '../../env'
import { renderMyGiftPage } from './mygift-pages'
import { renderInShell } from './page-context'

const MYGIFT = '/mygift'

/** Page type claim-gift (storefront §2): /mygift (transactions §2 'Claim a gift'), the
 * claim-experience-gift guide page (/guides/{slug}?claim-my-gift) and /claim-gift. */
export function renderClaimGift(c: Context<AppEnv>, segments: readonly string[]) {
  const url = new URL(c.req.url)
  const [first] = segments.map((segment) => segment.toLowerCase())
  if (first === 'guides') return renderClaimGiftGuide(c)
  if (segments.length === 1 && first === 'mygift') return renderMyGiftPage(c)
  // /claim-gift and /mygift/{anything} name the same claim: one address for it. A code is never
  // read from the path: it would sit in logs and referrers.
  return c.redirect(`${MYGIFT}${url.search}`, first === 'claim-gift' ? 301 : 302)
}

/** The guide page with the claim form: public (a shopper reads how it works before signing in),
 * yet personal in what it offers, so private to caches like /mygift. */
async function renderClaimGiftGuide(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  c.header('x-page-cache-control', 'private')
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
