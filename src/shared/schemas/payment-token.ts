import { z } from 'zod'

/** POST /api/v1/payments/tokenize: the card form's fields (the sandbox tokenizer).
 * Month and year may arrive as form strings. The card rules themselves (Luhn, brand, expiry in
 * the past) run in the tokenizer, so their messages can follow the spec's wording. */
export const TokenizeCardRequest = z
  .object({
    number: z
      .string('Please enter a valid card number')
      .trim()
      .regex(/^[\d -]{12,23}$/, 'Please enter a valid card number'),
    expiryMonth: z.coerce
      .number('Please enter a valid expiry month')
      .int('Please enter a valid expiry month')
      .min(1, 'Please enter a valid expiry month')
      .max(12, 'Please enter a valid expiry month'),
    expiryYear: z.coerce
      .number('Please enter a valid expiry year')
      .int('Please enter a valid expiry year')
      .min(0, 'Please enter a valid expiry year')
      .max(2099, 'Please enter a valid expiry year'),
    cvv: z
      .string('Please enter the security code')
      .trim()
      .regex(/^\d{3,4}$/, 'Please enter the 3-digit security code'),
    name: z
      .string('Please enter the name on the card')
      .trim()
      .min(1, 'Please enter the name on the card')
      .max(100),
  })
  .strict()
export type TokenizeCardRequest = z.infer<typeof TokenizeCardRequest>

export const CardBrand = z.enum(['VISA', 'MASTERCARD'])

/** A single-use token for the next payment, with what the page may show of the card. */
export const TokenizeCardResponse = z
  .object({
    data: z.object({ token: z.string(), brand: CardBrand, last4: z.string().length(4) }).strict(),
  })
  .strict()
export type TokenizeCardResponse = z.infer<typeof TokenizeCardResponse>
