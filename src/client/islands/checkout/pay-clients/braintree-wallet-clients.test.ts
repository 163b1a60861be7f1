import { describe, expect, it, vi } from 'vitest'
import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { cancelledMessage } from '../../../../shared/domain/payment/sandbox-approval'
import { braintreeApplePayClient } from './braintree-apple-pay-client'
import { braintreeGooglePayClient, GOOGLE_PAY_JS } from './braintree-google-pay-client'
import { braintreePayPalClient } from './braintree-paypal-client'
import type { BraintreeSettings } from './braintree-sdk'
import type { ApprovalInput } from './pay-client'
import type { WalletDeps } from './wallet-deps'

// The production wallet clients against fakes of braintree-web's components and of the
// providers' globals: what each passes to the SDK (amount, currency, flow, intent, credit,
// merchant ids) and what it makes of each answer.

const INPUT: ApprovalInput = {
  basketToken: 'basket',
  order: { expectedTotal: 2550 },
  amount: 2550,
  currency: 'GBP',
}
const SETTINGS: BraintreeSettings = {
  merchantName: 'Dealio',
  googleMerchantId: 'BCR2DN4TEST',
  googlePayEnvironment: 'PRODUCTION',
}

function depsWith(sdk: object, globals: Record<string, unknown>, settings = SETTINGS) {
  const session = vi.fn(async () => ({ sdk, client: 'bt-client', settings }))
  const loadScript = vi.fn(async () => {})
  const deps = {
    session,
    globals: () => globals,
    loadScript,
    slot: (id: string) => `#${id}`,
  } as unknown as WalletDeps
  return { deps, session, loadScript }
}

/** A fake paypal-checkout and PayPal JS SDK whose button the test "clicks" through `button`. */
function fakePayPal(tokenize = async () => ({ nonce: 'paypal-nonce' })) {
  const checkout = {
    loadPayPalSDK: vi.fn(async () => {}),
    createPayment: vi.fn(async () => 'EC-123'),
    tokenizePayment: vi.fn(tokenize),
    teardown: async () => {},
  }
  let options: Record<string, (data?: unknown) => unknown> & { fundingSource?: string } = {}
  const render = vi.fn(async () => {})
  const paypal = {
    FUNDING: { PAYPAL: 'paypal', CREDIT: 'credit' },
    Buttons: vi.fn((given: typeof options) => {
      options = given
      return { render }
    }),
  }
  const sdk = { paypalCheckout: { create: vi.fn(async () => checkout) } }
  return { sdk, checkout, paypal, render, button: () => options }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the Braintree PayPal client', () => {
  it('loads paypal-checkout, PayPal’s SDK with intent authorize, and pays with the approval’s nonce', async () => {
    const fake = fakePayPal()
    const { deps, session } = depsWith(fake.sdk, { paypal: fake.paypal })
    const outcome = braintreePayPalClient(false, deps).authorise(INPUT)
    await settle()
    expect(session).toHaveBeenCalledWith('GBP', ['paypal-checkout'])
    expect(fake.sdk.paypalCheckout.create).toHaveBeenCalledWith({ client: 'bt-client' })
    expect(fake.checkout.loadPayPalSDK).toHaveBeenCalledWith({
      currency: 'GBP',
      intent: 'authorize',
    })
    expect(fake.render).toHaveBeenCalledWith('#paypal-button-container')
    expect(fake.button().fundingSource).toBe('paypal')
    expect(await fake.button().createOrder!()).toBe('EC-123')
    expect(fake.checkout.createPayment).toHaveBeenCalledWith({
      flow: 'checkout',
      amount: '25.50',
      currency: 'GBP',
      intent: 'authorize',
    })
    await fake.button().onApprove!({ orderID: 'EC-123' })
    expect(fake.checkout.tokenizePayment).toHaveBeenCalledWith({ orderID: 'EC-123' })
    expect(await outcome).toEqual({ ok: true, value: 'paypal-nonce' })
  })

  it('offers PayPal Credit: its button, credit funding and offerCredit on the payment', async () => {
    const fake = fakePayPal()
    const { deps } = depsWith(fake.sdk, { paypal: fake.paypal })
    const outcome = braintreePayPalClient(true, deps).authorise({ ...INPUT, currency: 'EUR' })
    await settle()
    expect(fake.checkout.loadPayPalSDK).toHaveBeenCalledWith({
      currency: 'EUR',
      intent: 'authorize',
      'enable-funding': 'credit',
    })
    expect(fake.button().fundingSource).toBe('credit')
    await fake.button().createOrder!()
    expect(fake.checkout.createPayment).toHaveBeenCalledWith({
      flow: 'checkout',
      amount: '25.50',
      currency: 'EUR',
      intent: 'authorize',
      offerCredit: true,
    })
    fake.button().onCancel!()
    expect(await outcome).toEqual({ ok: false, message: cancelledMessage('paypal_credit') })
  })

  it('answers PayPal’s refusal and an unreachable SDK with their messages', async () => {
    const fake = fakePayPal()
    const { deps } = depsWith(fake.sdk, { paypal: fake.paypal })
    const outcome = braintreePayPalClient(false, deps).authorise(INPUT)
    await settle()
    fake.button().onError!()
    expect(await outcome).toEqual({ ok: false, message: paymentErrorMessage('PAYPAL_REJECTED') })
    const down = depsWith(fake.sdk, {})
    down.session.mockRejectedValueOnce(new Error('no client token'))
    expect(await braintreePayPalClient(false, down.deps).authorise(INPUT)).toEqual({
      ok: false,
      message: paymentErrorMessage('GATEWAY_UNREACHABLE'),
    })
  })
})

