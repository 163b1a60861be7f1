import { LOCAL_COPY } from './copy-local'
import { SHOP_COPY } from './copy-shop'
import { TRAVEL_COPY } from './copy-travel'
import type { CategoryShortName } from './taxonomy'

/** How a deal's products differ from one another (drives titles and price multipliers). */
export type OptionKind = 'people' | 'sessions' | 'areas' | 'pack' | 'colour-size' | 'nights'

export interface SubcategoryCopy {
  /** `{town}` is the deal's town or destination, `{nights}` the lead number of nights. */
  headlines: readonly string[]
  /** Lead-in original price range in whole pounds (euro prices are scaled). */
  price: readonly [min: number, max: number]
  options: OptionKind
}

/** Headlines, price ranges and product options per subcategory, keyed by short name. */
export const SUBCATEGORY_COPY: Record<string, SubcategoryCopy> = {
  ...LOCAL_COPY,
  ...SHOP_COPY,
  ...TRAVEL_COPY,
}

/** Selling points per category, sampled into `highlights`. */
export const HIGHLIGHTS: Record<CategoryShortName, readonly string[]> = {
  beauty: [
    'Full use of the spa facilities',
    'Fully qualified therapists',
    'Robe, towel and slippers provided',
    'Complimentary glass of Prosecco',
    'Consultation included',
    'Available seven days a week',
  ],
  'food-drink': [
    'Freshly prepared seasonal menu',
    'Vegetarian and vegan options available',
    'Glass of fizz on arrival',
    'Award-winning head chef',
    'Perfect for a date night',
    'Available Monday to Sunday',
  ],
  activities: [
    'Full safety briefing included',
    'Suitable for beginners',
    'All equipment provided',
    'Great for groups and parties',
    'Photos available on the day',
    'Rated excellent by visitors',
  ],
  'health-fitness': [
    'State-of-the-art equipment',
    'Expert instructors',
    'Flexible booking online',
    'Changing rooms and showers',
    'All fitness levels welcome',
    'Registered clinicians',
  ],
  shop: [
    'Free returns within 14 days',
    '12-month warranty',
    'Dispatched within 5 working days',
    'Multiple colours available',
    'Gift wrapping available',
    'Brand new and boxed',
  ],
  travel: [
    'Breakfast included each morning',
    'Flexible dates across the year',
    'ATOL protected where flights are included',
    'Late checkout on request',
    'Welcome drink on arrival',
    'Kids stay free on selected dates',
  ],
  escapes: [
    'Breakfast included each morning',
    'Dinner on one night',
    'Dog-friendly rooms on request',
    'Stunning scenery on the doorstep',
    'Free parking',
    'Welcome treat in your room',
  ],
  gifts: [
    'Beautifully gift wrapped',
    'Personal message card included',
    'Next-day delivery available',
    'Hand-picked by our gift team',
    'Perfect for birthdays and anniversaries',
  ],
  wellness: [
    'Led by experienced practitioners',
    'Small, relaxed groups',
    'Herbal tea included',
    'Calm, tranquil setting',
    'Suitable for complete beginners',
  ],
  vip: [
    'Exclusive to VIP members',
    'Extra VIP savings applied',
    'Priority booking',
    'Complimentary upgrade where available',
    'Welcome glass of Champagne',
  ],
}

export const FINE_PRINT: Record<'local' | 'shop' | 'travel', string> = {
  local:
    'Subject to availability; book in advance quoting your voucher code. 24-hour cancellation policy applies or the voucher may be void. Not valid on bank holidays. Cannot be used with any other offer.',
  shop: 'Delivered within 7 to 10 working days. Postage charged per item. Returns accepted within 14 days in original packaging. Colours may vary slightly from images.',
  travel:
    'Subject to availability; select your dates in the calendar at checkout. Prices are {unit}. Supplements may apply on Fridays, Saturdays and school holidays. Non-refundable once booked.',
}
