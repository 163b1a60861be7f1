import { useState, type FormEvent } from 'react'
import { toMinorUnits, toWholeNumber } from '../../../shared/domain/admin/money-input'
import type { AdminCalendarEdit } from '../../../shared/schemas/admin-deal'
import { OFFLINE_MESSAGE } from '../../api/account-api'
import { callRoute, type BodyOfRoute } from '../../api/typed-call'
import { useHydrated } from '../forms/account-form-parts'

export type ExtrasStatus = { kind: 'error' | 'success'; text: string } | null

type ProductEdit = BodyOfRoute<'PATCH /admin/deals/:id/products/:productId'>
type ProductCreate = BodyOfRoute<'POST /admin/deals/:id/products'>

/** Builds a product body from the price, stock and cap boxes; blank boxes are left out, so an
 * edit changes only what was typed (and a new product gets the defaults). A box that does not
 * parse is the message to show instead. */
function productBody(form: FormData): ProductEdit | string {
  const text = (key: string) => String(form.get(key) ?? '').trim()
  const body: ProductEdit = {}
  if (text('title')) body.title = text('title')
  if (text('friendlyName')) body.friendlyName = text('friendlyName')
  for (const key of ['price', 'originalPrice', 'vipPrice'] as const) {
    if (!text(key)) continue
    const minor = toMinorUnits(text(key))
    if (minor === null) return `${key}: enter an amount like 19.99`
    body[key] = minor
  }
  const counts = [
    'totalRemaining',
    'totalRemainingForDay',
    'totalRemainingForWeek',
    'purchaseCap',
  ] as const
  for (const key of counts) {
    if (!text(key)) continue
    const count = toWholeNumber(text(key))
    if (count === null) return `${key}: enter a whole number`
    body[key] = count
  }
  if (form.get('soldOut') === 'on') body.soldOut = true
  return body
}

/** A new product needs its names and prices; the rest take the route's defaults. */
function newProduct(body: ProductEdit): ProductCreate | string {
  const { title, friendlyName, price, originalPrice } = body
  if (title === undefined) return 'title: required for a new product'
  if (friendlyName === undefined) return 'friendlyName: required for a new product'
  if (price === undefined) return 'price: required for a new product'
  if (originalPrice === undefined) return 'originalPrice: required for a new product'
  return { ...body, title, friendlyName, price, originalPrice }
}

/** Builds a calendar bulk edit from its boxes: the dates always, the product, price and rooms
 * only when given; a box that does not parse is the message to show instead. */
function calendarBody(form: FormData): AdminCalendarEdit | string {
  const text = (key: string) => String(form.get(key) ?? '').trim()
  const body: AdminCalendarEdit = { from: text('from'), to: text('to') }
  if (text('productId')) {
    const product = toWholeNumber(text('productId'))
    if (product === null) return 'product: choose one'
    body.productId = product
  }
  if (text('price')) {
    const minor = toMinorUnits(text('price'))
    if (minor === null) return 'price: like 99.00'
    body.price = minor
  }
  if (text('remaining')) {
    const remaining = toWholeNumber(text('remaining'))
    if (remaining === null) return 'remaining: enter a whole number'
    body.remaining = remaining
  }
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
    const created = target === 'new' ? newProduct(body) : null
    if (typeof created === 'string') return setProductStatus({ kind: 'error', text: created })
    const id = String(dealId)
    setBusy(true)
    const result = created
      ? await callRoute('POST /admin/deals/:id/products', { params: { id }, body: created })
      : await callRoute('PATCH /admin/deals/:id/products/:productId', {
          params: { id, productId: target },
          body,
        })
    setBusy(false)
    if (!result.ok) return setProductStatus({ kind: 'error', text: result.message ?? 'Failed' })
    window.location.reload()
  }

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    let res: Response
    try {
      // Raw fetch: a multipart body, which callRoute (JSON bodies only) does not carry.
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
    const result = await callRoute('PATCH /admin/deals/:id/calendar', {
      params: { id: String(dealId) },
      // The contract narrows from/to to days its fuzzer can draw; the route takes any day.
      body: body as BodyOfRoute<'PATCH /admin/deals/:id/calendar'>,
    })
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
