import { css } from '@linaria/core'
import * as s from '../../islands/checkout/checkout.styles'

const fields = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 2px;
  font:
    16px/1.4 system-ui,
    sans-serif;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid var(--color-border, #767676);
    border-radius: 6px;
    font-size: 16px;
  }
`

/** A frame's body, in the colour of the checkout's panel around it, as Braintree's own fields
 * are styled to the page (the doubled class outweighs the skin's page background). Not
 * transparent: a frame whose colour scheme differs from its page's is painted opaque. */
export const frameBody = css`
  && {
    margin: 0;
    background: var(--color-surface);
  }
`

const pair = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  /* A label that wraps on a phone must not push its field below its neighbour's. */
  align-items: end;
  gap: 12px;
`

const challenge = css`
  display: grid;
  gap: 12px;
  padding: 16px;
  font:
    16px/1.4 system-ui,
    sans-serif;
  h1 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
  button {
    min-height: 48px;
    padding: 0 16px;
  }
`

/** The sandbox's stand-in for Braintree's Hosted Fields: our card inputs, but in a page of
 * their own inside an iframe, so the checkout's page never holds the number (SAQ A). The labels
 * are the checkout's, so shoppers and tests find the same fields. */
export function SandboxHostedFieldsPage() {
  return (
    <form className={fields} noValidate>
      <label>
        Name on card
        <input name="name" autoComplete="cc-name" />
      </label>
      <label>
        Card number
        <input name="number" inputMode="numeric" autoComplete="cc-number" />
      </label>
      <div className={pair}>
        <label>
          Expiry (MM/YY)
          <input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
          />
        </label>
        <label>
          Security code (CVV)
          <input name="cvv" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </label>
      </div>
      <p id="card-status" className={s.error} role="alert" />
      {/* Enter in a field submits, which the script turns into the checkout's Place order. */}
      <button type="submit" hidden tabIndex={-1} />
    </form>
  )
}

/** The sandbox bank's 3-D Secure challenge: the shopper completes or fails it; the result page
 * (`result` set) hands the answer back to the checkout. */
export function SandboxChallengePage({
  action,
  state,
}: {
  action: string
  state: 'open' | 'AUTHENTICATED' | 'FAILED' | 'closed'
}) {
  if (state !== 'open') {
    return (
      <div className={challenge}>
        <h1>Sandbox bank</h1>
        <p role="status">
          {state === 'AUTHENTICATED'
            ? 'Thank you. Returning you to the shop.'
            : state === 'FAILED'
              ? 'The check failed. Returning you to the shop.'
              : 'This check is over. Please close it and try again.'}
        </p>
      </div>
    )
  }
  return (
    <form className={challenge} method="post" action={action}>
      <h1>Sandbox bank: is this you?</h1>
      <p>
        Your bank asks you to confirm this payment (3-D Secure). In the sandbox, choose what the
        bank should answer.
      </p>
      <button className={s.pay} type="submit" name="decision" value="complete">
        Complete authentication
      </button>
      <button type="submit" name="decision" value="fail">
        Fail authentication
      </button>
    </form>
  )
}
