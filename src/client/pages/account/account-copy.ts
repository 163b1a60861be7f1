/** Transactions §1 'Email consent text': "by clicking Go to deals, Login or Sign up with Google
 * the user agrees to daily emails and may unsubscribe at any time", shown by the button it names.
 * @example emailConsent('Sign up') // 'By clicking Sign up you agree to …' */
export function emailConsent(button: string): string {
  return `By clicking ${button} you agree to receive our daily deals emails. You may unsubscribe at any time.`
}

export const RESET_SENT_MESSAGE = "If an account exists for that email, we've sent a link"
export const LINK_EXPIRED_MESSAGE = 'This link has expired or was already used.'
export const CHANGE_FAILED_MESSAGE = 'Error: Change Unsuccessful'
