import { useCallback, useState, type FormEvent } from 'react'
import { MerchantVoucherResponse, type MerchantVoucher } from '../../../shared/schemas/merchant'
import { stayDates } from '../../../shared/format/long-date'
import { callRoute } from '../../api/typed-call'
import { Field, FormStatus, SubmitButton, useHydrated } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import { barcodeDetector, QrScanner } from './merchant-qr-scanner'
import * as s from '../../pages/merchant/merchant-portal.styles'
import { SOMETHING_WENT_WRONG, useFormSubmit } from '../../hooks/use-form-submit'

const dateOf = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(
    new Date(instant),
  )

/** Island 'merchant-redeem' (/merchant/redeem): find a voucher by its typed or scanned code,
 * check product, buyer and status (a stay's dates and lead guest), then mark it redeemed. The server decides everything:
 * scope, state machine and the refusal of a second redemption. */
export function MerchantRedeem() {
  const hydrated = useHydrated()
  const [code, setCode] = useState('')
  const [voucher, setVoucher] = useState<MerchantVoucher | null>(null)
  const { busy, failure: error, setFailure: setError, success, setSuccess, run } = useFormSubmit()
  const [scanning, setScanning] = useState(false)
  const canScan = hydrated && barcodeDetector() !== null

  const find = useCallback(
    async (typed: string) => {
      setVoucher(null)
      const answer = await run(
        () => callRoute('GET /merchant/vouchers/:code', { params: { code: typed } }),
        { fallback: SOMETHING_WENT_WRONG },
      )
      if (answer.ok) setVoucher(MerchantVoucherResponse.parse(answer.data).data)
    },
    [run],
  )

  const onScanned = useCallback(
    (scanned: string) => {
      setScanning(false)
      setCode(scanned)
      void find(scanned)
    },
    [find],
  )
  const onScanError = useCallback((message: string) => {
    setScanning(false)
    setError(message)
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() === '') return setError('Please enter the voucher code')
    void find(code)
  }

  const redeem = async () => {
    if (!voucher) return
    const answer = await run(
      () => callRoute('POST /merchant/vouchers/:code/redeem', { params: { code: voucher.code } }),
      { fallback: SOMETHING_WENT_WRONG },
    )
    if (!answer.ok) return
    const redeemed = MerchantVoucherResponse.parse(answer.data).data
    setVoucher(redeemed)
    setSuccess(`Voucher ${redeemed.code} is now ${redeemed.statusLabel}.`)
  }

  return (
    <div data-testid="merchant-redeem">
      <form className={f.form} onSubmit={submit} noValidate>
        <Field
          id="voucher-code"
          label="Voucher code"
          value={code}
          onValue={setCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
        />
        <div className={s.row}>
          <SubmitButton busy={busy && !voucher} label="Find voucher" busyLabel="Finding…" />
          {canScan ? (
            <button type="button" className={f.secondary} onClick={() => setScanning((on) => !on)}>
              {scanning ? 'Stop camera' : 'Scan QR code'}
            </button>
          ) : null}
        </div>
      </form>
      {scanning ? <QrScanner onCode={onScanned} onError={onScanError} /> : null}
      <FormStatus kind="error">{error}</FormStatus>
      <FormStatus kind="success">{success}</FormStatus>
      {voucher ? (
        <section className={s.card} aria-label="Voucher" data-testid="merchant-voucher">
          <dl>
            <dt>Code</dt>
            <dd>{voucher.code}</dd>
            <dt>Product</dt>
            <dd>
              {voucher.dealTitle}: {voucher.productTitle}
            </dd>
            <dt>Customer</dt>
            <dd>{voucher.buyerFirstName}</dd>
            <dt>Status</dt>
            <dd data-testid="merchant-voucher-status">{voucher.statusLabel}</dd>
            {voucher.stay ? (
              <>
                {/* A stay is used on its dates, not by an expiry a year on (ADR 0010). */}
                <dt>Stay</dt>
                <dd data-testid="merchant-voucher-stay">
                  {stayDates(voucher.stay.checkIn, voucher.stay.checkOut)}
                </dd>
                <dt>Lead guest</dt>
                <dd data-testid="merchant-voucher-guest">{voucher.leadGuest ?? 'No name given'}</dd>
              </>
            ) : (
              <>
                <dt>Expires</dt>
                <dd>{dateOf(voucher.expiresAt)}</dd>
              </>
            )}
          </dl>
          {voucher.status === 'READY_TO_REDEEM' ? (
            <button
              type="button"
              className={s.bigButton}
              onClick={redeem}
              disabled={busy}
              aria-busy={busy}
            >
              {busy
                ? 'Redeeming…'
                : voucher.bookingCalendar
                  ? 'Mark as redeemed and booked'
                  : 'Mark as redeemed'}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
