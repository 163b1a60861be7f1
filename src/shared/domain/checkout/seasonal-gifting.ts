/** Storefront §4 'Seasonal themes': inside the Christmas e-gift window (21–26 Dec) a parcel
 * can no longer arrive in time, so checkout leads with the e-gift. */
export interface GiftingDefaults {
  /** The e-gift switch starts on (the shopper still enters the recipient and saves). */
  eGiftByDefault: boolean
  /** The e-gift switch's label. */
  eGiftLabel: string
}

const E_GIFT_LABEL = 'Send as an e-gift (free)'
const LAST_MINUTE_E_GIFT_LABEL = 'Last-minute? Send it as an e-gift'

/** The checkout gifting defaults for the schedule's e-gift flag.
 * @example giftingDefaults({ christmasEGift: true }).eGiftByDefault === true */
export function giftingDefaults(input: { christmasEGift: boolean }): GiftingDefaults {
  return input.christmasEGift
    ? { eGiftByDefault: true, eGiftLabel: LAST_MINUTE_E_GIFT_LABEL }
    : { eGiftByDefault: false, eGiftLabel: E_GIFT_LABEL }
}
