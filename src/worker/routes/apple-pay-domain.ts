import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env'
import { applePayDomainSecret } from '../services/payments/payment-config'

/** Apple checks a domain before Apple Pay may run on it by fetching this file from the domain.
 * Each brand answers with its own file, or 404 while none is configured (the checkout then
 * never offers Apple Pay through Braintree: pay-clients.ts). */
export const applePayDomain = new Hono<AppEnv>()

applePayDomain.get('/.well-known/apple-developer-merchantid-domain-association', (c) => {
  const vars = c.env as unknown as Record<string, string | undefined>
  const file = vars[applePayDomainSecret(c.get('brand').id)]?.trim()
  // Plain text like the file itself: Apple's check is the only reader.
  if (!file) return c.text('Not found', 404)
  return c.text(file, 200, { 'cache-control': 'public, max-age=3600' })
})
