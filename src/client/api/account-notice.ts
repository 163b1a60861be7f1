import { showToast } from '../components/toast/toast-store'

const KEY = 'account-notice'

/** A message for the next page (the home page after an account is deleted), which the header
 * shows once in the toast stack. Session storage: it never leaves the browser tab. */
export function leaveNotice(message: string) {
  try {
    sessionStorage.setItem(KEY, message)
  } catch {
    // Storage can be off (private modes); the user still lands on the home page.
  }
}

function takeNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return message
  } catch {
    return null
  }
}

/** Shows the waiting message, if any, in the page's toast stack (storefront §2 'Toasts'). */
export function toastPendingNotice(): void {
  const message = takeNotice()
  if (message) showToast(message, { tone: 'success', testId: 'account-notice' })
}
