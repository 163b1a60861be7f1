// What `npm run deploy` checks of the payment providers before a production deploy: every
// provider the environment takes money through has each secret its adapter needs
// (src/worker/services/payments/payment-config.ts reads them; payment-secrets.test.ts keeps the
// two lists the same). Without them the worker would refuse that way to pay (503) in production.

/** The secrets each provider's adapter cannot run without. */
export const PROVIDER_SECRETS = {
  BRAINTREE: [
    'BRAINTREE_URL',
    'BRAINTREE_PUBLIC_KEY',
    'BRAINTREE_PRIVATE_KEY',
    'BRAINTREE_MERCHANT_ACCOUNT_ID',
  ],
  KLARNA: ['KLARNA_URL', 'KLARNA_USERNAME', 'KLARNA_PASSWORD'],
  CLEARPAY: ['CLEARPAY_URL', 'CLEARPAY_MERCHANT_ID', 'CLEARPAY_SECRET_KEY'],
}

/** The providers each deployed environment takes money through (README and
 * docs/configuration-and-deploy.md 'Go-live checklist').
 * Euro payments need BRAINTREE_MERCHANT_ACCOUNT_ID_EUR as well in production: the Irish brands
 * sell in euros, and without it their card payments are refused. */
export const DEPLOY_PAYMENT_PROVIDERS = {
  staging: ['BRAINTREE', 'KLARNA', 'CLEARPAY'],
  production: ['BRAINTREE', 'KLARNA', 'CLEARPAY'],
}

const EXTRA_SECRETS = { production: ['BRAINTREE_MERCHANT_ACCOUNT_ID_EUR'] }

/**
 * What keeps `environment` from taking payments, as one line per provider lacking secrets;
 * empty when nothing does. `secretNames` are the names `wrangler secret list` reports.
 * @example missingPaymentSecrets('production', ['KLARNA_URL']) // ['BRAINTREE lacks …', …]
 */
export function missingPaymentSecrets(environment, secretNames) {
  const present = new Set(secretNames)
  const problems = []
  for (const provider of DEPLOY_PAYMENT_PROVIDERS[environment] ?? []) {
    const needed = [
      ...PROVIDER_SECRETS[provider],
      ...(provider === 'BRAINTREE' ? (EXTRA_SECRETS[environment] ?? []) : []),
    ]
    const missing = needed.filter((name) => !present.has(name))
    if (missing.length > 0) problems.push(`${provider} lacks ${missing.join(', ')}`)
  }
  return problems
}

/** The secret names in `wrangler secret list` output (JSON: `[{ "name": …, "type": … }]`),
 * or null when it is not that list. */
export function secretNamesOf(output) {
  try {
    const list = JSON.parse(output.slice(output.indexOf('[')))
    if (!Array.isArray(list) || list.some((item) => typeof item?.name !== 'string')) return null
    return list.map((item) => item.name)
  } catch {
    return null
  }
}