function fakeGooglePay(loadPaymentData: () => Promise<unknown>) {
  const payment = {
    createPaymentDataRequest: vi.fn((options: unknown) => ({ request: options })),
    parseResponse: vi.fn(async () => ({ nonce: 'google-nonce' })),
    teardown: async () => {},
  }
  const environments: string[] = []
  const google = {
    payments: {
      api: {
        PaymentsClient: class {
          constructor(options: { environment: string }) {
            environments.push(options.environment)
          }
          loadPaymentData = vi.fn(loadPaymentData)
        },
      },
    },
  }
  const sdk = { googlePayment: { create: vi.fn(async () => payment) } }
  return { sdk, payment, google, environments }
}

describe('the Braintree Google Pay client', () => {
  it("creates google-payment with our Google merchant id, loads pay.js and pays with the sheet's nonce", async () => {
    const fake = fakeGooglePay(async () => ({ paymentMethodData: 'encrypted' }))
    const { deps, session, loadScript } = depsWith(fake.sdk, { google: fake.google })
    expect(await braintreeGooglePayClient('GBP', deps).authorise(INPUT)).toEqual({
      ok: true,
      value: 'google-nonce',
    })
    expect(session).toHaveBeenCalledWith('GBP', ['google-payment'])
    expect(loadScript).toHaveBeenCalledWith(GOOGLE_PAY_JS)
    expect(fake.sdk.googlePayment.create).toHaveBeenCalledWith({
      client: 'bt-client',
      googlePayVersion: 2,
      googleMerchantId: 'BCR2DN4TEST',
    })
    expect(fake.environments).toEqual(['PRODUCTION'])
    expect(fake.payment.createPaymentDataRequest).toHaveBeenCalledWith({
      transactionInfo: { currencyCode: 'GBP', totalPriceStatus: 'FINAL', totalPrice: '25.50' },
    })
    expect(fake.payment.parseResponse).toHaveBeenCalledWith({ paymentMethodData: 'encrypted' })
  })

  it('says the shopper cancelled when the sheet is closed, and is unavailable without a merchant id', async () => {
    const fake = fakeGooglePay(() => Promise.reject({ statusCode: 'CANCELED' }))
    const { deps } = depsWith(fake.sdk, { google: fake.google })
    expect(await braintreeGooglePayClient('GBP', deps).authorise(INPUT)).toEqual({
      ok: false,
      message: cancelledMessage('google_pay'),
    })
    const bare = depsWith(
      fake.sdk,
      { google: fake.google },
      { ...SETTINGS, googleMerchantId: null },
    )
    expect((await braintreeGooglePayClient('GBP', bare.deps).authorise(INPUT)).ok).toBe(false)
    expect(fake.sdk.googlePayment.create).toHaveBeenCalledTimes(1)
  })
})

