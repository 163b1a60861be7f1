import { useEffect, useRef, useState } from 'react'
import { checkoutCountdown } from '../../../shared/domain/checkout/countdown'
import { visuallyHidden } from '../../../themes/global-styles'
import * as s from './checkout.styles'
import { focusOnMount } from '../../hooks/focus-on-mount'

interface Props {
  /** Epoch ms the hold started: the server's render time, then each restart. */
  startedAt: number
  /** The shopper carries on: refetch with timerElapsed=true and start a new hold. */
  onContinue: () => void
}

/** §2 "The checkout shows a countdown timer popup (max width 350 px)": the time left shows in
 * the summary; when it runs out a modal dialog says so and refreshes prices and stock. */
export function CheckoutCountdown({ startedAt, onContinue }: Props) {
  const [now, setNow] = useState(startedAt)
  const dialog = useRef<HTMLDialogElement>(null)
  const countdown = checkoutCountdown(new Date(startedAt), new Date(now))

  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [startedAt])

  useEffect(() => {
    const element = dialog.current
    if (countdown.timerElapsed && element && !element.open) element.showModal?.()
  }, [countdown.timerElapsed])

  function carryOn() {
    dialog.current?.close()
    onContinue()
  }

  return (
    <>
      <p className={s.muted} data-testid="checkout-countdown">
        Basket held for <span aria-hidden="true">{countdown.display}</span>
        <span className={visuallyHidden}> {Math.ceil(countdown.remainingMs / 60000)} minutes</span>
      </p>
      <dialog
        ref={dialog}
        className={s.countdownDialog}
        aria-labelledby="countdown-title"
        onCancel={(event) => {
          event.preventDefault()
          carryOn()
        }}
      >
        <h2 id="countdown-title">Time&apos;s up</h2>
        <p>
          We held your basket for 10 minutes. Prices and stock may have changed, so we will check
          them again before you pay.
        </p>
        <button type="button" className={s.pay} onClick={carryOn} ref={focusOnMount}>
          Continue to checkout
        </button>
      </dialog>
    </>
  )
}
