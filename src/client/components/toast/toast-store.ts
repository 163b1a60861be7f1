import { TOAST_DURATION_MS } from '../../../shared/config/constants'

type ToastTone = 'info' | 'success' | 'error'

interface Toast {
  id: number
  message: string
  tone: ToastTone
  /** data-testid of the toast, for tests that wait on one toast among several. */
  testId?: string
}

export interface ToastOptions {
  tone?: ToastTone
  testId?: string
  /** Storefront §9 'Toast duration 5000 ms' unless a caller has reason to differ. */
  durationMs?: number
}

type Listener = () => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
let mounted = false

const emit = () => listeners.forEach((listener) => listener())

export const getToasts = () => toasts

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

/** Shows a toast in the page's one top-right stack (storefront §2 "Toasts stack top-right by
 * default") for 5 s, from any island. Islands are separate React roots, so the stack is a
 * root of its own, created on the first toast: pages that never toast load none of it. */
export function showToast(message: string, options: ToastOptions = {}): number {
  const id = nextId++
  toasts = [...toasts, { id, message, tone: options.tone ?? 'info', testId: options.testId }]
  emit()
  setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_DURATION_MS)
  if (!mounted && typeof document !== 'undefined') {
    mounted = true
    void import('./toast-stack')
      .then((m) => m.mountToastStack())
      .catch(() => {
        mounted = false
      })
  }
  return id
}
