import { Hono, type Context } from 'hono'
import { renderToString } from 'react-dom/server.edge'
import type { AppEnv } from '../env'
import { DomainError } from '../errors'
import { UNSUBSCRIBE_LINK_INVALID } from '../services/accounts/subscription-service'
import {
  mailLinkSecret,
  UNSUBSCRIBE_PATH,
  verifyUnsubscribeSignature,
} from '../services/marketing/unsubscribe-link'

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

function Page({
  brand,
  title,
  children,
}: {
  brand: string
  title: string
  children: React.ReactNode
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${brand}`}</title>
      </head>
      <body>
        <main>
          <p>
            <a href="/">{brand}</a>
          </p>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  )
}

const html = (c: Context<AppEnv>, page: React.ReactElement) => {
  c.header('cache-control', 'private, no-store')
  c.header('referrer-policy', 'no-referrer')
  return c.html(`<!DOCTYPE html>${renderToString(page)}`)
}

/**
 * The unsubscribe link of marketing mail (issue 33; transactions §1 'may unsubscribe at any
 * time'). GET never changes anything (mail scanners follow links): it names the address and
 * offers one button. POST unsubscribes at once: that button, or a mail client's RFC 8058
 * one-click (`List-Unsubscribe=One-Click`, no cookie, no Origin), which the List-Unsubscribe
 * headers point here. A browser gets a page, anything else the JSON answer.
 */
export const unsubscribe = new Hono<AppEnv>()

unsubscribe.get(UNSUBSCRIBE_PATH, async (c) => {
  const { id, verify } = signedLink(c)
  const subscription = await c.var.services.subscriptions.byLink(id, verify)
  const brand = c.get('brand').name
  const done = subscription.status === 'UNSUBSCRIBED'
  return html(
    c,
    <Page brand={brand} title={done ? 'You are unsubscribed' : 'Unsubscribe'}>
      {done ? (
        <p>{subscription.email} gets no more daily deals emails from us.</p>
      ) : (
        <form method="post" action={new URL(c.req.url).pathname + new URL(c.req.url).search}>
          <p>
            Stop the daily deals emails from {brand} to <strong>{subscription.email}</strong>?
          </p>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit">Unsubscribe</button>
        </form>
      )}
    </Page>,
  )
})

unsubscribe.post(UNSUBSCRIBE_PATH, async (c) => {
  const { id, verify } = signedLink(c)
  const subscription = await c.var.services.subscriptions.unsubscribeByLink(id, verify)
  if (!(c.req.header('accept') ?? '').includes('text/html')) {
    return c.json({ data: { status: subscription.status } })
  }
  return html(
    c,
    <Page brand={c.get('brand').name} title="You are unsubscribed">
      <p>{subscription.email} gets no more daily deals emails from us.</p>
      <p>
        <a href="/myaccount/subscriptions">Subscribe again or change your email preferences</a>
      </p>
    </Page>,
  )
})
