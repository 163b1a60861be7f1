import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { strongAuthenticationMet } from '../../../../shared/domain/payment/strong-authentication'
import { formatDecimalAmount } from './decimal-amount'
import { BRAINTREE_COMPONENTS, braintreeSdk, type BraintreeSdk } from './braintree-sdk'
import type { CardClient, Step } from './pay-client'

type Sdk = BraintreeSdk
type HostedFields = Awaited<ReturnType<Sdk['hostedFields']['create']>>
type ThreeDSecure = Awaited<ReturnType<Sdk['threeDSecure']['create']>>

const FIELDS = [
  ['cardholderName', 'Name on card', 'cc-name'],
  ['number', 'Card number', 'cc-number'],
  ['expirationDate', 'Expiry (MM/YY)', 'cc-exp'],
  ['cvv', 'Security code (CVV)', 'cc-csc'],
] as const

const UNREACHABLE = paymentErrorMessage('GATEWAY_UNREACHABLE')
const CHECK_CARD = 'Please check your card details.'

/** Production cards: Braintree's Hosted Fields (each field an iframe of Braintree's, so the
 * number never touches our page or server: PCI SAQ A) and Braintree's 3-D Secure 2, whose
 * verifyCard shows the bank's challenge in Cardinal's own modal. The SDK comes from Braintree's
 * host when the card is chosen (braintree-sdk.ts), with a client token from our server. */
export function braintreeCardClient(currency: 'GBP' | 'EUR'): CardClient {
  let fields: Promise<{ hosted: HostedFields; secure: ThreeDSecure } | null> = Promise.resolve(null)
  let teardown = () => {}
  let bin = ''

  return {
    mount(host, events) {
      const ids = FIELDS.map(([key]) => `braintree-${key}`)
      host.replaceChildren(
        ...FIELDS.map(([key, label], index) => {
          const row = document.createElement('div')
          const name = document.createElement('label')
          name.htmlFor = ids[index]!
          name.textContent = label
          const slot = document.createElement('div')
          slot.id = ids[index]!
          slot.dataset.field = key
          row.append(name, slot)
          return row
        }),
      )
      fields = braintreeSdk(currency, BRAINTREE_COMPONENTS.credit_card)
        .then(async ({ sdk, client }) => {
          const hosted = await sdk.hostedFields.create({
            client,
            // Braintree's frames do not inherit our colours: the text takes the skin's, or a
            // dark skin's checkout would show the card number black on black.
            styles: { input: { 'font-size': '16px', color: getComputedStyle(host).color } },
            fields: Object.fromEntries(
              FIELDS.map(([key, , autocomplete], index) => [
                key,
                { container: `#${ids[index]}`, internalLabel: FIELDS[index]![1], autocomplete },
              ]),
            ),
          })
          hosted.on('inputSubmitRequest', () => events.onSubmit())
          hosted.on('validityChange', () => events.onChange())
          const secure = await sdk.threeDSecure.create({ client, version: 2 })
          teardown = () => {
            void hosted.teardown()
            void secure.teardown()
          }
          return { hosted, secure }
        })
        .catch(() => null)
    },

    async tokenize(): Promise<Step<string>> {
      const ready = await fields
      if (!ready) return { ok: false, message: UNREACHABLE }
      try {
        const payload = await ready.hosted.tokenize()
        bin = payload.details?.bin ?? ''
        return { ok: true, value: payload.nonce }
      } catch {
        return { ok: false, message: CHECK_CARD }
      }
    },

    async authenticate(nonce, input): Promise<Step<string>> {
      const ready = await fields
      if (!ready) return { ok: false, message: UNREACHABLE }
      try {
        const verified = await ready.secure.verifyCard({
          amount: formatDecimalAmount(input.amount),
          nonce,
          bin,
          ...(input.email ? { email: input.email } : {}),
          onLookupComplete: (_data, next) => next(),
        })
        // Braintree's rules in the control panel and the server's own check
        // (services/payments/braintree.ts) decide again when the order is authorised.
        return strongAuthenticationMet(verified)
          ? { ok: true, value: verified.nonce }
          : { ok: false, message: paymentErrorMessage('AUTHENTICATION_FAILED') }
      } catch {
        return { ok: false, message: paymentErrorMessage('AUTHENTICATION_FAILED') }
      } finally {
        input.returnFocus?.focus()
      }
    },

    teardown: () => teardown(),
  }
}
