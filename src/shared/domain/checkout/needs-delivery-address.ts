import type { CheckoutView } from '../../schemas/checkout-view'

/** Whether the order posts something, so it needs a delivery address: a deal delivered by post
 * (storefront §3 deliveryType 'postage') or a gift pack (transactions §4: sent next-day or
 * standard, tracked before 2pm). Checkout shows the address form by it; placing the order
 * refuses a missing address by it.
 * @example needsDeliveryAddress({ deals: [{ deliveryType: 'postage' }], giftingDetails: { giftPack: null } }) === true */
export function needsDeliveryAddress(view: {
  deals: readonly Pick<CheckoutView['deals'][number], 'deliveryType'>[]
  giftingDetails: Pick<CheckoutView['giftingDetails'], 'giftPack'>
}): boolean {
  if (view.giftingDetails.giftPack !== null) return true
  return view.deals.some((deal) => deal.deliveryType === 'postage')
}