/** Safari's ApplePaySession, driven by the test through `last`. */
function fakeApplePaySession(canMakePayments = true) {
  const made: { version: number; request: unknown; sheet: Record<string, unknown> }[] = []
  class Session {
    static canMakePayments = () => canMakePayments
    static STATUS_SUCCESS = 0
    static STATUS_FAILURE = 1
    onvalidatemerchant = (_event: { validationURL: string }) => {}
    onpaymentauthorized = (_event: { payment: { token: unknown } }) => {}
    oncancel = () => {}
    completeMerchantValidation = vi.fn()
    completePayment = vi.fn()
    abort = vi.fn()
    begin = vi.fn()
    constructor(version: number, request: unknown) {
      made.push({ version, request, sheet: this as unknown as Record<string, unknown> })
    }
  }
  return { Session, last: () => made.at(-1)! }
}

function fakeApplePay() {
  const applePay = {
    createPaymentRequest: vi.fn((options: unknown) => ({ built: options })),
    performValidation: vi.fn(async () => ({ merchantSession: 'ms' })),
    tokenize: vi.fn(async () => ({ nonce: 'apple-nonce' })),
    teardown: async () => {},
  }
  return { applePay, sdk: { applePay: { create: vi.fn(async () => applePay) } } }
}

describe('the Braintree Apple Pay client', () => {
  it("validates the merchant through Braintree and pays with the authorised payment's nonce", async () => {
    const { Session, last } = fakeApplePaySession()
    const fake = fakeApplePay()
    const { deps, session } = depsWith(fake.sdk, { ApplePaySession: Session })
    const client = braintreeApplePayClient('GBP', deps)
    // Readied when made, so the sheet opens within the shopper's press, before any await.
    expect(session).toHaveBeenCalledWith('GBP', ['apple-pay'])
    await settle()
    const outcome = client.authorise(INPUT)
    expect(last()).toBeDefined()
    expect(fake.applePay.createPaymentRequest).toHaveBeenCalledWith({
      total: { label: 'Dealio', amount: '25.50' },
    })
    const { version, request, sheet } = last()
    expect(version).toBe(3)
    expect(request).toEqual({ built: { total: { label: 'Dealio', amount: '25.50' } } })
    expect(sheet.begin).toHaveBeenCalled()
    ;(sheet.onvalidatemerchant as (e: object) => void)({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    })
    await settle()
    expect(fake.applePay.performValidation).toHaveBeenCalledWith({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      displayName: 'Dealio',
    })
    expect(sheet.completeMerchantValidation).toHaveBeenCalledWith({ merchantSession: 'ms' })
    ;(sheet.onpaymentauthorized as (e: object) => void)({ payment: { token: { paymentData: 1 } } })
    expect(await outcome).toEqual({ ok: true, value: 'apple-nonce' })
    expect(fake.applePay.tokenize).toHaveBeenCalledWith({ token: { paymentData: 1 } })
    expect(sheet.completePayment).toHaveBeenCalledWith(Session.STATUS_SUCCESS)
  })

  it('is unavailable where the browser cannot pay with Apple Pay, and says a closed sheet was cancelled', async () => {
    const fake = fakeApplePay()
    const none = depsWith(fake.sdk, { ApplePaySession: fakeApplePaySession(false).Session })
    expect((await braintreeApplePayClient('GBP', none.deps).authorise(INPUT)).ok).toBe(false)
    expect(none.session).not.toHaveBeenCalled()
    const { Session, last } = fakeApplePaySession()
    const { deps } = depsWith(fake.sdk, { ApplePaySession: Session })
    const outcome = braintreeApplePayClient('GBP', deps).authorise(INPUT)
    await settle()
    ;(last().sheet.oncancel as () => void)()
    expect(await outcome).toEqual({ ok: false, message: cancelledMessage('apple_pay') })
  })
})
