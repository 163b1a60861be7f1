import { useEffect, useRef, type ReactNode } from 'react'
import * as s from './modal.styles'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const focusables = (root: HTMLElement | null) =>
  root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : []

export interface ModalProps {
  /** Id of the heading that names the dialog. */
  labelledBy: string
  /** 'vip-payment': black theme with a logo and no way out but finishing (§4 'Modal'). */
  variant?: 'default' | 'vip-payment'
  /** Shown at the top of the VIP payment variant. */
  logo?: string
  size?: 'default' | 'wide'
  /** Escape, the close button or a click outside. Not called in the VIP payment variant. */
  onClose?: () => void
  /** What takes focus on open; the first field, else the dialog itself. */
  initialFocus?: string
  className?: string
  testId?: string
  children: ReactNode
}

/** The storefront's one modal (§2 'Modals', §4 "closes on the escape key or close button"):
 * focus moves in and is kept inside while open, and goes back where it was after. The VIP
 * payment variant hides the close button (§4), so Escape and the backdrop do nothing there. */
export function Modal({
  labelledBy,
  variant = 'default',
  logo,
  size = 'default',
  onClose,
  initialFocus = 'input, select',
  className,
  testId,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const closable = variant !== 'vip-payment' && onClose !== undefined
  const close = useRef(() => {})
  close.current = () => {
    if (closable) onClose()
  }

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const root = dialog.current
    ;(root?.querySelector<HTMLElement>(initialFocus) ?? root)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened over this one (the bank's 3-D Secure challenge) has the keyboard.
      if ((event.target as Element | null)?.closest?.('dialog[open]')) return
      if (event.key === 'Escape') {
        event.preventDefault()
        close.current()
        return
      }
      if (event.key !== 'Tab') return
      const list = focusables(root)
      const first = list[0]
      const last = list[list.length - 1]
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey ? active === first : active === last) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      } else if (!root?.contains(active)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      previous?.focus?.()
    }
    // Focus is taken once per opening; a later initialFocus must not steal it back.
  }, [])

  const classes = [
    s.dialog,
    size === 'wide' ? s.wide : '',
    variant === 'vip-payment' ? s.vipPayment : '',
    className ?? '',
  ]
  return (
    <div
      className={s.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={classes.filter(Boolean).join(' ')}
        data-testid={testId}
      >
        {variant === 'vip-payment' && logo ? <span className={s.vipLogo}>{logo}</span> : null}
        {closable ? (
          <button
            type="button"
            className={s.close}
            aria-label="Close"
            onClick={() => close.current()}
          >
            ×
          </button>
        ) : null}
        {children}
      </div>
    </div>
  )
}
