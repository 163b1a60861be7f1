import type { SubcategoryCopy } from './deal-copy'

/** Products: the shop (incl. the spec's special subcategories) and gifts. */
export const SHOP_COPY: Record<string, SubcategoryCopy> = {
  electronics: {
    headlines: [
      'Wireless Noise-Cancelling Headphones',
      'Smart Watch Fitness Tracker',
      '4K Action Camera Bundle',
      'Bluetooth Party Speaker',
    ],
    price: [30, 250],
    options: 'colour-size',
  },
  gadgets: {
    headlines: [
      'Mini Portable Projector',
      'Magnetic Power Bank 10,000mAh',
      'Smart LED Strip Lights – 5m',
      'Wireless Charging Stand',
    ],
    price: [15, 120],
    options: 'pack',
  },
  jewellery: {
    headlines: [
      'Sterling Silver Pendant Necklace',
      'Crystal Stud Earrings Set',
      'Personalised Name Bracelet',
      'Tennis Bracelet with Crystals',
    ],
    price: [20, 150],
    options: 'colour-size',
  },
  watches: {
    headlines: [
      "Men's Chronograph Watch",
      "Ladies' Rose Gold Watch",
      'Minimalist Mesh Strap Watch',
    ],
    price: [40, 300],
    options: 'colour-size',
  },
  fragrances: {
    headlines: [
      'Designer Eau de Parfum 100ml',
      'Luxury Fragrance Gift Set',
      'Mystery Fragrance Bundle',
    ],
    price: [30, 150],
    options: 'pack',
  },
  'mobile-phones': {
    headlines: [
      'Refurbished Smartphone 128GB – Grade A',
      'Refurbished Flagship Phone 256GB',
      'Rugged Outdoor Smartphone',
    ],
    price: [120, 700],
    options: 'colour-size',
  },
  'home-garden': {
    headlines: [
      'Heated Electric Throw',
      'Solar Garden Lights – 10 Pack',
      '5.5L Digital Air Fryer',
      'Memory Foam Mattress Topper',
    ],
    price: [20, 200],
    options: 'pack',
  },
  fashion: {
    headlines: [
      'Teddy Fleece Hoodie',
      'Waterproof Parka Jacket',
      'Cable Knit Jumper',
      'Chunky Sole Trainers',
    ],
    price: [20, 90],
    options: 'colour-size',
  },
  toys: {
    headlines: [
      "Kids' Building Blocks Set – 500 Pieces",
      'Remote Control Stunt Car',
      'Family Board Game Bundle',
    ],
    price: [15, 80],
    options: 'pack',
  },
  personalised: {
    headlines: [
      'Personalised Star Map Print',
      'Personalised Photo Cushion',
      'Personalised Chopping Board',
    ],
    price: [15, 60],
    options: 'pack',
  },
  clearance: {
    headlines: ['Mystery Beauty Box', 'Clearance Bedding Set', 'Mystery Tech Bundle'],
    price: [15, 90],
    options: 'pack',
  },
  'pre-order': {
    headlines: ['Pre-Order: Heated Clothes Airer with Cover', 'Pre-Order: Electric Blanket'],
    price: [40, 150],
    options: 'pack',
  },
  'gift-cards': {
    headlines: ['Spa & Beauty Gift Card', 'Dining Gift Card', 'Experience Day Gift Card'],
    price: [25, 100],
    options: 'pack',
  },
  'gifts-for-her': {
    headlines: [
      'Pamper Hamper with Prosecco',
      'Luxury Bath & Body Gift Set',
      'Personalised Jewellery Box',
    ],
    price: [20, 90],
    options: 'pack',
  },
  'gifts-for-him': {
    headlines: ['Craft Beer Tasting Gift Box', 'Grooming Gift Set', 'Personalised Whiskey Glasses'],
    price: [20, 90],
    options: 'pack',
  },
  'experience-gifts': {
    headlines: [
      'Experience Day Gift Voucher for 2',
      'Afternoon Tea Gift Experience',
      'Adrenaline Experience Gift',
    ],
    price: [40, 200],
    options: 'people',
  },
  hampers: {
    headlines: [
      'Gourmet Food & Wine Hamper',
      'Chocolate Lovers Gift Box',
      'Afternoon Tea Hamper for 2',
    ],
    price: [25, 120],
    options: 'pack',
  },
}
