import { useState, type FormEvent } from 'react'
import type { PromotionTab } from '../../pages/admin/promotions/admin-promotions-view'
import { callApi } from '../../api/account-api'
import { FormStatus, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/merchant/merchant-portal.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'

const pounds = (value: string) => Math.round(Number(value) * 100)
const instant = (date: string) => (date ? new Date(`${date}T00:00:00.000Z`).toISOString() : null)
const optional = (value: string) => (value === '' ? null : Number(value))

/** The request body of each tab's create form, from its named fields. */
function bodyOf(tab: PromotionTab, v: (name: string) => string) {
  if (tab === 'gift-cards') {
    return { count: Number(v('count')), amount: pounds(v('amount')), currency: v('currency') }
  }
  if (tab === 'campaigns') {
    return {
      code: v('code'),
      amount: pounds(v('amount')),
      currency: v('currency'),
      kind: v('kind'),
      expiresAt: instant(v('expiresAt')),
      creditDays: Number(v('creditDays')),
      maxClaims: Number(v('maxClaims')),
    }
  }
  const kind = v('kind')
  return {
    code: v('code'),
    kind,
    value: kind === 'fixed' ? pounds(v('value')) : Number(v('value')),
    currency: kind === 'fixed' ? v('currency') : null,
    dealId: optional(v('dealId')),
    userId: optional(v('userId')),
    singleUse: v('singleUse') === 'on',
    maxUsesPerUser: optional(v('maxUsesPerUser')),
    startsAt: instant(v('startsAt')),
    expiresAt: instant(v('expiresAt')),
    minSpend: v('minSpend') === '' ? null : pounds(v('minSpend')),
  }
}

const PATHS: Record<PromotionTab, string> = {
  'promo-codes': '/admin/promo-codes',
  'gift-cards': '/admin/gift-cards',
  campaigns: '/admin/campaigns',
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
  const { busy, failure: error, success: done, setSuccess: setDone, run } = useFormSubmit()
  const [codes, setCodes] = useState<string[]>([])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const v = (name: string) => String(data.get(name) ?? '').trim()
    const result = await run(
      () => callApi<{ data: { codes?: string[] } }>('POST', PATHS[tab], bodyOf(tab, v)),
      { fallback: SOMETHING_WENT_WRONG },
    )
    if (!result.ok) return
    setCodes(result.data?.data.codes ?? [])
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

/** Island 'admin-promotion-expire': ends a code, card or campaign now. */
export function AdminPromotionExpire({ path }: { path: string }) {
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
          const result = await callApi<unknown>('POST', path, {})
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
