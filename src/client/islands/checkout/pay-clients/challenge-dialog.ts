import { challengeDialog } from '../checkout.styles'
import { CARD_MESSAGE, type CardMessage } from '../../../pages/sandbox/sandbox-card-messages'

export type ChallengeResult = 'AUTHENTICATED' | 'FAILED'

const TITLE_ID = 'card-challenge-title'

/** The bank's 3-D Secure challenge in a modal dialog over the checkout: labelled, the keyboard
 * inside it while it is open (showModal), Escape or Cancel give up (the card is then not
 * authenticated), and focus goes back where it was. Resolves with the bank's answer, which the
 * challenge page posts from its frame. */
export function showChallenge(
  path: string,
  returnFocus: HTMLElement | null,
): Promise<ChallengeResult> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog')
    dialog.className = challengeDialog
    dialog.setAttribute('aria-labelledby', TITLE_ID)
    dialog.dataset.testid = 'card-challenge'
    const title = document.createElement('h2')
    title.id = TITLE_ID
    title.textContent = 'Confirm the payment with your bank'
    const note = document.createElement('p')
    note.textContent =
      'Your bank wants to check it is you. This closes by itself when you are done.'
    const frame = document.createElement('iframe')
    frame.title = 'Your bank’s security check'
    frame.src = path
    const cancel = document.createElement('button')
    cancel.type = 'button'
    cancel.textContent = 'Cancel'
    dialog.append(title, note, frame, cancel)

    let done = false
    function finish(result: ChallengeResult) {
      if (done) return
      done = true
      window.removeEventListener('message', onMessage)
      dialog.close()
      dialog.remove()
      resolve(result)
      if (returnFocus) focusWhenEnabled(returnFocus)
    }
    function onMessage(event: MessageEvent) {
      if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return
      const data = event.data as CardMessage | null
      if (data?.type === CARD_MESSAGE.challengeCancel) finish('FAILED')
      if (data?.type !== CARD_MESSAGE.challengeResult) return
      finish(data.status === 'AUTHENTICATED' ? 'AUTHENTICATED' : 'FAILED')
    }
    window.addEventListener('message', onMessage)
    cancel.addEventListener('click', () => finish('FAILED'))
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      finish('FAILED')
    })
    // Chromium closes a dialog on Escape without a cancel event when the page has had no user
    // activation since it opened: closed any way, the challenge is given up.
    dialog.addEventListener('close', () => finish('FAILED'))
    // The question is in the frame: the keyboard starts there (its page focuses its first
    // button), not on the dialog's Cancel.
    frame.addEventListener('load', () => frame.focus(), { once: true })
    document.body.append(dialog)
    dialog.showModal()
  })
}

/** The pay button is disabled until the checkout has the answer; focus it once it is back. */
function focusWhenEnabled(element: HTMLElement) {
  if (!element.matches(':disabled')) return element.focus()
  const observer = new MutationObserver(() => {
    if (element.matches(':disabled')) return
    observer.disconnect()
    element.focus()
  })
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] })
  setTimeout(() => observer.disconnect(), 10_000)
}
