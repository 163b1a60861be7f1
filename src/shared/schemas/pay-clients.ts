import { z } from 'zod'

/** Which browser implementation the checkout uses for a way to pay (DESIGN 'Payments',
 * CONVENTIONS 18): `provider`, the provider's own SDK (Braintree for cards, PayPal and the
 * wallets; Klarna's widget; Clearpay's checkout); `sandbox`, the embedded sandbox's pages with the
 * same round trips (local development and the tests); `unavailable`, neither (a deployment
 * missing the provider's secrets, which the order call refuses too). The server decides from
 * its payment config; the island never guesses. */
export const PayClientMode = z.enum(['provider', 'sandbox', 'unavailable'])
export type PayClientMode = z.infer<typeof PayClientMode>

export const PayClients = z
  .object({
    credit_card: PayClientMode,
    paypal: PayClientMode,
    google_pay: PayClientMode,
    apple_pay: PayClientMode,
    klarna: PayClientMode,
    clearpay: PayClientMode,
  })
  .strict()
export type PayClients = z.infer<typeof PayClients>
