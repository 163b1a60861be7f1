import type { AfterSale } from '../../../shared/schemas/refund'
import * as s from './refund-form.styles'

/** The returns label (§7 'returns label', 'returns pdf'): server-rendered, printable; printing
 * to PDF is the download. Not an island: no client code. */
export function RefundReturnLabel({ voucher }: { voucher: AfterSale }) {
  return (
    <>
      <ol className={s.steps} aria-label="Return progress">
        {voucher.returnProgress.map((step) => (
          <li key={step.status} data-done={step.done} aria-current={step.current || undefined}>
            {step.label}
          </li>
        ))}
      </ol>
      <section className={s.label} data-testid="return-label">
        <span>Returns label</span>
        <strong>{voucher.returnLabelReference}</strong>
        <span>Order {voucher.orderNumber}</span>
        <span>{voucher.title}</span>
        <span>Voucher {voucher.voucherCode}</span>
      </section>
      <p>Print this page (or save it as PDF) and attach the label to your parcel.</p>
    </>
  )
}
