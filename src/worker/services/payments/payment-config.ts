import type { BrandId } from '../../../shared/config/brands'

/** The secret holding a brand's Apple Pay domain association file, which Apple (through
 * Braintree's Apple Pay settings) issues per registered domain: one per brand host. */
export const applePayDomainSecret = (brand: BrandId) =>
  `APPLE_PAY_DOMAIN_ASSOCIATION_${brand.toUpperCase()}`

/** Provider credentials, read from the worker's env vars (secrets in production). A provider
 * is switched on only when all of its settings are present; otherwise the sandbox stands in. */
export interface BraintreeConfig {
  /** The GraphQL endpoint, e.g. https://payments.sandbox.braintree-api.com/graphql */
  url: string
  publicKey: string
  privateKey: string
  /** A Braintree merchant account settles in one currency: pounds for the UK brands... */
  merchantAccountId: string
  /** ...and, when set, euros for the Irish ones; without it euro payments are refused rather
   * than charged in pounds. */
  merchantAccountIdEur: string | null
  /** Google's merchant id for Google Pay through Braintree (Google Pay & Wallet console); the
   * checkout offers Google Pay from Braintree only when it is set. */
  googleMerchantId: string | null
}

export interface KlarnaConfig {
  /** API base, e.g. https://api.playground.klarna.com */
  url: string
  username: string
  password: string
}

export interface ClearpayConfig {
  /** API base, e.g. https://global-api-sandbox.afterpay.com */
  url: string
  merchantId: string
  secretKey: string
}

export interface PaymentConfig {
  braintree: BraintreeConfig | null
  klarna: KlarnaConfig | null
  clearpay: ClearpayConfig | null
}

type Vars = Record<string, string | undefined>

/** Every named var present and non-blank, or null. */
function allOf<K extends string>(vars: Vars, names: Record<K, string>): Record<K, string> | null {
  const out = {} as Record<K, string>
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const value = vars[name]?.trim()
    if (!value) return null
    out[key] = value
  }
  return out
}

const withOptional = <T extends object, U extends object>(base: T | null, extra: U) =>
  base && { ...base, ...extra }

/** The payment settings in `env`. Takes the env loosely because the provider vars are optional
 * and not (yet) declared on `Env`. */
export function paymentConfig(env: unknown): PaymentConfig {
  const vars = (env ?? {}) as Vars
  return {
    braintree: withOptional(
      allOf(vars, {
        url: 'BRAINTREE_URL',
        publicKey: 'BRAINTREE_PUBLIC_KEY',
        privateKey: 'BRAINTREE_PRIVATE_KEY',
        merchantAccountId: 'BRAINTREE_MERCHANT_ACCOUNT_ID',
      }),
      {
        merchantAccountIdEur: vars.BRAINTREE_MERCHANT_ACCOUNT_ID_EUR?.trim() || null,
        googleMerchantId: vars.GOOGLE_PAY_MERCHANT_ID?.trim() || null,
      },
    ),
    klarna: allOf(vars, {
      url: 'KLARNA_URL',
      username: 'KLARNA_USERNAME',
      password: 'KLARNA_PASSWORD',
    }),
    clearpay: allOf(vars, {
      url: 'CLEARPAY_URL',
      merchantId: 'CLEARPAY_MERCHANT_ID',
      secretKey: 'CLEARPAY_SECRET_KEY',
    }),
  }
}
