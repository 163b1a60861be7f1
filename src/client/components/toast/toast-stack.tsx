import { useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { dismissToast, getToasts, subscribeToasts } from './toast-store'
import * as s from './toast.styles'

const EMPTY: ReturnType<typeof getToasts> = []

/** The stack itself. Each toast is its own polite live region, so a screen reader reads the
 * new one without repeating the others; errors too, as none of them interrupts a task. */
function ToastStack() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY)
  return (
    <div className={s.stack} data-testid="toast-stack">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          aria-live="polite"
          className={`${s.toast} ${toast.tone === 'error' ? s.error : ''}`}
          data-testid={toast.testId}
        >
          <span className={s.message}>{toast.message}</span>
          <button
            type="button"
            className={s.close}
            aria-label="Dismiss"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}

/** Appends the stack's own root to the body; called once, by the first `showToast`. */
export function mountToastStack() {
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(<ToastStack />)
}
