import type { PaymentInstrument, PaymentMethod } from './payment-method'

// transactions §5: "Clearpay ... only for order amounts 1 to 1000", in major units of the basket
// currency, inclusive at both ends.
const CLEARPAY_MIN_AMOUNT_MINOR = 100
const CLEARPAY_MAX_AMOUNT_MINOR = 100_000
// §5: "hidden for basket items in subcategories 218 and 711 (also 197 and 200 under the stricter
// check)".
const CLEARPAY_EXCLUDED_SUBCATEGORIES = [218, 711] as const
const CLEARPAY_STRICT_EXCLUDED_SUBCATEGORIES = [197, 200] as const

export interface EligibilityInput {
  /** No customer token: express wallets show by default (§6). */
  anonymous: boolean
  /** The order amount to pay, in minor units. */
  amount: number
  /** The browser can make Apple Pay payments (ApplePaySession.canMakePayments). */
  applePaySupported: boolean
  /** A browser too old for Google Pay's button. */
  legacyBrowser: boolean
  highFraudRisk: boolean
  /** Subcategory ids of the basket's items. */
  subCategoryIds: readonly number[]
  /** The stricter subcategory check (adds 197 and 200 to the Clearpay and Klarna exclusions). */
  strictSubcategoryCheck: boolean
  /** userInfo.paymentOptions.paymentInstruments: what the payment service offers this user. */
  instruments: readonly PaymentInstrument[]
}

export interface Eligibility {
  methods: Record<PaymentMethod, boolean>
  /** One-click pay with a saved instrument through an express wallet. */
  oneClick: boolean
  /** A subscription (VIP membership) can be paid with the default instrument. */
  subscription: boolean
}

/** Which payment methods checkout offers, exactly as transactions §5 'Payment method
 * eligibility' reads, with §6 ("authenticated users depend on saved instruments") where §5 names
 * no rule for signed-in users:
 * - Apple Pay: needs browser support; then shown by default to anonymous users, otherwise only
 *   with an apple_pay instrument and a non-zero amount.
 * - Google Pay: no Apple Pay support and a non-legacy browser; signed-in users need the
 *   google_pay instrument.
 * - PayPal: anonymous users, or a non-zero amount and a paypal instrument.
 * - Clearpay: an amount of 1 to 1000, not a high-fraud-risk basket, no item in subcategory 218
 *   or 711 (also 197 and 200 under the stricter check); signed-in users need the instrument. The
 *   bounds are Clearpay's own limits, so they apply to signed-in users too.
 * - Klarna: as Clearpay without the amount bounds.
 * - Card: always (it is also the flow wallet-only orders go through, §8).
 * - Subscription: only when the default instrument's allowSubscription is the boolean true.
 * - One-click: only with a saved (EXISTING) instrument and Apple or Google Pay possible.
 * @example paymentMethodEligibility({ anonymous: true, amount: 2500, applePaySupported: false, legacyBrowser: false, highFraudRisk: false, subCategoryIds: [], strictSubcategoryCheck: false, instruments: [] }).methods.google_pay === true */
export function paymentMethodEligibility(input: EligibilityInput): Eligibility {
  const { anonymous, amount, instruments } = input
  const has = (type: PaymentMethod) => instruments.some((instrument) => instrument.type === type)
  const nonZero = amount > 0
  const applePay = input.applePaySupported && (anonymous || (has('apple_pay') && nonZero))
  const googlePay =
    !input.applePaySupported && !input.legacyBrowser && (anonymous || has('google_pay'))
  const excluded = new Set<number>([
    ...CLEARPAY_EXCLUDED_SUBCATEGORIES,
    ...(input.strictSubcategoryCheck ? CLEARPAY_STRICT_EXCLUDED_SUBCATEGORIES : []),
  ])
  const payLaterAllowed =
    !input.highFraudRisk && !input.subCategoryIds.some((id) => excluded.has(id))
  const inClearpayBounds =
    amount >= CLEARPAY_MIN_AMOUNT_MINOR && amount <= CLEARPAY_MAX_AMOUNT_MINOR
  const defaultInstrument = instruments.find((instrument) => instrument.default) ?? null
  return {
    methods: {
      apple_pay: applePay,
      google_pay: googlePay,
      paypal: anonymous || (nonZero && has('paypal')),
      clearpay: payLaterAllowed && inClearpayBounds && (anonymous || has('clearpay')),
      klarna: payLaterAllowed && (anonymous || has('klarna')),
      credit_card: true,
    },
    oneClick:
      instruments.some((instrument) => instrument.kind === 'EXISTING') && (applePay || googlePay),
    subscription: defaultInstrument !== null && allowsSubscription(defaultInstrument),
  }
}

/** §5: "Subscription allowed only when the instrument flag is a true boolean" — the string
 * 'true' some upstream payloads carry does not count.
 * @example allowsSubscription({ allowSubscription: 'true' }) === false */
export function allowsSubscription(
  instrument: Pick<PaymentInstrument, 'allowSubscription'>,
): boolean {
  return instrument.allowSubscription === true
}
