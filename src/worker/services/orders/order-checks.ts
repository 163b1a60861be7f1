import type { SessionUser } from '../accounts/session-user'
import type { BasketLineRow, BasketProductRow } from '../../storage/basket-repository'
import { checkAddress, type CheckedAddress } from '../../../shared/domain/address/delivery-address'
import type { DeliveryAddress } from '../../../shared/schemas/address'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import { needsDeliveryAddress } from '../../../shared/domain/checkout/needs-delivery-address'
import { DomainError } from '../../errors'
import { subcategoryRuleOf } from '../pricing/checkout-totals'
import { ORDER_FAILURE_MESSAGES } from './order-failure'
import type { CounterIncrement } from '../checkout/purchase-counters'

/** transactions §5: "A passwordless user is one with neither password nor third-party login;
 * this affects the confirmation-email requirement at checkout". Such an account was made by
 * express registration from an email alone, so paying needs the shopper to type it again.
 * @example isPasswordless({ hasPassword: false, thirdPartyLogin: false }) === true */
export const isPasswordless = (user: Pick<SessionUser, 'hasPassword' | 'thirdPartyLogin'>) =>
  !user.hasPassword && !user.thirdPartyLogin

export function assertEmailConfirmed(
  user: Pick<SessionUser, 'hasPassword' | 'thirdPartyLogin' | 'email'>,
  confirmEmail: string | undefined,
): void {
  if (!isPasswordless(user)) return
  if (confirmEmail?.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new DomainError('INVALID', 'Please confirm your email address')
  }
}

/** §5 'Choose at least one product': an empty basket is no order. */
export function assertHasLines(lines: readonly BasketLineRow[]) {
  if (lines.length === 0) throw new DomainError('INVALID', 'Please choose at least one product')
}

/** Travel lines (a stay) need the passengers as on their passports (§5). */
export function assertPassengers(
  lines: readonly BasketLineRow[],
  passengers: unknown[] | undefined,
) {
  if (lines.some((line) => line.checkIn !== null) && !passengers?.length) {
    throw new DomainError('INVALID', 'Please enter the passenger details as on your passports')
  }
}

/** The stock counts before paying: most oversold baskets are refused here, without an
 * authorisation. The batch's CHECKs stay the guarantee against the races this cannot see. */
export function assertInStock(
  lines: readonly BasketLineRow[],
  products: readonly BasketProductRow[],
) {
  for (const product of products) {
    const wanted = lines
      .filter((line) => line.productId === product.productId)
      .reduce((sum, line) => sum + line.quantity, 0)
    const limits = [product.totalRemaining, product.remainingForDay, product.remainingForWeek]
    if (limits.some((limit) => limit !== null && wanted > limit)) {
      throw new DomainError('CONFLICT', ORDER_FAILURE_MESSAGES.SOLD_OUT)
    }
  }
}

/** The customer's caps before paying, from what they bought so far; the counters' CHECK is
 * the guarantee. */
export function assertUnderCaps(
  counters: readonly CounterIncrement[],
  bought: Map<string, number>,
) {
  if (counters.some((counter) => (bought.get(counter.scope) ?? 0) + counter.count > counter.cap)) {
    throw new DomainError('CONFLICT', ORDER_FAILURE_MESSAGES.CAP_REACHED)
  }
}

/** transactions §5 / storefront §5: subcategories 14, 17, 386, 398, 585, 586 only in orders
 * under 50. Checkout shows the same message as a notice; the order is refused with it. */
export function assertSubcategoryRule(view: Pick<CheckoutView, 'deals' | 'orderSummary'>) {
  const rule = subcategoryRuleOf(view.deals, view.orderSummary)
  if (!rule.allowed) throw new DomainError('CONFLICT', rule.message ?? 'Please change your order')
}

export const DELIVERY_ADDRESS_NEEDED = 'Please enter a delivery address.'

/** The address the order keeps: checked again with the shared address rules when something is
 * posted (400 without one), and null otherwise, so no address is stored that nothing needs. */
export function deliveryAddressFor(
  view: Parameters<typeof needsDeliveryAddress>[0],
  address: DeliveryAddress | undefined,
): CheckedAddress | null {
  if (!needsDeliveryAddress(view)) return null
  const checked = address
    ? checkAddress({
        line1: address.line1,
        line2: address.line2 ?? '',
        town: address.town,
        county: address.county ?? '',
        postcode: address.postcode,
      })
    : null
  if (!checked?.ok) throw new DomainError('INVALID', DELIVERY_ADDRESS_NEEDED)
  return checked.address
}
