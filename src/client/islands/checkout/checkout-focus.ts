/** Focuses a checkout field mid-screen: at the bottom of a phone it would sit under the sticky
 * total, where the shopper cannot see what they type. */
export function focusField(id: string) {
  const field = document.getElementById(id)
  field?.focus({ preventScroll: true })
  field?.scrollIntoView({ block: 'center' })
}

/** The delivery step's postcode field, where a missing address sends the shopper. */
export const ADDRESS_POSTCODE_ID = 'address-postcode'
