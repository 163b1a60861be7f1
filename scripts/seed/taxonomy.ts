import type { CanonicalPathType } from '../../src/shared/schemas/deal'

export type CategoryShortName =
  | 'beauty'
  | 'food-drink'
  | 'activities'
  | 'health-fitness'
  | 'shop'
  | 'travel'
  | 'escapes'
  | 'gifts'
  | 'wellness'
  | 'vip'

export interface SeedCategory {
  id: number
  shortName: CategoryShortName
  name: string
  canonicalPathType: CanonicalPathType
  sort: number
  isVip: boolean
}

export type TravelGroup = 'uk' | 'ireland' | 'international'

export interface SeedSubcategory {
  id: number
  categoryId: number
  shortName: string
  name: string
  travelGroup: TravelGroup | null
}

export const CATEGORIES: readonly SeedCategory[] = [
  {
    id: 1,
    shortName: 'beauty',
    name: 'Beauty & Spa',
    canonicalPathType: 'local',
    sort: 1,
    isVip: false,
  },
  {
    id: 2,
    shortName: 'food-drink',
    name: 'Food & Drink',
    canonicalPathType: 'local',
    sort: 2,
    isVip: false,
  },
  {
    id: 3,
    shortName: 'activities',
    name: 'Activities & Experiences',
    canonicalPathType: 'local',
    sort: 3,
    isVip: false,
  },
  {
    id: 4,
    shortName: 'health-fitness',
    name: 'Health & Fitness',
    canonicalPathType: 'local',
    sort: 4,
    isVip: false,
  },
  { id: 5, shortName: 'shop', name: 'Shop', canonicalPathType: 'national', sort: 5, isVip: false },
  {
    id: 6,
    shortName: 'travel',
    name: 'Travel',
    canonicalPathType: 'travel',
    sort: 6,
    isVip: false,
  },
  {
    id: 7,
    shortName: 'escapes',
    name: 'Escapes',
    canonicalPathType: 'escapes',
    sort: 7,
    isVip: false,
  },
  {
    id: 8,
    shortName: 'gifts',
    name: 'Gifts',
    canonicalPathType: 'national',
    sort: 8,
    isVip: false,
  },
  {
    id: 9,
    shortName: 'wellness',
    name: 'Wellness',
    canonicalPathType: 'local',
    sort: 9,
    isVip: false,
  },
  { id: 10, shortName: 'vip', name: 'VIP', canonicalPathType: 'national', sort: 10, isVip: true },
]

type SubRow = [id: number, shortName: string, name: string, group?: TravelGroup]

