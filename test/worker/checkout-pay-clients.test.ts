import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/worker/index'
import type { Env } from '../../src/worker/env'
import { WALLET_SCRIPT_HOSTS } from '../../src/worker/middleware/payment-csp'
import { payClientsFor } from '../../src/worker/services/payments/pay-clients'
import { ClearpayCheckoutService } from '../../src/worker/services/checkout/clearpay-checkouts'
import { KlarnaSessionService } from '../../src/worker/services/checkout/klarna-sessions'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { FAKE_PROVIDER_ENV, installFakePaymentProviders } from '../fixtures/fake-payment-providers'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { clock, dayFromToday } from './clock'
import { placeOrder } from './orders-client'

// SAQ A: in production the card is typed into Braintree's Hosted Fields, never into inputs of
// ours, and our server never receives a number. Which card client the checkout runs is the
// server's config, handed to the island in its props.
const BRAINTREE = {
  BRAINTREE_URL: 'https://payments.sandbox.braintree-api.com/graphql',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
  BRAINTREE_MERCHANT_ACCOUNT_ID: 'dealio_gbp',
}

let dealId = 0
let productId = 0
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const deal = await makeBasketDeal(env.DB, { products: [{ price: 2500, totalRemaining: 10 }] })
  dealId = deal.id
  productId = deal.productIds[0]!
})

const vars = (extra: Record<string, string>) => ({ ...env, ...extra }) as unknown as Env

async function call(bindings: Env, url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(url, init), bindings, ctx)
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, text, headers: res.headers }
}

async function checkoutHtml(bindings: Env, origin: string) {
  const token = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
  const page = await call(bindings, `${origin}/checkout/${token}`, {
    headers: { cookie: `basket_token=${token}` },
  })
  expect(page.status).toBe(200)
  return page.text
}

