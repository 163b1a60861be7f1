import { useState, type FormEvent } from 'react'
import {
  fromMinorUnits,
  toMinorUnits,
  toWholeNumber,
} from '../../../shared/domain/admin/money-input'
import { callRoute, type BodyOfRoute } from '../../api/typed-call'
import { FormStatus, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/admin/deals/admin-deals.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'
import { DealRefPicker, refText } from './deal-ref-picker'

/** The fields this form edits; the rest keep their values (PATCH) or the table defaults. */
export interface AdminDealFormValues {
  countryCode: 'gb' | 'ie'
  locationId: number | null
  categoryId: number | null
  subcategoryId: number | null
  merchantId: number | null
  dealType: 'local' | 'national'
  headline: string
  title: string
  description: string
  finePrint: string
  price: number
  originalPrice: number
  vipPrice: number | null
  opensAt: string
  closingDate: string
  open: boolean
  purchaseCap: number | null
}

export interface AdminDealFormProps {
  dealId: number | null
  values: AdminDealFormValues
  /** Names of the deal's current references, which the pickers start with. */
  names?: Record<'merchant' | 'location' | 'category' | 'subcategory', string>
}

/** The pickers: form key, label, what the API calls it. */
const REFS = [
  ['merchantId', 'Merchant', 'merchant'],
  ['locationId', 'Location', 'location'],
  ['categoryId', 'Category', 'category'],
  ['subcategoryId', 'Subcategory', 'subcategory'],
] as const

type Text = Record<string, string>

const textOf = (v: AdminDealFormValues): Text => ({
  countryCode: v.countryCode,
  locationId: v.locationId?.toString() ?? '',
  categoryId: v.categoryId?.toString() ?? '',
  subcategoryId: v.subcategoryId?.toString() ?? '',
  merchantId: v.merchantId?.toString() ?? '',
  dealType: v.dealType,
  headline: v.headline,
  title: v.title,
  description: v.description,
  finePrint: v.finePrint,
  price: fromMinorUnits(v.price),
  originalPrice: fromMinorUnits(v.originalPrice),
  vipPrice: v.vipPrice === null ? '' : fromMinorUnits(v.vipPrice),
  // datetime-local boxes hold UTC here: the API's times are UTC ISO strings.
  opensAt: v.opensAt.slice(0, 16),
  closingDate: v.closingDate.slice(0, 16),
  purchaseCap: v.purchaseCap?.toString() ?? '',
})

type DealBody = BodyOfRoute<'POST /admin/deals'> & BodyOfRoute<'PATCH /admin/deals/:id'>

/** The request body, or the first field that does not parse. */
function bodyOf(t: Text, open: boolean): { body: DealBody } | { error: string } {
  const amount = (key: 'price' | 'originalPrice' | 'vipPrice') => toMinorUnits(t[key] ?? '')
  const price = amount('price')
  const originalPrice = amount('originalPrice')
  const vipPrice = t.vipPrice === '' ? null : amount('vipPrice')
  if (price === null) return { error: 'price: enter an amount like 19.99' }
  if (originalPrice === null) return { error: 'originalPrice: enter an amount like 19.99' }
  if (vipPrice === null && t.vipPrice !== '')
    return { error: 'vipPrice: enter an amount like 19.99' }
  const ids = {} as Record<(typeof REFS)[number][0], number>
  for (const [key, label] of REFS) {
    const id = toWholeNumber(t[key] ?? '')
    if (id === null || id <= 0) return { error: `${label}: choose one of the suggestions` }
    ids[key] = id
  }
  const cap = t.purchaseCap === '' ? null : toWholeNumber(t.purchaseCap ?? '')
  if (cap === 0 || (cap === null && t.purchaseCap !== ''))
    return { error: 'purchaseCap: enter a whole number above 0, or leave it blank' }
  return {
    body: {
      countryCode: t.countryCode === 'ie' ? 'ie' : 'gb',
      dealType: t.dealType === 'national' ? 'national' : 'local',
      ...ids,
      headline: t.headline ?? '',
      title: t.title ?? '',
      description: t.description ?? '',
      finePrint: t.finePrint ?? '',
      price,
      originalPrice,
      vipPrice,
      opensAt: `${t.opensAt}:00.000Z`,
      closingDate: `${t.closingDate}:00.000Z`,
      open,
      purchaseCap: cap,
    },
  }
}

/** Island 'admin-deal-form': create a deal (then go to its page) or save an existing one. */
export function AdminDealForm({ dealId, values, names }: AdminDealFormProps) {
  const hydrated = useHydrated()
  const [text, setText] = useState<Text>(() => textOf(values))
  const [open, setOpen] = useState(values.open)
  const {
    busy,
    failure: error,
    setFailure: setError,
    success: saved,
    setSuccess: setSaved,
    run,
  } = useFormSubmit()

  const set = (key: string) => (event: { target: { value: string } }) =>
    setText((t) => ({ ...t, [key]: event.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setSaved(null)
    const parsed = bodyOf(text, open)
    if ('error' in parsed) return setError(parsed.error)
    const result = await run(
      () =>
        dealId === null
          ? callRoute('POST /admin/deals', { body: parsed.body })
          : callRoute('PATCH /admin/deals/:id', {
              params: { id: String(dealId) },
              body: parsed.body,
            }),
      { fallback: SOMETHING_WENT_WRONG },
    )
    if (!result.ok || !result.data) return
    if (dealId === null) window.location.assign(`/admin/deals/${result.data.data.deal.id}`)
    else setSaved('Saved. The storefront shows it on the next request.')
  }

  const input = (key: string, label: string, type = 'text') => (
    <label>
      {label}
      <input
        type={type}
        value={text[key] ?? ''}
        onChange={set(key)}
        required={key !== 'vipPrice' && key !== 'purchaseCap'}
      />
    </label>
  )

  return (
    <form className={f.form} onSubmit={submit} aria-label={dealId === null ? 'New deal' : 'Deal'}>
      <div className={s.grid}>
        {input('title', 'Title')}
        {input('headline', 'Headline')}
        <label className={s.wide}>
          Description
          <textarea value={text.description} onChange={set('description')} required />
        </label>
        <label className={s.wide}>
          Fine print
          <textarea value={text.finePrint} onChange={set('finePrint')} required />
        </label>
        <label>
          Country
          <select value={text.countryCode} onChange={set('countryCode')}>
            <option value="gb">UK (GBP)</option>
            <option value="ie">Ireland (EUR)</option>
          </select>
        </label>
        <label>
          Deal type
          <select value={text.dealType} onChange={set('dealType')}>
            <option value="local">Local</option>
            <option value="national">National</option>
          </select>
        </label>
        {REFS.map(([key, label, kind]) => (
          <DealRefPicker
            key={key}
            kind={kind}
            label={label}
            initialText={
              text[key] && names?.[kind]
                ? refText({ id: Number(text[key]), name: names[kind] })
                : ''
            }
            scope={
              kind === 'subcategory'
                ? { categoryId: text.categoryId }
                : kind === 'category'
                  ? {}
                  : { country: text.countryCode }
            }
            onPick={(id) => setText((t) => ({ ...t, [key]: id }))}
          />
        ))}
        {input('price', 'Price')}
        {input('originalPrice', 'Original price')}
        {input('vipPrice', 'VIP price (optional)')}
        {input('purchaseCap', 'Purchase cap per customer (optional)', 'number')}
        {input('opensAt', 'Opens (UTC)', 'datetime-local')}
        {input('closingDate', 'Closes (UTC)', 'datetime-local')}
        <label>
          <span>
            <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />{' '}
            Open for sale
          </span>
        </label>
      </div>
      <button type="submit" className={f.submit} disabled={busy || !hydrated}>
        {dealId === null ? 'Create deal' : 'Save deal'}
      </button>
      <FormStatus kind="error">{error}</FormStatus>
      <FormStatus kind="success">{saved}</FormStatus>
    </form>
  )
}
