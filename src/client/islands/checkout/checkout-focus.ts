/** Focuses a checkout field mid-screen: at the bottom of a phone it would sit under the sticky
 * total, where the shopper cannot see what they type. */
export function focusField(id: string) {
  const field = document.getElementById(id)
  if (field) focusMidScreen(field)
}

function focusMidScreen(field: HTMLElement) {
  field.focus({ preventScroll: true })
  field.scrollIntoView({ block: 'center' })
}

/** The delivery step's postcode field, where a missing address sends the shopper. */
export const ADDRESS_POSTCODE_ID = 'address-postcode'

/** The first thing left to fill in the pay form (a passenger, the email confirmation, else the
 * chosen way to pay), when nothing has focus: after signing in the sign-in step is gone with the
 * button that was pressed, and a keyboard user would start again from the top of the page. */
export function focusPayFormIfLost() {
  const active = document.activeElement
  if (active && active !== document.body) return
  const first = document
    .getElementById('checkout-pay-form')
    ?.querySelector<HTMLElement>(
      'input:not([type="radio"]):not(:disabled), select:not(:disabled), input[type="radio"]:checked:not(:disabled)',
    )
  if (first) focusMidScreen(first)
}
