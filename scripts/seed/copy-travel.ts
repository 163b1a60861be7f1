import type { SubcategoryCopy } from './deal-copy'

/** Stays and packages: travel, escapes and the VIP subcategories. */
export const TRAVEL_COPY: Record<string, SubcategoryCopy> = {
  'uk-hotels': {
    headlines: [
      '{town} Hotel Stay with Breakfast for 2',
      '{nights}-Night {town} Break with Dinner & Wine',
      '{town} Country House Stay for 2',
    ],
    price: [120, 500],
    options: 'nights',
  },
  'uk-spa-breaks': {
    headlines: [
      '{town} Spa Break with Treatment & Dinner for 2',
      '{nights}-Night {town} Spa Retreat with Breakfast',
    ],
    price: [150, 600],
    options: 'nights',
  },
  'uk-city-breaks': {
    headlines: [
      '{town} City Break with Breakfast for 2',
      '{nights}-Night {town} Stay with Late Checkout',
    ],
    price: [110, 450],
    options: 'nights',
  },
  'cottages-lodges': {
    headlines: [
      '{town} Lodge Stay with Hot Tub',
      '{nights}-Night {town} Cottage Break for up to 4',
    ],
    price: [180, 700],
    options: 'nights',
  },
  'ireland-hotels': {
    headlines: [
      '{town} Hotel Stay with Breakfast for 2',
      '{nights}-Night {town} Break with Dinner',
    ],
    price: [130, 500],
    options: 'nights',
  },
  'ireland-spa-breaks': {
    headlines: [
      '{town} Spa Break with Treatment for 2',
      '{nights}-Night {town} Spa Escape with Dinner',
    ],
    price: [160, 600],
    options: 'nights',
  },
  'ireland-city-breaks': {
    headlines: ['{town} City Break for 2', '{nights}-Night {town} Stay with Breakfast & Wine'],
    price: [120, 450],
    options: 'nights',
  },
  'beach-holidays': {
    headlines: [
      '{nights}-Night {town} Beach Holiday with Flights',
      '{town} Sunshine Break with Flights & Breakfast',
    ],
    price: [250, 1200],
    options: 'nights',
  },
  'european-city-breaks': {
    headlines: [
      '{nights}-Night {town} City Break with Flights',
      '{town} Getaway with Flights & Central Hotel',
    ],
    price: [180, 700],
    options: 'nights',
  },
  'all-inclusive': {
    headlines: [
      '{nights}-Night All-Inclusive {town} Holiday with Flights',
      'All-Inclusive {town} Resort Stay with Flights',
    ],
    price: [350, 1500],
    options: 'nights',
  },
  'long-haul': {
    headlines: [
      '{nights}-Night {town} Holiday with Flights',
      '{town} Luxury Escape with Flights & Transfers',
    ],
    price: [700, 2500],
    options: 'nights',
  },
  'mystery-travel': {
    headlines: ['Mystery European City Break with Flights', 'Mystery Beach Holiday with Flights'],
    price: [150, 500],
    options: 'nights',
  },
  coastal: {
    headlines: [
      '{town} Coastal Escape with Breakfast & Dinner',
      'Seaside {town} Stay with Prosecco',
    ],
    price: [120, 450],
    options: 'nights',
  },
  countryside: {
    headlines: ['{town} Countryside Escape for 2', '{nights}-Night {town} Manor Stay with Dinner'],
    price: [120, 450],
    options: 'nights',
  },
  glamping: {
    headlines: ['{town} Glamping Pod Stay for 2', 'Luxury Yurt Glamping in {town}'],
    price: [100, 350],
    options: 'nights',
  },
  'hot-tub-lodges': {
    headlines: ['{town} Hot Tub Lodge Escape', '{nights}-Night {town} Lodge Break with Hot Tub'],
    price: [180, 650],
    options: 'nights',
  },
  'spa-escapes': {
    headlines: ['{town} Spa Escape with Treatments & Dinner', 'Overnight {town} Spa Stay for 2'],
    price: [160, 550],
    options: 'nights',
  },
  'vip-spa': {
    headlines: [
      'VIP Exclusive: Spa Day with 3 Treatments for 2',
      'VIP Exclusive: Overnight Spa Stay',
    ],
    price: [120, 500],
    options: 'people',
  },
  'vip-dining': {
    headlines: [
      "VIP Exclusive: Chef's Table Tasting Menu for 2",
      'VIP Exclusive: Champagne Dinner for 2',
    ],
    price: [90, 300],
    options: 'people',
  },
  'vip-travel': {
    headlines: [
      'VIP Exclusive: {nights}-Night {town} Luxury Break',
      'VIP Exclusive: 5-Star {town} Stay with Dinner',
    ],
    price: [250, 900],
    options: 'nights',
  },
}