describe('the checkout’s card client', () => {
  it('is Braintree’s when Braintree is configured: no card input of ours, no sandbox frame', async () => {
    const html = await checkoutHtml(
      vars({ ...BRAINTREE, ENVIRONMENT: 'production' }),
      'https://dealio.co.uk',
    )
    expect(html).toContain('"payClients":{"credit_card":"provider"')
    expect(html).not.toMatch(/autocomplete="cc-(number|csc|exp)"/i)
    expect(html).not.toContain('name="number"')
    expect(html).not.toContain('/sandbox/hosted-fields')
  })

  it('opens the CSP to Braintree’s SDK only where Braintree is configured', async () => {
    const token = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
    const init = { headers: { cookie: `basket_token=${token}` } }
    const url = `https://dealio.co.uk/checkout/${token}`
    const configured = await call(vars({ ...BRAINTREE, ENVIRONMENT: 'production' }), url, init)
    const csp = configured.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('https://js.braintreegateway.com')
    expect(csp).toContain('https://assets.braintreegateway.com')
    const without = await call(vars({ ENVIRONMENT: 'production' }), url, init)
    expect(without.headers.get('content-security-policy')).not.toContain('braintree')
  })

  it('loads each Braintree way to pay from its provider in production: PayPal’s SDK, Google’s pay.js, Apple’s session', async () => {
    const wallets = {
      ...BRAINTREE,
      GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4TEST',
      APPLE_PAY_DOMAIN_ASSOCIATION_DEALIO: 'apple-file',
      ENVIRONMENT: 'production',
    }
    const token = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
    const page = await call(vars(wallets), `https://dealio.co.uk/checkout/${token}`, {
      headers: { cookie: `basket_token=${token}` },
    })
    expect(page.text).toContain(
      '"payClients":{"credit_card":"provider","paypal":"provider","apple_pay":"provider","google_pay":"provider"',
    )
    const scripts = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')
    for (const host of [
      'https://js.braintreegateway.com', // braintree-web: paypal-checkout, google-payment, apple-pay
      WALLET_SCRIPT_HOSTS.paypal,
      WALLET_SCRIPT_HOSTS.google_pay,
    ]) {
      expect(scripts?.[1]).toContain(host)
    }
    // Without Google's merchant id or the brand's Apple Pay file those wallets are not offered,
    // nor is Google's script allowed; PayPal needs nothing more than Braintree.
    const bare = await call(
      vars({ ...BRAINTREE, ENVIRONMENT: 'production' }),
      `https://dealio.co.uk/checkout/${token}`,
      { headers: { cookie: `basket_token=${token}` } },
    )
    expect(bare.text).toContain(
      '"payClients":{"credit_card":"provider","paypal":"provider","apple_pay":"unavailable","google_pay":"unavailable"',
    )
    expect(bare.headers.get('content-security-policy')).not.toContain('pay.google.com')
  })

  it('is the sandbox’s in local development, whose fields live in their own frame', async () => {
    const html = await checkoutHtml(env as unknown as Env, 'http://localhost')
    expect(html).toContain('"payClients":{"credit_card":"sandbox"')
    expect(html).not.toMatch(/autocomplete="cc-number"/)
  })

  it('decides from config and host, never from the browser', () => {
    expect(payClientsFor({ ENVIRONMENT: 'production' }, 'https://dealio.co.uk/checkout/x')).toEqual(
      {
        credit_card: 'unavailable',
        paypal: 'unavailable',
        google_pay: 'unavailable',
        apple_pay: 'unavailable',
        klarna: 'unavailable',
        clearpay: 'unavailable',
      },
    )
    expect(
      payClientsFor({ ...BRAINTREE, ENVIRONMENT: 'test' }, 'http://localhost/checkout/x'),
    ).toMatchObject({
      credit_card: 'provider',
      paypal: 'provider',
      google_pay: 'unavailable',
      klarna: 'sandbox',
    })
    expect(
      payClientsFor(
        {
          ...BRAINTREE,
          APPLE_PAY_DOMAIN_ASSOCIATION_LIVINGSOCIAL: 'file',
          ENVIRONMENT: 'production',
        },
        'https://livingsocial.co.uk/x',
        'livingsocial',
      ).apple_pay,
    ).toBe('provider')
    expect(
      payClientsFor({ ENVIRONMENT: 'development' }, 'https://dealio.co.uk/x').credit_card,
    ).toBe('unavailable')
  })

  it('refuses a card number in production: the tokenizer is not there', async () => {
    const res = await call(
      vars({ ...BRAINTREE, ENVIRONMENT: 'production' }),
      'https://dealio.co.uk/api/v1/payments/tokenize',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://dealio.co.uk' },
        body: JSON.stringify({
          number: '4111111111111111',
          expiryMonth: 12,
          expiryYear: clock.now().getUTCFullYear() + 3,
          cvv: '123',
          name: 'A',
        }),
      },
    )
    expect(res.status).toBe(404)
    expect(res.text).not.toContain('4111')
  })
})

/** Inputs of ours that would take a card: the sandbox tokenizer's field names, or a card
 * autocomplete hint on an input we render. */
