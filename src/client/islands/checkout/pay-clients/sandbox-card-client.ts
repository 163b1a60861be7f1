import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { callRoute } from '../../../api/typed-call'
import { CARD_MESSAGE, type CardMessage } from '../../../pages/sandbox/sandbox-card-messages'
import { showChallenge } from './challenge-dialog'
import type { CardClient, CardEvents, Step } from './pay-client'

const FIELDS_PATH = '/sandbox/hosted-fields'
/** The frame answers in well under a second; past this something is wrong with it. */
const TOKENIZE_TIMEOUT_MS = 20_000
const FRAME_LOST = 'We could not read your card details. Please try again.'

/** The sandbox's card client: its own hosted fields in an iframe (routes/sandbox-card.tsx)
 * that tokenises from inside the frame, then its 3-D Secure check with the challenge page in a
 * dialog — Braintree's round trips, against the embedded sandbox. Messages are taken only from
 * the frame this client made, on our own origin. */
export function sandboxCardClient(): CardClient {
  let frame: HTMLIFrameElement | null = null
  let events: CardEvents | null = null
  let waiting: ((step: Step<string>) => void) | null = null

  function onMessage(event: MessageEvent) {
    if (!frame || event.source !== frame.contentWindow) return
    if (event.origin !== window.location.origin) return
    const data = event.data as CardMessage | null
    switch (data?.type) {
      case CARD_MESSAGE.height:
        // CSSOM, not a style attribute: the CSP allows it.
        frame.style.height = `${Math.ceil(data.height)}px`
        return
      case CARD_MESSAGE.changed:
        return events?.onChange()
      case CARD_MESSAGE.submit:
        return events?.onSubmit()
      case CARD_MESSAGE.token:
        return settle({ ok: true, value: data.token })
      case CARD_MESSAGE.error:
        return settle({ ok: false, message: data.message })
    }
  }

  function settle(step: Step<string>) {
    const resolve = waiting
    waiting = null
    resolve?.(step)
  }

  return {
    mount(host, handlers) {
      events = handlers
      frame = document.createElement('iframe')
      // The page's skin (its theme class), so the fields read as part of the checkout, as
      // Braintree's are styled to it in production.
      frame.src = `${FIELDS_PATH}?${new URLSearchParams({ skin: document.body.className })}`
      frame.title = 'Card details'
      window.addEventListener('message', onMessage)
      host.replaceChildren(frame)
    },

    tokenize() {
      const target = frame?.contentWindow
      if (!target) return Promise.resolve({ ok: false, message: FRAME_LOST })
      settle({ ok: false, message: FRAME_LOST })
      return new Promise((resolve) => {
        waiting = resolve
        setTimeout(() => {
          if (waiting === resolve) settle({ ok: false, message: FRAME_LOST })
        }, TOKENIZE_TIMEOUT_MS)
        target.postMessage({ type: CARD_MESSAGE.tokenize }, window.location.origin)
      })
    },

    async authenticate(nonce, input) {
      const checked = await callRoute('POST /payments/3ds/verify', {
        body: {
          paymentToken: nonce,
          amount: input.amount,
          purpose: input.purpose,
          ...(input.email ? { email: input.email } : {}),
        },
      })
      if (!checked.ok || !checked.data) {
        return { ok: false, message: checked.message ?? paymentErrorMessage('PAYMENT_FAILED') }
      }
      const result = checked.data.data
      const authenticated =
        result.status === 'CHALLENGE'
          ? (await showChallenge(result.challengePath, input.returnFocus)) === 'AUTHENTICATED'
          : result.status !== 'FAILED'
      return authenticated
        ? { ok: true, value: nonce }
        : { ok: false, message: paymentErrorMessage('AUTHENTICATION_FAILED') }
    },

    teardown() {
      window.removeEventListener('message', onMessage)
      settle({ ok: false, message: FRAME_LOST })
      frame?.remove()
      frame = null
      events = null
    },
  }
}
