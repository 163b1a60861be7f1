import { useEffect, useState } from 'react'
import { paidWith } from '../../../shared/domain/payment/paid-with'
import { longDay, stayDates } from '../../../shared/format/long-date'
import { formatMoney } from '../../../shared/format/money'
import type { OrderDetailsResponse } from '../../../shared/schemas/place-order'
import { fetchOrder } from '../../api/checkout-api'
import * as s from './checkout.styles'
import { voucherUseByText } from '../../../shared/domain/voucher/voucher-validity'
import { trackPurchase } from '../../analytics/track'

export interface CheckoutConfirmationProps {
  orderId: string
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; order: OrderDetailsResponse['data'] }
  | { kind: 'error'; status: number; message: string }

/** Island 'checkout-confirmation': the order just placed, read from GET orders/{id} (owner
 * only): its number, the vouchers with their codes, the total paid, and where they live. */
export function CheckoutConfirmation({ orderId }: CheckoutConfirmationProps) {
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    let live = true
    void fetchOrder(orderId).then((result) => {
      if (!live) return
      if (result.ok && result.data) {
        const { productOrder } = result.data.data
        // GA4 purchase: once per order, also across reloads of this page.
        trackPurchase({
          transactionId: productOrder.id,
          currency: productOrder.currency,
          totalMinor: productOrder.walletAmountUsed + productOrder.cashAmount,
          lines: productOrder.orderLines.map((line) => ({
            dealId: line.dealId,
            productId: line.productId,
            name: line.title,
            unitPriceMinor: line.unitPrice,
            quantity: line.quantity,
          })),
        })
      }
      setState(
        result.ok && result.data
          ? { kind: 'ready', order: result.data.data }
          : { kind: 'error', status: result.status, message: result.message ?? '' },
      )
    })
    return () => {
      live = false
    }
  }, [orderId])

  if (state.kind === 'loading') {
    return (
      <p role="status" aria-live="polite">
        Loading your order…
      </p>
    )
  }
  if (state.kind === 'error') {
    const login = `/login?${new URLSearchParams({ redirect: `/checkout/confirmation/${orderId}` })}`
    return (
      <div role="alert">
        {state.status === 401 ? (
          <p>
            Please <a href={login}>log in</a> to see this order.
          </p>
        ) : (
          <p>
            {state.message || 'We could not load this order.'} Your vouchers are always in{' '}
            <a href="/myaccount/vouchers">My vouchers</a>.
          </p>
        )}
      </div>
    )
  }
  const { productOrder, vouchers, deliveryAddress } = state.order
  const paid = productOrder.cashAmount + productOrder.walletAmountUsed
  // Deposit lines: what is left, and the first day any of it falls due.
  const balance = productOrder.orderLines.reduce((sum, line) => sum + line.balanceDue, 0)
  const balanceDueBy =
    productOrder.orderLines
      .map((line) => line.balanceDueBy)
      .filter((day): day is string => day !== null)
      .sort()[0] ?? null
  const paidWithText = paidWith(
    productOrder.paymentMethod,
    productOrder.cashAmount,
    productOrder.currency,
  )
  const money = (minor: number) => formatMoney(minor, productOrder.currency, { zeroAsAmount: true })
  return (
    <div className={s.main} data-testid="order-confirmation">
      <section className={s.section} aria-labelledby="order-number-title">
        <h2 id="order-number-title">Thank you for your order</h2>
        <p>
          Order number: <strong data-testid="order-number">{productOrder.id}</strong>
        </p>
        <p>
          Total paid: <strong data-testid="order-total">{money(paid)}</strong>
          {productOrder.walletAmountUsed > 0
            ? ` (${money(productOrder.walletAmountUsed)} from your wallet)`
            : ''}
          {productOrder.postageAmount > 0 ? (
            <>
              {', including postage of '}
              <span data-testid="order-postage">{money(productOrder.postageAmount)}</span>
            </>
          ) : null}
        </p>
        {paidWithText ? (
          <p data-testid="order-paid-with">
            {paidWithText.label}
            {paidWithText.instalments ? `: ${paidWithText.instalments}` : ''}
          </p>
        ) : null}
        {balance > 0 ? (
          <p data-testid="order-balance">
            Balance to pay later: <strong>{money(balance)}</strong>
            {balanceDueBy ? `, due by ${longDay(balanceDueBy)}` : ''}. Pay it from{' '}
            <a href="/myaccount/vouchers">My vouchers</a>; we will email you a reminder before then.
          </p>
        ) : null}
        <p className={s.muted}>We have emailed you a confirmation with your vouchers.</p>
      </section>
      {deliveryAddress ? (
        <section className={s.section} aria-labelledby="delivery-address-title">
          <h2 id="delivery-address-title">Delivering to</h2>
          <address data-testid="order-delivery-address">
            {[
              deliveryAddress.line1,
              deliveryAddress.line2,
              deliveryAddress.town,
              deliveryAddress.county,
              deliveryAddress.postcode,
            ]
              .filter(Boolean)
              .map((part, index) => (
                <span key={index}>
                  {part}
                  <br />
                </span>
              ))}
          </address>
        </section>
      ) : null}
      <section className={s.section} aria-labelledby="vouchers-title">
        <h2 id="vouchers-title">Your vouchers</h2>
        <ul className={s.vouchers}>
          {vouchers.map((voucher) => (
            <li key={voucher.code}>
              <p>
                <strong>{voucher.dealTitle}</strong>
              </p>
              <p>{voucher.productTitle}</p>
              {voucher.stay ? (
                <p data-testid="voucher-stay">
                  Stay: {stayDates(voucher.stay.checkIn, voucher.stay.checkOut)}
                </p>
              ) : null}
              <p>
                Voucher code: <code data-testid="voucher-code">{voucher.code}</code>
              </p>
              {voucher.expiresAt && !voucher.stay ? (
                <p className={s.muted}>{voucherUseByText(voucher.expiresAt)}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <p>
          <a href="/myaccount/vouchers">See all your vouchers in My vouchers</a>
        </p>
      </section>
    </div>
  )
}
