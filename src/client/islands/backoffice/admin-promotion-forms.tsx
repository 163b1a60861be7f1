import { useState, type FormEvent } from 'react'
import type { ExpireTarget, PromotionTab } from '../../pages/admin/promotions/admin-promotions-view'
import { toMinorUnits, toWholeNumber } from '../../../shared/domain/admin/money-input'
import { callRoute, type BodyOfRoute } from '../../api/typed-call'
import { FormStatus, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/merchant/merchant-portal.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'

/** A form's named boxes, trimmed. */
type Boxes = (name: string) => string

const instant = (date: string) => (date ? new Date(`${date}T00:00:00.000Z`).toISOString() : null)
const currencyOf = (v: Boxes) => (v('currency') === 'EUR' ? 'EUR' : 'GBP')

/** Reads the boxes named; the first that does not parse is the message to show instead. */
function numbers<const K extends string>(
  v: Boxes,
  kinds: Record<K, 'amount' | 'count' | 'optional amount' | 'optional count'>,
): Record<K, number | null> | string {
  const out = {} as Record<K, number | null>
  for (const name of Object.keys(kinds) as K[]) {
    const kind = kinds[name]
    const text = v(name)
    if (text === '' && kind.startsWith('optional')) {
      out[name] = null
      continue
    }
    const value = kind.endsWith('amount') ? toMinorUnits(text) : toWholeNumber(text)
    if (value === null)
      return `${name}: enter ${kind.endsWith('amount') ? 'an amount' : 'a whole number'}`
    out[name] = value
  }
  return out
}

/** One create request: which route, with the body its form's boxes make, or what to fix. */
type Create =
  | { key: 'POST /admin/gift-cards'; body: BodyOfRoute<'POST /admin/gift-cards'> }
  | { key: 'POST /admin/campaigns'; body: BodyOfRoute<'POST /admin/campaigns'> }
  | { key: 'POST /admin/promo-codes'; body: BodyOfRoute<'POST /admin/promo-codes'> }
  | string

/** The request of each tab's create form, from its named boxes. */
function createOf(tab: PromotionTab, v: Boxes): Create {
  if (tab === 'gift-cards') {
    const n = numbers(v, { count: 'count', amount: 'amount' })
    if (typeof n === 'string') return n
    return {
      key: 'POST /admin/gift-cards',
      body: { count: n.count!, amount: n.amount!, currency: currencyOf(v) },
    }
  }
  if (tab === 'campaigns') {
    const n = numbers(v, { amount: 'amount', creditDays: 'count', maxClaims: 'count' })
    if (typeof n === 'string') return n
    return {
      key: 'POST /admin/campaigns',
      body: {
        code: v('code'),
        amount: n.amount!,
        currency: currencyOf(v),
        kind: v('kind') === 'REFUNDABLE' ? 'REFUNDABLE' : 'MARKETING',
        expiresAt: instant(v('expiresAt')) ?? '',
        creditDays: n.creditDays!,
        maxClaims: n.maxClaims!,
      },
    }
  }
  const fixed = v('kind') === 'fixed'
  const n = numbers(v, {
    value: fixed ? 'amount' : 'count',
    dealId: 'optional count',
    userId: 'optional count',
    maxUsesPerUser: 'optional count',
    minSpend: 'optional amount',
  })
  if (typeof n === 'string') return n
  return {
    key: 'POST /admin/promo-codes',
    body: {
      code: v('code'),
      kind: fixed ? 'fixed' : 'percentage',
      value: n.value!,
      currency: fixed ? currencyOf(v) : null,
      dealId: n.dealId,
      userId: n.userId,
      singleUse: v('singleUse') === 'on',
      maxUsesPerUser: n.maxUsesPerUser,
      startsAt: instant(v('startsAt')),
      expiresAt: instant(v('expiresAt')),
      minSpend: n.minSpend,
    },
  }
}

/** The promotion's currency: the sites sell in GBP and EUR. */
const CurrencySelect = () => (
  <label>
    Currency{' '}
    <select name="currency">
      <option>GBP</option>
      <option>EUR</option>
    </select>
  </label>
)

/** Island 'admin-promotion-form': the create form of one promotions tab. A gift card batch's
 * codes are shown here once: the server keeps only their hashes. */
export function AdminPromotionForm({ tab }: { tab: PromotionTab }) {
  const hydrated = useHydrated()
  const {
    busy,
    failure: error,
    setFailure: setError,
    success: done,
    setSuccess: setDone,
    run,
  } = useFormSubmit()
  const [codes, setCodes] = useState<string[]>([])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const create = createOf(tab, (name) => String(data.get(name) ?? '').trim())
    if (typeof create === 'string') return setError(create)
    const result = await run(() => callRoute(create.key, { body: create.body }), {
      fallback: SOMETHING_WENT_WRONG,
    })
    if (!result.ok) return
    const answer = result.data?.data
    setCodes(answer && 'codes' in answer ? answer.codes : [])
    setDone('Created. Reload the page to see it in the list.')
  }

  return (
    <form onSubmit={submit} className={s.row}>
      {tab === 'promo-codes' ? (
        <>
          <label>
            Code <input name="code" required />
          </label>
          <label>
            Kind{' '}
            <select name="kind">
              <option value="percentage">Percentage</option>
              <option value="fixed">Fixed amount</option>
            </select>
          </label>
          <label>
            Value (% or amount) <input name="value" type="number" step="0.01" min="0" required />
          </label>
          <CurrencySelect />
          <label>
            Deal id <input name="dealId" type="number" />
          </label>
          <label>
            Customer id <input name="userId" type="number" />
          </label>
          <label>
            <input name="singleUse" type="checkbox" /> Single use
          </label>
          <label>
            Uses per customer <input name="maxUsesPerUser" type="number" min="1" />
          </label>
          <label>
            Starts <input name="startsAt" type="date" />
          </label>
          <label>
            Expires <input name="expiresAt" type="date" />
          </label>
          <label>
            Minimum spend <input name="minSpend" type="number" step="0.01" min="0" />
          </label>
        </>
      ) : null}
      {tab === 'gift-cards' ? (
        <>
          <label>
            How many <input name="count" type="number" min="1" max="100" defaultValue="10" />
          </label>
          <label>
            Amount <input name="amount" type="number" step="0.01" min="0.01" required />
          </label>
          <CurrencySelect />
        </>
      ) : null}
      {tab === 'campaigns' ? (
        <>
          <label>
            Link code (digits) <input name="code" inputMode="numeric" required />
          </label>
          <label>
            Credit <input name="amount" type="number" step="0.01" min="0.01" required />
          </label>
          <CurrencySelect />
          <label>
            Kind{' '}
            <select name="kind">
              <option>MARKETING</option>
              <option>REFUNDABLE</option>
            </select>
          </label>
          <label>
            Link expires <input name="expiresAt" type="date" required />
          </label>
          <label>
            Credit lasts (days) <input name="creditDays" type="number" min="1" defaultValue="30" />
          </label>
          <label>
            Most claims <input name="maxClaims" type="number" min="1" defaultValue="100" />
          </label>
        </>
      ) : null}
      <button type="submit" className={f.submit} disabled={busy || !hydrated}>
        {tab === 'gift-cards' ? 'Issue batch' : 'Create'}
      </button>
      <FormStatus kind="error">{error}</FormStatus>
      <FormStatus kind="success">{done}</FormStatus>
      {codes.length > 0 ? (
        <div>
          <p>
            <strong>Copy these codes now: they are not shown again.</strong>
          </p>
          <textarea readOnly rows={Math.min(codes.length, 12)} cols={28} value={codes.join('\n')} />
        </div>
      ) : null}
    </form>
  )
}

/** Ends one promotion through its own route. */
const expireNow = ({ tab, id }: ExpireTarget) =>
  tab === 'gift-cards'
    ? callRoute('POST /admin/gift-cards/:id/expire', { params: { id } })
    : tab === 'campaigns'
      ? callRoute('POST /admin/campaigns/:code/expire', { params: { code: id } })
      : callRoute('POST /admin/promo-codes/:code/expire', { params: { code: id } })

/** Island 'admin-promotion-expire': ends a code, card or campaign now. */
export function AdminPromotionExpire({ target }: { target: ExpireTarget }) {
  const hydrated = useHydrated()
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  const [error, setError] = useState('')
  if (state === 'done') return <span>Expired</span>
  return (
    <>
      <button
        type="button"
        className={f.secondary}
        disabled={state === 'busy' || !hydrated}
        onClick={async () => {
          setState('busy')
          const result = await expireNow(target)
          setState(result.ok ? 'done' : 'idle')
          setError(result.ok ? '' : (result.message ?? 'Something went wrong'))
        }}
      >
        Expire now
      </button>
      <FormStatus kind="error">{error}</FormStatus>
    </>
  )
}
