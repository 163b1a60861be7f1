import { redeemLinkKind } from '../../../shared/domain/voucher/redeem-link'
import type { VoucherDetail } from '../../../shared/schemas/voucher'
import { visuallyHidden } from '../../../themes/global-styles'
import { formatLongDate, stayDates } from '../../../shared/format/long-date'
import { voucherValidityText } from '../../../shared/domain/voucher/voucher-validity'
import { addressLines } from './voucher-format'
import * as s from './vouchers.styles'

export interface VoucherCardProps {
  voucher: VoucherDetail
  /** The code as an inline SVG QR code, drawn on the server (uqr). */
  qrSvg: string
}

/** What the merchant needs, shared by the voucher page and its print page: code, QR code, what
 * it is for, where to redeem it and until when. */
export function VoucherCard({ voucher, qrSvg }: VoucherCardProps) {
  const link = voucher.redeemLocationUrl
  const linkKind = redeemLinkKind(voucher)
  return (
    <div className={s.voucher}>
      <div className={s.code}>
        {/* The SVG is uqr's own output for our code: no user HTML reaches it. */}
        <div
          role="img"
          aria-label={`QR code of voucher ${voucher.code}`}
          data-testid="voucher-qr"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <strong data-testid="voucher-code">{voucher.code}</strong>
        <span className={s.status}>{voucher.statusLabel}</span>
      </div>
      <dl>
        {voucher.giftMessage ? (
          <>
            <dt>Gift message</dt>
            <dd data-testid="voucher-gift-message" className={s.giftMessage}>
              {voucher.giftMessage}
            </dd>
          </>
        ) : null}
        <dt>Deal</dt>
        <dd>{voucher.dealTitle}</dd>
        <dt>Option</dt>
        <dd>{voucher.productTitle}</dd>
        {voucher.stay ? (
          <>
            <dt>Stay</dt>
            <dd data-testid="voucher-stay">
              {stayDates(voucher.stay.checkIn, voucher.stay.checkOut)}
            </dd>
          </>
        ) : null}
        {voucher.merchant ? (
          <>
            <dt>Merchant</dt>
            <dd>{voucher.merchant}</dd>
          </>
        ) : null}
        {voucher.redeemLocation ? (
          <>
            <dt>Redeem at</dt>
            <dd>
              <address>
                {addressLines(voucher.redeemLocation).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </dd>
          </>
        ) : null}
        {link && linkKind === 'directions' ? (
          <>
            <dt>Directions</dt>
            <dd>
              <a href={link} rel="noopener noreferrer" target="_blank">
                Get directions
                <span className={visuallyHidden}> to {voucher.merchant ?? 'the merchant'}</span>
              </a>
            </dd>
          </>
        ) : link && linkKind === 'online' ? (
          <>
            <dt>Redeem online</dt>
            <dd>
              <a href={link} rel="noopener noreferrer" target="_blank">
                {link}
              </a>
            </dd>
          </>
        ) : null}
        {voucher.dispatchedAt ? (
          <>
            <dt>Dispatched</dt>
            <dd>{formatLongDate(voucher.dispatchedAt)}</dd>
          </>
        ) : null}
        {voucher.trackingReference ? (
          <>
            <dt>Tracking reference</dt>
            <dd data-testid="voucher-tracking">{voucher.trackingReference}</dd>
          </>
        ) : null}
        {voucher.deliveredAt ? (
          <>
            <dt>Delivered</dt>
            <dd>{formatLongDate(voucher.deliveredAt)}</dd>
          </>
        ) : null}
        {/* A stay is used on its dates (the Stay row), not by an expiry. */}
        {voucher.stay ? null : (
          <>
            <dt>{voucher.state === 'EXPIRED' ? 'Expired' : 'Expires'}</dt>
            <dd>{formatLongDate(voucher.expiresAt)}</dd>
          </>
        )}
        <dt>Order number</dt>
        <dd>{voucher.orderNumber}</dd>
      </dl>
    </div>
  )
}

/** The voucher's terms: first its validity, from the dates the voucher carries (never a period
 * written into the deal's copy, which could disagree with the expiry above), then the deal's
 * fine print. */
export function VoucherTerms({ voucher }: { voucher: VoucherDetail }) {
  return (
    <section className={s.terms} aria-labelledby="voucher-terms">
      <h2 id="voucher-terms">Terms</h2>
      <p data-testid="voucher-validity">{voucherValidityText(voucher)}</p>
      {voucher.terms ? <p>{voucher.terms}</p> : null}
    </section>
  )
}
