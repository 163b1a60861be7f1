import { css } from '@linaria/core'
import type { TokenizeCardRequest } from '../../../shared/schemas/payment-token'
import { callApi, type ApiResult } from '../../api/account-api'

// Expiry and CVV share a row that wraps rather than overflowing: each input may shrink below
// its intrinsic width (min-width 0), so the CVV stays visible in a narrow dialog.
const row = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(4.5rem, 1fr));
  gap: 8px;
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`

const field = css`
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`

/** Card number, name, expiry and CVV, named as the tokenizer's request. The form around them
 * styles the labels and inputs; the numbers never go anywhere but the tokenizer. */
export function CardFields() {
  return (
    <>
      <label className={field}>
        Card number
        <input name="number" inputMode="numeric" autoComplete="cc-number" required />
      </label>
      <label className={field}>
        Name on card
        <input name="name" autoComplete="cc-name" required />
      </label>
      <div className={row}>
        <label>
          Month
          <input
            name="expiryMonth"
            inputMode="numeric"
            placeholder="MM"
            autoComplete="cc-exp-month"
            required
          />
        </label>
        <label>
          Year
          <input
            name="expiryYear"
            inputMode="numeric"
            placeholder="YYYY"
            autoComplete="cc-exp-year"
            required
          />
        </label>
        <label>
          CVV
          <input name="cvv" inputMode="numeric" autoComplete="cc-csc" required />
        </label>
      </div>
    </>
  )
}

/** The card a CardFields form holds, as the tokenizer takes it. */
export function cardOf(form: HTMLFormElement): TokenizeCardRequest {
  const data = new FormData(form)
  const value = (name: keyof TokenizeCardRequest) => String(data.get(name) ?? '').trim()
  return {
    number: value('number'),
    name: value('name'),
    expiryMonth: Number(value('expiryMonth')),
    expiryYear: Number(value('expiryYear')),
    cvv: value('cvv'),
  }
}

/** POST /payments/tokenize: a single-use token for the next payment, or why not. */
export async function tokenize(card: TokenizeCardRequest): Promise<ApiResult<string>> {
  const result = await callApi<{ data: { token: string } }>('POST', '/payments/tokenize', card)
  return { ...result, data: result.ok && result.data ? result.data.data.token : null }
}
