import { BasketGiftingState } from '../../../shared/schemas/checkout-view'

/** The gifting choice stored on a basket; unreadable JSON reads as no gifting. */
export function giftingStateOf(json: string): BasketGiftingState {
  let value: unknown = {}
  try {
    value = JSON.parse(json)
  } catch {
    // Written only by this service as JSON; a bad row must not break the basket.
  }
  const parsed = BasketGiftingState.safeParse(value)
  return parsed.success ? parsed.data : BasketGiftingState.parse({})
}