function expectNoCardInputOfOurs(html: string) {
  expect(html).not.toMatch(/autocomplete="cc-(number|csc|exp|name)/i)
  expect(html).not.toMatch(/name="(number|cvv|expiryMonth|expiryYear)"/)
  expect(html).not.toContain('/sandbox/hosted-fields')
}

describe('the VIP payment’s and the deposit balance’s card client', () => {
  const production = () => vars({ ...BRAINTREE, ENVIRONMENT: 'production' })
  // Over https the session cookie is __Host-ct (customer-session.ts).
  const signedIn = (shopper: Shopper) => ({ headers: { cookie: `__Host-${shopper.cookie}` } })

  /** A voucher of `shopper`'s with a balance of 40.00 left to pay in a month. */
  async function depositVoucher(shopper: Shopper): Promise<number> {
    const basket = await makeOrderBasket(env.DB, shopper.id, [{ dealId, productId, quantity: 1 }])
    const bought = await placeOrder(
      basket,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 2500,
      },
      { cookie: shopper.cookie },
    )
    expect(bought.status).toBe(201)
    const orderId = ((await bought.json()) as { data: { productOrder: { id: string } } }).data
      .productOrder.id
    const voucher = await env.DB.prepare(
      'SELECT id, order_line_id AS line FROM vouchers WHERE order_id = ?',
    )
      .bind(Number(orderId))
      .first<{ id: number; line: number }>()
    await env.DB.prepare(
      'UPDATE order_lines SET deposit_paid = 500, balance_due = 4000, balance_due_by = ? WHERE id = ?',
    )
      .bind(dayFromToday(30), voucher!.line)
      .run()
    return voucher!.id
  }

  it('is Braintree’s on the VIP pages in production: no card input of ours', async () => {
    const shopper = await makeShopper(env.DB)
    for (const path of ['/myaccount/vip-rewards', '/second-checkout/benefits']) {
      const page = await call(production(), `https://dealio.co.uk${path}`, signedIn(shopper))
      expect([path, page.status]).toEqual([path, 200])
      expect(page.text).toContain('"cardMode":"provider"')
      expectNoCardInputOfOurs(page.text)
    }
  })

  it('is Braintree’s for a deposit balance in production: no card input of ours', async () => {
    const shopper = await makeShopper(env.DB)
    const voucher = await depositVoucher(shopper)
    const page = await call(
      production(),
      `https://dealio.co.uk/myaccount/vouchers/${voucher}`,
      signedIn(shopper),
    )
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-island="deposit-balance"')
    expect(page.text).toContain('"cardMode":"provider"')
    expectNoCardInputOfOurs(page.text)
  })

  it('is none in production without Braintree, and the sandbox’s only in local development', async () => {
    const shopper = await makeShopper(env.DB)
    const voucher = await depositVoucher(shopper)
    const path = `/myaccount/vouchers/${voucher}`
    const bare = await call(
      vars({ ENVIRONMENT: 'production' }),
      `https://dealio.co.uk${path}`,
      signedIn(shopper),
    )
    expect(bare.text).toContain('"cardMode":"unavailable"')
    expectNoCardInputOfOurs(bare.text)
    const local = await call(env as unknown as Env, `http://localhost${path}`, {
      headers: { cookie: shopper.cookie },
    })
    expect(local.text).toContain('"cardMode":"sandbox"')
    expectNoCardInputOfOurs(local.text)
  })
})

describe('the Braintree client token', () => {
  it('is not there where Braintree is not configured', async () => {
    const res = await call(
      vars({ ENVIRONMENT: 'test' }),
      'http://localhost/api/v1/payments/braintree/client-token',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ currency: 'GBP' }),
      },
    )
    expect(res.status).toBe(404)
  })

  it("comes with the wallets' settings: the brand's name, Google's merchant id and environment", async () => {
    const answers = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json({ data: { createClientToken: { clientToken: 'ct-1' } } }),
      )
    const res = await call(
      vars({ ...BRAINTREE, GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4TEST', ENVIRONMENT: 'test' }),
      'http://localhost/api/v1/payments/braintree/client-token',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ currency: 'GBP' }),
      },
    )
    answers.mockRestore()
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text)).toEqual({
      data: {
        clientToken: 'ct-1',
        merchantName: expect.any(String),
        googleMerchantId: 'BCR2DN4TEST',
        googlePayEnvironment: 'TEST',
      },
    })
  })
})

