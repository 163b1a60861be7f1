import { useState, type FormEvent } from 'react'
import { toMinorUnits } from '../../../shared/domain/admin/money-input'
import { callApi, OFFLINE_MESSAGE } from '../../api/account-api'
import { FormStatus, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/admin/deals/admin-deals.styles'

export interface AdminDealExtrasProps {
  dealId: number
  products: { id: number; title: string }[]
}

type Status = { kind: 'error' | 'success'; text: string } | null

const Status = ({ status }: { status: Status }) =>
  status ? <FormStatus kind={status.kind}>{status.text}</FormStatus> : null

/** Builds a product body from the price, stock and cap boxes; blank boxes are left out, so an
 * edit changes only what was typed (and a new product gets the defaults). */
function productBody(form: FormData): Record<string, unknown> | string {
  const body: Record<string, unknown> = {}
  for (const key of ['title', 'friendlyName']) {
    const v = String(form.get(key) ?? '').trim()
    if (v) body[key] = v
  }
  for (const key of ['price', 'originalPrice', 'vipPrice']) {
    const v = String(form.get(key) ?? '').trim()
    if (!v) continue
    const minor = toMinorUnits(v)
    if (minor === null) return `${key}: enter an amount like 19.99`
    body[key] = minor
  }
  for (const key of [
    'totalRemaining',
    'totalRemainingForDay',
    'totalRemainingForWeek',
    'purchaseCap',
  ]) {
    const v = String(form.get(key) ?? '').trim()
    if (v) body[key] = Number(v)
  }
  if (form.get('soldOut') === 'on') body.soldOut = true
  return body
}

/** Island 'admin-deal-extras': add or edit a product, upload a picture, bulk-edit the travel
 * calendar. Each form answers with the API's own message; the page reloads after a product or
 * picture change so the server-rendered tables show it. */
export function AdminDealExtras({ dealId, products }: AdminDealExtrasProps) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [productStatus, setProductStatus] = useState<Status>(null)
  const [imageStatus, setImageStatus] = useState<Status>(null)
  const [calendarStatus, setCalendarStatus] = useState<Status>(null)

  const saveProduct = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = productBody(form)
    if (typeof body === 'string') return setProductStatus({ kind: 'error', text: body })
    const target = String(form.get('productId') ?? 'new')
    setBusy(true)
    const result =
      target === 'new'
        ? await callApi('POST', `/admin/deals/${dealId}/products`, body)
        : await callApi('PATCH', `/admin/deals/${dealId}/products/${target}`, body)
    setBusy(false)
    if (!result.ok) return setProductStatus({ kind: 'error', text: result.message ?? 'Failed' })
    window.location.reload()
  }

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    let res: Response
    try {
      res = await fetch(`/api/v1/admin/deals/${dealId}/images`, {
        method: 'POST',
        credentials: 'same-origin',
        body: new FormData(event.currentTarget),
      })
    } catch {
      setBusy(false)
      return setImageStatus({ kind: 'error', text: OFFLINE_MESSAGE })
    }
    setBusy(false)
    if (res.ok) return window.location.reload()
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
    setImageStatus({ kind: 'error', text: body?.error?.message ?? 'Upload failed' })
  }

  const editCalendar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body: Record<string, unknown> = { from: form.get('from'), to: form.get('to') }
    const product = String(form.get('productId') ?? '')
    if (product) body.productId = Number(product)
    const price = String(form.get('price') ?? '').trim()
    if (price) {
      const minor = toMinorUnits(price)
      if (minor === null) return setCalendarStatus({ kind: 'error', text: 'price: like 99.00' })
      body.price = minor
    }
    const remaining = String(form.get('remaining') ?? '').trim()
    if (remaining) body.remaining = Number(remaining)
    setBusy(true)
    const result = await callApi<{ data: { updatedNights: number } }>(
      'PATCH',
      `/admin/deals/${dealId}/calendar`,
      body,
    )
    setBusy(false)
    if (!result.ok) return setCalendarStatus({ kind: 'error', text: result.message ?? 'Failed' })
    setCalendarStatus({
      kind: 'success',
      text: `${result.data?.data.updatedNights ?? 0} nights updated.`,
    })
  }

  const disabled = busy || !hydrated
  return (
    <>
      <h2>Add or edit a product</h2>
      <form className={f.form} onSubmit={saveProduct} aria-label="Product">
        <div className={s.grid}>
          <label>
            Product
            <select name="productId" defaultValue="new">
              <option value="new">New product</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id}: {p.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Title <input name="title" />
          </label>
          <label>
            Friendly name <input name="friendlyName" />
          </label>
          <label>
            Price <input name="price" inputMode="decimal" />
          </label>
          <label>
            Original price <input name="originalPrice" inputMode="decimal" />
          </label>
          <label>
            VIP price <input name="vipPrice" inputMode="decimal" />
          </label>
          <label>
            Stock total <input name="totalRemaining" type="number" min="0" />
          </label>
          <label>
            Stock per day <input name="totalRemainingForDay" type="number" min="0" />
          </label>
          <label>
            Stock per week <input name="totalRemainingForWeek" type="number" min="0" />
          </label>
          <label>
            Cap per customer <input name="purchaseCap" type="number" min="1" />
          </label>
          <label>
            <span>
              <input name="soldOut" type="checkbox" /> Sold out
            </span>
          </label>
        </div>
        <button type="submit" className={f.submit} disabled={disabled}>
          Save product
        </button>
        <Status status={productStatus} />
      </form>

      <h2>Upload a picture</h2>
      <form className={f.form} onSubmit={upload} aria-label="Picture">
        <div className={s.row}>
          <label>
            PNG or SVG, up to 1.9 MB{' '}
            <input name="file" type="file" accept="image/png,image/svg+xml" required />
          </label>
          <label>
            Alt text <input name="alt" required maxLength={300} />
          </label>
          <button type="submit" className={f.submit} disabled={disabled}>
            Upload
          </button>
        </div>
        <Status status={imageStatus} />
      </form>

      <h2>Travel calendar: bulk edit</h2>
      <form className={f.form} onSubmit={editCalendar} aria-label="Calendar">
        <div className={s.row}>
          <label>
            From <input name="from" type="date" required />
          </label>
          <label>
            To <input name="to" type="date" required />
          </label>
          <label>
            Product
            <select name="productId" defaultValue="">
              <option value="">All products</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Price per night <input name="price" inputMode="decimal" />
          </label>
          <label>
            Rooms left <input name="remaining" type="number" min="0" />
          </label>
          <button type="submit" className={f.submit} disabled={disabled}>
            Apply
          </button>
        </div>
        <Status status={calendarStatus} />
      </form>
    </>
  )
}
