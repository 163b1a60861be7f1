import { useEffect, useRef, type ReactNode } from 'react'
import * as s from './account-modal.styles'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const focusables = (root: HTMLElement | null) =>
  root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : []

export interface AccountModalProps {
  labelledBy: string
  onClose: () => void
  children: ReactNode
}

/** The storefront's 'default' modal (§2 'Modals', §4 "closes on the escape key or close
 * button"): focus moves in and is kept inside while open, and goes back where it was after. */
export function AccountModal({ labelledBy, onClose, children }: AccountModalProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const root = dialog.current
    ;(root?.querySelector<HTMLElement>('input, select') ?? root)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
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
  }, [])

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
        className={s.dialog}
      >
        <button
          type="button"
          className={s.close}
          aria-label="Close"
          onClick={() => close.current()}
        >
          ×
        </button>
        {children}
      </div>
    </div>
  )
}
