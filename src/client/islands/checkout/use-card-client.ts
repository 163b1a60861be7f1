import { useEffect, useRef, useState } from 'react'
import type { Currency } from '../../../shared/schemas/money'
import type { PayClientMode } from '../../../shared/schemas/pay-clients'
import { loadCardClient } from './pay-clients/load-card-client'
import type { CardClient } from './pay-clients/pay-client'

/** The card client while the card is the chosen way to pay: loaded and mounted into `host`
 * when the shopper chooses the card (the default, so at hydration), torn down when they choose
 * another way. `version` counts the shopper's changes to the card, so a changed card makes a
 * new payment attempt. */
export function useCardClient(
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

  return { host, version, client: () => client.current }
}

export type CardClientHandle = ReturnType<typeof useCardClient>
