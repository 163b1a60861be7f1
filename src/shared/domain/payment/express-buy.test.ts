import { describe, expect, it } from 'vitest'
import { EXPRESS_BUY_UNAVAILABLE_MESSAGE, expressBuyAvailability } from './express-buy'

const deal = { onSale: true, highFraudRisk: false, depositAvailable: false, vipOnly: false }
const ready = { signedIn: true, savedInstruments: 1, deal }
const unavailable = { available: false, message: EXPRESS_BUY_UNAVAILABLE_MESSAGE }

describe('expressBuyAvailability', () => {
  it('allows a signed-in customer with a saved instrument on a plain deal', () => {
    expect(expressBuyAvailability(ready)).toEqual({ available: true })
  })

  it('sends everyone else to checkout with the spec message', () => {
    expect(expressBuyAvailability({ ...ready, signedIn: false })).toEqual(unavailable)
    expect(expressBuyAvailability({ ...ready, savedInstruments: 0 })).toEqual(unavailable)
    for (const flag of ['highFraudRisk', 'depositAvailable', 'vipOnly'] as const) {
      expect(expressBuyAvailability({ ...ready, deal: { ...deal, [flag]: true } })).toEqual(
        unavailable,
      )
    }
    expect(expressBuyAvailability({ ...ready, deal: { ...deal, onSale: false } })).toEqual(
      unavailable,
    )
  })

  it('words the message as the payment messages do', () => {
    expect(EXPRESS_BUY_UNAVAILABLE_MESSAGE).toMatch(/express buy .*checkout/i)
  })
})
