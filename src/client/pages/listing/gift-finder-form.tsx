import { css } from '@linaria/core'
import { mq } from '../../../themes/media'
import { GIFT_BUDGETS, GIFT_PERSONALITIES, GIFT_RECIPIENTS } from './gift-finder-options'

export interface GiftFinderFormProps {
  /** A gift-finder path; the server turns a chosen recipient into /gifts-for-{recipient}. */
  action: string
  giftFor: string | null
  character: string | null
  budget: string | null
  currencySymbol: string
}

const form = css`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: 16px;
  background: var(--color-surface);
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
    align-items: end;
    padding: 20px;
  }
  label {
    display: grid;
    gap: 4px;
    font-weight: 700;
  }
  select {
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-background);
    font-weight: 400;
  }
  button {
    min-height: 44px;
    padding: 10px 24px;
    border: 0;
    border-radius: 999px;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font-weight: 700;
  }
`

/** The gift finder's three questions (§3 'Gift-finder': Budget, For, Character) as a GET
 * form: nothing here needs script. */
export function GiftFinderForm(props: GiftFinderFormProps) {
  return (
    <form action={props.action} method="get" className={form} data-testid="gift-finder-form">
      <label>
        Budget
        <select name="budget" defaultValue={props.budget ?? ''}>
          <option value="">Any budget</option>
          {GIFT_BUDGETS.map((b) => (
            <option key={b.id} value={b.id}>
              {b.linkText.replace(/(\d+)/g, `${props.currencySymbol}$1`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        For
        <select name="giftFor" defaultValue={props.giftFor ?? ''}>
          <option value="">Anyone</option>
          {GIFT_RECIPIENTS.map((r) => (
            <option key={r.id} value={r.id}>
              {r.linkText}
            </option>
          ))}
        </select>
      </label>
      <label>
        Character
        <select name="character" defaultValue={props.character ?? ''}>
          <option value="">Any character</option>
          {GIFT_PERSONALITIES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.linkText}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Find gifts</button>
    </form>
  )
}
