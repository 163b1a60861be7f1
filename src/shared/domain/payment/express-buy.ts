import { PAYMENT_OUTCOMES } from './payment-errors'

interface ExpressBuyDeal {
  /** On sale now (open, in its window, not sold out). */
  onSale: boolean
  highFraudRisk: boolean
  /** Deposit deals pay part now and the balance later: that needs the full checkout. */
  depositAvailable: boolean
  vipOnly: boolean
}

export interface ExpressBuyInput {
  signedIn: boolean
  /** Saved payment instruments of the customer that can pay without the card form. */
  savedInstruments: number
  deal: ExpressBuyDeal
}

export type ExpressBuyAvailability = { available: true } | { available: false; message: string }

// The §8 message, worded once in payment-errors ('Express buy unavailable, so use checkout').
export const EXPRESS_BUY_UNAVAILABLE_MESSAGE = PAYMENT_OUTCOMES.EXPRESS_BUY_UNAVAILABLE.message

/** Whether 'Buy now' may skip checkout and pay with a saved instrument (transactions §5
 * "Express buy is not possible for some deals"; §7 deal-express-payment-method). It needs a
 * signed-in customer with a saved instrument, and a deal that checkout would not have to ask
 * more about: no fraud-risk review, no deposit split, no VIP-only check.
 * @example expressBuyAvailability({ signedIn: true, savedInstruments: 0, deal }) // { available: false, message: '...' } */
export function expressBuyAvailability(input: ExpressBuyInput): ExpressBuyAvailability {
  const { deal } = input
  const allowed =
    input.signedIn &&
    input.savedInstruments > 0 &&
    deal.onSale &&
    !deal.highFraudRisk &&
    !deal.depositAvailable &&
    !deal.vipOnly
  return allowed
    ? { available: true }
    : { available: false, message: EXPRESS_BUY_UNAVAILABLE_MESSAGE }
}
