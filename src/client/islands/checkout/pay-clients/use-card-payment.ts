import { useEffect, useRef, useState } from 'react'
import type { ApiResult } from '../../../api/account-api'
import type { Currency } from '../../../../shared/schemas/money'
import type { PayClientMode } from '../../../../shared/schemas/pay-clients'
import { loadCardClient } from './load-card-client'
import { CARD_UNAVAILABLE, type AuthenticateInput, type CardClient, type Step } from './pay-client'

/** Taking a card, wherever we take one (the checkout, the VIP payment, a deposit balance): the
 * card client the server names (`mode`) is loaded and mounted into `host` while `active`, torn
 * down after. `authorise` is the card's whole round trip before the server call: a single-use
 * token from the client's fields, then 3-D Secure for that one payment (the bank's challenge
 * when it asks), or the §8 message why not. `version` counts the shopper's changes to the card,
 * so a changed card makes a new payment attempt. */
export function useCardPayment(
  mode: PayClientMode,
  currency: Currency,
  active: boolean,
  onSubmit: () => void,
) {
  const host = useRef<HTMLDivElement | null>(null)
  const client = useRef<Promise<CardClient> | null>(null)
  const [version, setVersion] = useState(0)
  const submit = useRef(onSubmit)
  submit.current = onSubmit

  useEffect(() => {
    const element = host.current
    if (!active || mode === 'unavailable' || !element) return
    const loading = loadCardClient(mode, currency)
    client.current = loading
    let live = true
    void loading.then((card) => {
      if (!live) return
      card.mount(element, {
        onChange: () => setVersion((current) => current + 1),
        onSubmit: () => submit.current(),
      })
    })
    return () => {
      live = false
      client.current = null
      void loading.then((card) => card.teardown())
    }
  }, [active, mode, currency])

  async function authorise(input: AuthenticateInput): Promise<Step<string>> {
    const card = await client.current
    if (!card) return { ok: false, message: CARD_UNAVAILABLE }
    const nonce = await card.tokenize()
    if (!nonce.ok) return nonce
    return card.authenticate(nonce.value, input)
  }

  return { host, version, authorise }
}

/** The server call that spends the card's token, or the card's own refusal (tokenising or
 * 3-D Secure, with its §8 message) answered as a failed call, so a form shows either alike. */
export async function withCardToken<T>(
  authorised: Promise<Step<string>>,
  call: (paymentToken: string) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const token = await authorised
  if (!token.ok) return { ok: false, status: 0, data: null, message: token.message }
  return call(token.value)
}
