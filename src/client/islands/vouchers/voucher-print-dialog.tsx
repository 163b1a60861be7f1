import { useEffect } from 'react'

/** Island 'voucher-print-dialog': the print page's button, and the print dialog opened once as
 * the page loads ('Download' is the dialog's Save as PDF). */
export function VoucherPrintDialog({ auto }: { auto: boolean }) {
  useEffect(() => {
    if (auto) window.print()
  }, [auto])
  return (
    <button type="button" onClick={() => window.print()}>
      Print or download
    </button>
  )
}
