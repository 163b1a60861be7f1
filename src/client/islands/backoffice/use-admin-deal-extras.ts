import { useState, type FormEvent } from 'react'
import { toMinorUnits } from '../../../shared/domain/admin/money-input'
import type { AdminCalendarEditResponse } from '../../../shared/schemas/admin-deal'
import { callApi, OFFLINE_MESSAGE, type AnswerOf } from '../../api/account-api'
import { useHydrated } from '../forms/account-form-parts'

export type ExtrasStatus = { kind: 'error' | 'success'; text: string } | null

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

/** Builds a calendar bulk edit from its boxes: the dates always, the product, price and rooms
 * only when given; a price that is not an amount is the message to show instead. */
function calendarBody(form: FormData): Record<string, unknown> | string {
  const body: Record<string, unknown> = { from: form.get('from'), to: form.get('to') }
  const product = String(form.get('productId') ?? '')
  if (product) body.productId = Number(product)
  const price = String(form.get('price') ?? '').trim()
  if (price) {
    const minor = toMinorUnits(price)
    if (minor === null) return 'price: like 99.00'
    body.price = minor
  }
  const remaining = String(form.get('remaining') ?? '').trim()
  if (remaining) body.remaining = Number(remaining)
  return body
}

/** The state of the three deal-extras forms. One busy flag for all three (kept by hand, not
 * useFormSubmit): a product save, an upload or a calendar edit disables every form's button,
 * and each form's last answer stays shown while the next one is out. */
export function useAdminDealExtras(dealId: number) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [productStatus, setProductStatus] = useState<ExtrasStatus>(null)
  const [imageStatus, setImageStatus] = useState<ExtrasStatus>(null)
  const [calendarStatus, setCalendarStatus] = useState<ExtrasStatus>(null)

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
    const body = calendarBody(new FormData(event.currentTarget))
    if (typeof body === 'string') return setCalendarStatus({ kind: 'error', text: body })
    setBusy(true)
    const result = await callApi<AnswerOf<typeof AdminCalendarEditResponse>>(
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

  return {
    disabled: busy || !hydrated,
    productStatus,
    imageStatus,
    calendarStatus,
    saveProduct,
    upload,
    editCalendar,
  }
}