const SUBCATEGORY_ROWS: Record<CategoryShortName, SubRow[]> = {
  beauty: [
    [101, 'spa-days', 'Spa Days'],
    [102, 'massage', 'Massage'],
    [103, 'hair', 'Hair'],
    [104, 'nails', 'Nails'],
    [105, 'facials', 'Facials'],
    [106, 'aesthetics', 'Aesthetics'],
    [107, 'teeth-whitening', 'Teeth Whitening'],
    [108, 'laser-hair-removal', 'Laser Hair Removal'],
  ],
  'food-drink': [
    [201, 'afternoon-tea', 'Afternoon Tea'],
    [202, 'restaurants', 'Restaurants'],
    [203, 'brunch', 'Brunch'],
    [204, 'cocktails', 'Cocktails & Bars'],
    [205, 'tasting', 'Wine & Gin Tasting'],
    [206, 'takeaway', 'Takeaway'],
  ],
  activities: [
    [301, 'days-out', 'Days Out'],
    [302, 'driving', 'Driving Experiences'],
    [303, 'adventure', 'Adventure'],
    [304, 'classes', 'Classes & Workshops'],
    [305, 'escape-rooms', 'Escape Rooms'],
    [306, 'entertainment', 'Comedy & Theatre'],
    [307, 'photoshoots', 'Photoshoots'],
  ],
  'health-fitness': [
    [401, 'gym', 'Gym & Classes'],
    [402, 'yoga-pilates', 'Yoga & Pilates'],
    [403, 'bootcamp', 'Bootcamp'],
    [404, 'dental', 'Dental'],
    [405, 'eye-care', 'Eye Care'],
    [406, 'health-checks', 'Health Checks'],
  ],
  // 14, 17, 386, 398, 585, 586: "allowed only when the total is under 50" (storefront §5);
  // 197, 200, 218: Clearpay exclusions (transactions spec, payment eligibility).
  shop: [
    [14, 'electronics', 'Electronics'],
    [17, 'gadgets', 'Tech & Gadgets'],
    [386, 'jewellery', 'Jewellery'],
    [398, 'watches', 'Watches'],
    [585, 'fragrances', 'Fragrances'],
    [586, 'mobile-phones', 'Mobile Phones'],
    [501, 'home-garden', 'Home & Garden'],
    [502, 'fashion', 'Fashion'],
    [503, 'toys', 'Toys & Games'],
    [504, 'personalised', 'Personalised'],
    [197, 'clearance', 'Clearance'],
    [200, 'pre-order', 'Pre-Order'],
    [218, 'gift-cards', 'Gift Cards'],
  ],
  travel: [
    [601, 'uk-hotels', 'UK Hotels', 'uk'],
    [602, 'uk-spa-breaks', 'UK Spa Breaks', 'uk'],
    [603, 'uk-city-breaks', 'UK City Breaks', 'uk'],
    [604, 'cottages-lodges', 'Cottages & Lodges', 'uk'],
    [611, 'ireland-hotels', 'Ireland Hotels', 'ireland'],
    [612, 'ireland-spa-breaks', 'Ireland Spa Breaks', 'ireland'],
    [613, 'ireland-city-breaks', 'Ireland City Breaks', 'ireland'],
    [621, 'beach-holidays', 'Beach Holidays', 'international'],
    [622, 'european-city-breaks', 'European City Breaks', 'international'],
    [623, 'all-inclusive', 'All Inclusive', 'international'],
    [624, 'long-haul', 'Long Haul', 'international'],
    // 711: a Clearpay exclusion; mystery holidays carry the mhu flag.
    [711, 'mystery-travel', 'Mystery Travel', 'international'],
  ],
  escapes: [
    [701, 'coastal', 'Coastal Escapes'],
    [702, 'countryside', 'Countryside Escapes'],
    [703, 'glamping', 'Glamping'],
    [704, 'hot-tub-lodges', 'Hot Tub Lodges'],
    [705, 'spa-escapes', 'Spa Escapes'],
  ],
  gifts: [
    [801, 'gifts-for-her', 'Gifts for Her'],
    [802, 'gifts-for-him', 'Gifts for Him'],
    [803, 'experience-gifts', 'Experience Gifts'],
    [804, 'hampers', 'Hampers & Gift Boxes'],
  ],
  wellness: [
    [901, 'retreats', 'Retreats'],
    [902, 'mindfulness', 'Mindfulness & Meditation'],
    [903, 'holistic', 'Holistic Therapies'],
    [904, 'sound-baths', 'Sound Baths'],
  ],
  vip: [
    [951, 'vip-spa', 'VIP Spa'],
    [952, 'vip-dining', 'VIP Dining'],
    [953, 'vip-travel', 'VIP Travel'],
  ],
}

export const SUBCATEGORIES: readonly SeedSubcategory[] = CATEGORIES.flatMap((category) =>
  SUBCATEGORY_ROWS[category.shortName].map(([id, shortName, name, group]): SeedSubcategory => ({
    id,
    categoryId: category.id,
    shortName,
    name,
    travelGroup: group ?? null,
  })),
)

/** Subcategory ids the spec's rules single out; every seed has deals in each. */
export const SPECIAL_SUBCATEGORY_IDS = [14, 17, 386, 398, 585, 586] as const

export function categoryByShortName(shortName: CategoryShortName): SeedCategory {
  const found = CATEGORIES.find((c) => c.shortName === shortName)
  if (!found) throw new Error(`no category ${shortName}`)
  return found
}

export function categoryById(id: number): SeedCategory {
  const found = CATEGORIES.find((c) => c.id === id)
  if (!found) throw new Error(`no category ${id}`)
  return found
}

export function subcategoryById(id: number): SeedSubcategory {
  const found = SUBCATEGORIES.find((s) => s.id === id)
  if (!found) throw new Error(`no subcategory ${id}`)
  return found
}