describe('the Klarna session', () => {
  let fakes: ReturnType<typeof installFakePaymentProviders>
  beforeEach(() => {
    fakes = installFakePaymentProviders()
  })
  afterEach(() => fakes.restore())

  it('gives the widget a client token for the signed-in shopper’s basket where Klarna is configured', async () => {
    const bindings = vars({ ...FAKE_PROVIDER_ENV, ENVIRONMENT: 'test' })
    const shopper = await makeShopper(env.DB)
    const basketToken = await makeOrderBasket(env.DB, shopper.id, [
      { dealId, productId, quantity: 1 },
    ])
    const sessions = new KlarnaSessionService(bindings, env.DB, () => clock.now())
    const wallets = { applePaySupported: false, legacyBrowser: false }
    expect(await sessions.open(basketToken, { userId: shopper.id }, wallets)).toMatch(/fake/)
    await expect(sessions.open(basketToken, { userId: null }, wallets)).rejects.toMatchObject({
      code: 'UNAUTHORISED',
    })
    // The page of a basket anyone may open (an owned one needs its shopper's session).
    const open = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
    const page = await call(bindings, `http://localhost/checkout/${open}`, {
      headers: { cookie: `basket_token=${open}` },
    })
    expect(page.text).toContain('"klarna":"provider"')
    expect(page.headers.get('content-security-policy')).toContain('https://x.klarnacdn.net')
  })

  it('is not there where Klarna is not configured', async () => {
    const basketToken = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
    const res = await call(
      vars({ ENVIRONMENT: 'test' }),
      'http://localhost/api/v1/payments/klarna/session',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ basketToken }),
      },
    )
    expect(res.status).toBe(404)
  })
})

describe('the Clearpay checkout', () => {
  let fakes: ReturnType<typeof installFakePaymentProviders>
  beforeEach(() => {
    fakes = installFakePaymentProviders()
  })
  afterEach(() => fakes.restore())

  const service = (extra: Record<string, string>) =>
    new ClearpayCheckoutService({ ...env, ...extra }, env.DB, () => clock.now())
  const wallets = { applePaySupported: false, legacyBrowser: false }

  it('sends the shopper to Clearpay with the way back to this checkout', async () => {
    const shopper = await makeShopper(env.DB)
    const basketToken = await makeOrderBasket(env.DB, shopper.id, [
      { dealId, productId, quantity: 1 },
    ])
    const url = await service(FAKE_PROVIDER_ENV).open({
      basketToken,
      viewer: { userId: shopper.id },
      email: 'ann@example.com',
      browser: wallets,
      origin: 'https://dealio.co.uk',
    })
    expect(url).toMatch(/^https:\/\//)
    expect(fakes.calls.some((call) => call.path === '/v2/checkouts')).toBe(true)
  })

  it('is refused without a signed-in shopper, and absent without Clearpay', async () => {
    const basketToken = await makeOrderBasket(env.DB, null, [{ dealId, productId, quantity: 1 }])
    const input = {
      basketToken,
      viewer: { userId: null },
      browser: wallets,
      origin: 'https://dealio.co.uk',
    }
    await expect(service(FAKE_PROVIDER_ENV).open({ ...input, email: null })).rejects.toMatchObject({
      code: 'UNAUTHORISED',
    })
    await expect(service({}).open({ ...input, email: 'a@example.com' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})

describe('the Apple Pay domain association file', () => {
  const PATH = '/.well-known/apple-developer-merchantid-domain-association'

  it('is each brand’s own file from its secret', async () => {
    const bindings = vars({
      ENVIRONMENT: 'production',
      APPLE_PAY_DOMAIN_ASSOCIATION_DEALIO: 'dealio-file',
      APPLE_PAY_DOMAIN_ASSOCIATION_DEALIOIE: 'dealioie-file',
    })
    const uk = await call(bindings, `https://dealio.co.uk${PATH}`)
    expect([uk.status, uk.text]).toEqual([200, 'dealio-file'])
    const ie = await call(bindings, `https://dealio.ie${PATH}`)
    expect([ie.status, ie.text]).toEqual([200, 'dealioie-file'])
  })

  it('is not found for a brand without one', async () => {
    const bindings = vars({ ENVIRONMENT: 'production', APPLE_PAY_DOMAIN_ASSOCIATION_DEALIO: 'x' })
    expect((await call(bindings, `https://livingsocial.co.uk${PATH}`)).status).toBe(404)
  })
})
