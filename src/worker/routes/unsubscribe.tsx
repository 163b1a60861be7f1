import { Hono, type Context } from 'hono'
import {
  UNSUBSCRIBE_TITLES,
  UnsubscribePage,
  type UnsubscribeView,
} from '../../client/pages/account/unsubscribe-page'
import type { AppEnv } from '../http/app-env'
import { DomainError } from '../errors'
import { withLocation } from '../http/request-context'
import { UNSUBSCRIBE_LINK_INVALID } from '../services/accounts/subscription-service'
import {
  mailLinkSecret,
  UNSUBSCRIBE_PATH,
  verifyUnsubscribeSignature,
} from '../services/marketing/unsubscribe-link'
import { renderInShell } from './pages/page-context'

/** The link's subscription id and a check of its signature for the row's address; a 403 with
 * the error body for a malformed or unsigned link (no such deployment secret included). */
function signedLink(c: Context<AppEnv>) {
  const id = Number(c.req.query('s') ?? '')
  const sig = c.req.query('sig') ?? ''
  const secret = mailLinkSecret(c.env)
  if (!Number.isSafeInteger(id) || id <= 0 || !sig || !secret) {
    throw new DomainError('FORBIDDEN', UNSUBSCRIBE_LINK_INVALID)
  }
  return { id, verify: (email: string) => verifyUnsubscribeSignature(secret, id, email, sig) }
}

const wantsPage = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('text/html')

/** The page in the brand's shell. Personal (it names the address) and its URL is a credential:
 * no cache, no index, and no Referer leaves with the signature (secret-urls.ts keeps
 * third-party scripts off it too). */
async function page(c: Context<AppEnv>, view: UnsubscribeView, status: 200 | 403 = 200) {
  c.set('pageType', 'account')
  c.header('referrer-policy', 'no-referrer')
  return renderInShell(c, {
    status,
    whole: true,
    meta: {
      canonicalPath: UNSUBSCRIBE_PATH,
      title: UNSUBSCRIBE_TITLES[view.state],
      robots: 'NOINDEX, NOFOLLOW',
    },
    body: <UnsubscribePage view={view} brandName={c.get('brand').name} />,
  })
}

/** A browser's forged or broken link gets the page's friendly error (still a 403); anything
 * else, a mail client's one-click included, the API's `{ error }` body through onError. */
async function orInvalidPage(c: Context<AppEnv>, work: () => Promise<Response>) {
  try {
    return await work()
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'FORBIDDEN' || !wantsPage(c)) throw err
    return page(c, { state: 'invalid', message: err.message }, 403)
  }
}

/**
 * The unsubscribe link of marketing mail (transactions §1 'may unsubscribe at any time'). GET
 * never changes anything (mail scanners follow links): it names the address and offers one
 * button. POST unsubscribes at once: that button, or a mail client's RFC 8058 one-click
 * (`List-Unsubscribe=One-Click`, no cookie, no Origin), which the List-Unsubscribe headers point
 * here. A browser gets the page, anything else the JSON answer.
 */
export const unsubscribe = new Hono<AppEnv>()

// What the shell reads, as the page stack sets it for every other page (routes/pages/index.tsx).
unsubscribe.use(UNSUBSCRIBE_PATH, withLocation())

unsubscribe.get(UNSUBSCRIBE_PATH, (c) =>
  orInvalidPage(c, async () => {
    const { id, verify } = signedLink(c)
    const subscription = await c.var.services.subscriptions.byLink(id, verify)
    if (subscription.status === 'UNSUBSCRIBED') {
      return page(c, { state: 'done', email: subscription.email })
    }
    const url = new URL(c.req.url)
    return page(c, { state: 'ask', email: subscription.email, action: url.pathname + url.search })
  }),
)

unsubscribe.post(UNSUBSCRIBE_PATH, (c) =>
  orInvalidPage(c, async () => {
    const { id, verify } = signedLink(c)
    const subscription = await c.var.services.subscriptions.unsubscribeByLink(id, verify)
    if (!wantsPage(c)) return c.json({ data: { status: subscription.status } })
    return page(c, { state: 'done', email: subscription.email })
  }),
)
