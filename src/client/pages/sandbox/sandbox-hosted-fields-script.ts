/** The sandbox hosted fields' behaviour, run inside their iframe. The worker sends this
 * function's source in a nonce'd script (it is serialised, so it may use nothing from outside
 * its own body): the card goes from the iframe straight to the sandbox tokenizer, and only the
 * single-use token is handed to the checkout, whose page never holds the number. The message
 * names are CARD_MESSAGE's (sandbox-card-messages.ts), spelt out for the same reason. */
export function sandboxHostedFieldsScript(): void {
  const form = document.querySelector('form')
  const shown = document.getElementById('card-status')
  if (!form || !shown) return
  const status: HTMLElement = shown
  const parentOrigin = window.location.origin
  const post = (message: object) => window.parent.postMessage(message, parentOrigin)
  const value = (name: string) => {
    const input = form.elements.namedItem(name)
    return input instanceof HTMLInputElement ? input.value.trim() : ''
  }
  let busy = false

  form.addEventListener('input', () => {
    status.textContent = ''
    post({ type: 'dealio:card:changed' })
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    post({ type: 'dealio:card:submit' })
  })

  async function tokenize() {
    if (busy) return
    busy = true
    const [month = '', year = ''] = value('expiry').split('/')
    try {
      // Raw fetch, not callRoute: this function is serialised into the frame and imports nothing.
      const res = await fetch('/api/v1/payments/tokenize', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          name: value('name'),
          number: value('number'),
          expiryMonth: month.trim(),
          expiryYear: year.trim(),
          cvv: value('cvv'),
        }),
      })
      const body = (await res.json().catch(() => null)) as {
        data?: { token?: string }
        error?: { message?: string }
      } | null
      if (res.ok && body?.data?.token) {
        post({ type: 'dealio:card:token', token: body.data.token })
        return
      }
      const message = body?.error?.message ?? 'Please check your card details.'
      status.textContent = message
      post({ type: 'dealio:card:error', message })
    } catch {
      const message = 'You appear to be offline. Please check your connection and try again.'
      status.textContent = message
      post({ type: 'dealio:card:error', message })
    } finally {
      busy = false
    }
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return
    if ((event.data as { type?: unknown } | null)?.type === 'dealio:card:tokenize') void tokenize()
  })
  const report = () =>
    post({ type: 'dealio:card:height', height: document.documentElement.scrollHeight })
  new ResizeObserver(report).observe(document.body)
  post({ type: 'dealio:card:ready' })
}

/** The challenge page's: the result page hands the shopper's answer to the checkout, and the
 * question page puts the keyboard on its first button. */
export function sandboxChallengeScript(): void {
  const origin = window.location.origin
  const result = document.body.dataset.result
  if (result) {
    window.parent.postMessage({ type: 'dealio:3ds:result', status: result }, origin)
    return
  }
  // The keyboard is in this frame, so the checkout's dialog would never see Escape itself.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') window.parent.postMessage({ type: 'dealio:3ds:cancel' }, origin)
  })
  document.querySelector('button')?.focus()
}
