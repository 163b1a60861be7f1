import type { ReactNode } from 'react'
import type { VoucherDetail } from '../../../shared/schemas/voucher'
import { VoucherCard, VoucherTerms } from './voucher-card'
import * as s from './vouchers.styles'

/** /myaccount/vouchers/{id}: the voucher and what can be done with it now. Refund and extend
 * are links to their own pages (the refund page and the VVE add-on at /order-addon). */
export function VoucherPage({
  voucher,
  qrSvg,
  review,
  deposit,
  booking,
}: {
  voucher: VoucherDetail
  qrSvg: string
  /** A deposit voucher's balance and how to pay it, while any is left. */
  deposit?: ReactNode
  /** Booking on redemption: where the booking stands and the days that may be asked for. */
  booking?: ReactNode
  /** The verified-purchase review form, for a redeemed voucher (reviews are checked again by
   * the API: only the owner, only once, only once redeemed). */
  review?: ReactNode
}) {
  const base = `/myaccount/vouchers/${voucher.id}`
  return (
    <>
      <VoucherCard voucher={voucher} qrSvg={qrSvg} />
      {deposit ?? null}
      {booking ?? null}
      <div className={s.actions}>
        {voucher.actions.includes('print') ? (
          <a href={`${base}/print`} data-testid="voucher-print">
            Print
          </a>
        ) : null}
        {voucher.actions.includes('refund') ? (
          <a href={`${base}/refund`}>Request a refund</a>
        ) : null}
        {voucher.actions.includes('return') ? (
          <a href={`${base}/refund`} data-testid="voucher-return">
            Request a return
          </a>
        ) : null}
        {voucher.actions.includes('extend') ? <a href="/order-addon">Extend</a> : null}
        <a href="/myaccount/vouchers">All vouchers</a>
      </div>
      {review ?? null}
      <VoucherTerms voucher={voucher} />
    </>
  )
}

/** /myaccount/vouchers/{id}/print: the voucher alone on the page; the print stylesheet hides
 * the rest, and the dialog opens by itself (voucher-print-dialog island). */
export function VoucherPrintPage({ voucher, qrSvg }: { voucher: VoucherDetail; qrSvg: string }) {
  return (
    <>
      <p className={s.noPrint}>
        Your print dialog opens by itself. To download the voucher, choose &lsquo;Save as PDF&rsquo;
        as the printer. <a href={`/myaccount/vouchers/${voucher.id}`}>Back</a>
      </p>
      <article className={s.printArea} data-testid="voucher-print-area">
        <VoucherCard voucher={voucher} qrSvg={qrSvg} />
        <VoucherTerms voucher={voucher} />
      </article>
    </>
  )
}
