import { css } from '@linaria/core'
import type { RefObject } from 'react'
import type { PayClientMode } from '../../../../shared/schemas/pay-clients'
import { CARD_UNAVAILABLE } from './pay-client'

/** The card client's frame: full width on a phone, its height set by the frame's own page. */
const frame = css`
  iframe {
    display: block;
    width: 100%;
    min-height: 180px;
    border: 0;
  }
`

interface Props {
  mode: PayClientMode
  /** useCardPayment's host. */
  host: RefObject<HTMLDivElement | null>
  /** The form's own look for the fields' box and for the message without a card client. */
  className?: string
  errorClassName?: string
}

/** Where the card client puts its fields (an iframe: the sandbox's, or Braintree's), or why
 * there are none. No card input of ours is ever rendered. */
export function CardHost({ mode, host, className, errorClassName }: Props) {
  if (mode === 'unavailable') return <p className={errorClassName}>{CARD_UNAVAILABLE}</p>
  // Filled by the card client after hydration; React renders nothing inside it.
  return (
    <div
      ref={host}
      className={className ? `${frame} ${className}` : frame}
      data-testid="card-fields"
    />
  )
}
