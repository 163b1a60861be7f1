import { useState } from 'react'
import type { BrandId } from '../../../shared/config/brands'
import { NO_EXTENDABLE_VOUCHERS } from '../../../shared/domain/refund/extension'
import type { OrderAddonVoucher } from '../../../shared/schemas/order-addon'
import { callRoute } from '../../api/typed-call'
import { BASKET_ERROR, createBasket } from '../../api/basket-api'
import * as forms from '../forms/account-forms.styles'
import * as s from './order-addon-list.styles'

export interface OrderAddonListProps {
  brand: BrandId
  vouchers: OrderAddonVoucher[]
  /** How far the extension moves the expiry (transactions §9: up to 3 months). */
  extensionMonths: number
}

/** Island 'order-addon-list' (/order-addon, transactions §2 'Add-on ordering'): the customer's
 * vouchers that can still be extended. 'Add extension' puts the voucher-extension add-on (VVE)
 * in a basket of its own, so the shopper's other basket is not mixed into it, and opens its
 * checkout, where payment and every other rule are as for any order. */
export function OrderAddonList({ brand, vouchers, extensionMonths }: OrderAddonListProps) {
  const [busy, setBusy] = useState<number | null>(null)
  const [failure, setFailure] = useState<{ voucherId: number; message: string } | null>(null)

  const extend = async (voucher: OrderAddonVoucher) => {
    setBusy(voucher.voucherId)
    setFailure(null)
    const basket = await createBasket(brand, [])
    const added = basket.ok
      ? await callRoute('POST /basket/:token/addon', {
          params: { token: basket.token },
          body: {
            addonType: 'VVE',
            productId: voucher.productId,
            quantity: 1,
            voucherId: voucher.voucherId,
          },
        })
      : null
    if (!basket.ok || !added?.ok) {
      const message = basket.ok ? added?.message : basket.message
      setFailure({ voucherId: voucher.voucherId, message: message ?? BASKET_ERROR })
      setBusy(null)
      return
    }
    window.location.assign(basket.checkoutPath)
  }

  if (vouchers.length === 0) {
    return (
      <p data-testid="order-addon-empty">
        {NO_EXTENDABLE_VOUCHERS} Vouchers that are unused and still valid appear here. See{' '}
        <a href="/myaccount/vouchers">your vouchers</a>.
      </p>
    )
  }
  return (
    <ul className={s.list}>
      {vouchers.map((voucher) => (
        <li key={voucher.voucherId} className={s.card} data-testid="order-addon-voucher">
          <h2>{voucher.dealTitle}</h2>
          <p>{voucher.productTitle}</p>
          <p className={s.muted}>
            Order {voucher.orderId} · valid until {voucher.expiresOn}
          </p>
          <button
            type="button"
            className={forms.submit}
            disabled={busy !== null}
            aria-busy={busy === voucher.voucherId}
            onClick={() => void extend(voucher)}
          >
            {busy === voucher.voucherId ? 'Adding…' : `Add a ${extensionMonths}-month extension`}
          </button>
          {failure?.voucherId === voucher.voucherId ? (
            <p role="alert" className={forms.errorMessage}>
              {failure.message}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
