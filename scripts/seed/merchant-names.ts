import type { MerchantTrade } from './merchants'

/** What a merchant does, finer than its trade: a gym and a dentist are both 'health', yet one
 * does not sell the other's deals. Names are made from the speciality's own words. */
export type Speciality =
  | 'spa'
  | 'hair'
  | 'nails'
  | 'aesthetics'
  | 'dental'
  | 'tearoom'
  | 'restaurant'
  | 'bar'
  | 'attraction'
  | 'motorsport'
  | 'outdoors'
  | 'workshop'
  | 'escape-rooms'
  | 'comedy'
  | 'photography'
  | 'gym'
  | 'yoga'
  | 'optician'
  | 'clinic'
  | 'tech'
  | 'jeweller'
  | 'perfumery'
  | 'homeware'
  | 'fashion'
  | 'toys'
  | 'gifts'
  | 'tour'
  | 'hotel'
  | 'wellness'

/** A subcategory's speciality; a subcategory not listed takes its trade's (TRADE_SPECIALITY). */
const BY_SUBCATEGORY: Record<string, Speciality> = {
  'spa-days': 'spa',
  massage: 'spa',
  facials: 'spa',
  'vip-spa': 'spa',
  hair: 'hair',
  nails: 'nails',
  aesthetics: 'aesthetics',
  'laser-hair-removal': 'aesthetics',
  'teeth-whitening': 'dental',
  'afternoon-tea': 'tearoom',
  brunch: 'tearoom',
  restaurants: 'restaurant',
  takeaway: 'restaurant',
  'vip-dining': 'restaurant',
  cocktails: 'bar',
  tasting: 'bar',
  'days-out': 'attraction',
  driving: 'motorsport',
  adventure: 'outdoors',
  classes: 'workshop',
  'escape-rooms': 'escape-rooms',
  entertainment: 'comedy',
  photoshoots: 'photography',
  gym: 'gym',
  bootcamp: 'gym',
  'yoga-pilates': 'yoga',
  dental: 'dental',
  'eye-care': 'optician',
  'health-checks': 'clinic',
  electronics: 'tech',
  gadgets: 'tech',
  'mobile-phones': 'tech',
  'pre-order': 'tech',
  clearance: 'homeware',
  jewellery: 'jeweller',
  watches: 'jeweller',
  fragrances: 'perfumery',
  'home-garden': 'homeware',
  fashion: 'fashion',
  toys: 'toys',
  personalised: 'gifts',
  'gift-cards': 'gifts',
}

const TRADE_SPECIALITY: Record<MerchantTrade, Speciality> = {
  beauty: 'spa',
  food: 'restaurant',
  activities: 'attraction',
  health: 'clinic',
  retail: 'homeware',
  tour: 'tour',
  hotel: 'hotel',
  gifts: 'gifts',
  wellness: 'wellness',
}

/** The speciality of a merchant of `trade` selling in `subcategory`.
 * @example specialityOf('health', 'dental') === 'dental' */
export function specialityOf(trade: MerchantTrade, subcategory: string): Speciality {
  // A tour operator or hotel sells every kind of stay; a subcategory names what, not who.
  if (trade === 'tour' || trade === 'hotel' || trade === 'wellness') return trade
  return BY_SUBCATEGORY[subcategory] ?? TRADE_SPECIALITY[trade]
}

/** First and second words of a speciality's names ('Willow' + 'Day Spa'). */
export const NAME_PARTS: Record<Speciality, readonly [readonly string[], readonly string[]]> = {
  spa: [
    [
      'Serenity',
      'Willow',
      'Lotus',
      'Tranquil',
      'Amber',
      'Opal',
      'Still Waters',
      'Juniper',
      'Haven',
      'Elderflower',
      'Moonstone',
      'Birchwood',
      'Linden',
      'Saltwater',
    ],
    ['Day Spa', 'Spa', 'Spa & Wellness', 'Massage Rooms', 'Treatment Rooms', 'Skin & Spa'],
  ],
  hair: [
    [
      'Scissor Sisters',
      'Mane',
      'Loxx',
      'Root',
      'Crown',
      'Curl',
      'Fringe',
      'Halo',
      'Tangle',
      'Strand',
      'Gloss',
      'Shear',
    ],
    ['Hair Studio', 'Salon', 'Hair & Beauty', 'Hair Company', 'Hair Lounge', 'Barbers'],
  ],
  nails: [
    [
      'Polished',
      'Lacquer',
      'Glaze',
      'Tip Top',
      'Buff',
      'Gel',
      'Chrome',
      'Pinkie',
      'Shellac',
      'Talon',
    ],
    ['Nail Bar', 'Nail Studio', 'Nails & Lashes', 'Nail Lounge', 'Brow & Nail Bar'],
  ],
  aesthetics: [
    [
      'Radiance',
      'Luminous',
      'Dermis',
      'Clear Skin',
      'Velvet',
      'Glow',
      'Renew',
      'Derma',
      'Silk',
      'Aura',
      'Flawless',
      'Smooth',
    ],
    ['Skin Clinic', 'Aesthetics', 'Laser Clinic', 'Skin Studio', 'Cosmetic Clinic'],
  ],
  dental: [
    [
      'Smile',
      'Bright',
      'Pearl',
      'Enamel',
      'Gleam',
      'Family',
      'Town',
      'Parkside',
      'Brightwater',
      'Ivory',
    ],
    ['Dental Care', 'Dental Practice', 'Dental Studio', 'Smile Clinic', 'Dentistry'],
  ],
  tearoom: [
    [
      'Bluebell',
      'Primrose',
      'Buttercup',
      'The Dainty',
      'Clotted Cream',
      'The Copper Kettle',
      'Teacup',
      'Honeycomb',
      'Marmalade',
      'Lavender',
      'Sugarloaf',
      'The Little',
    ],
    ['Tea Rooms', 'Café', 'Bakehouse', 'Kitchen', 'Coffee House', 'Patisserie'],
  ],
  restaurant: [
    [
      'The Copper',
      'The Olive',
      'Bella',
      'Saffron',
      'The Hungry Fox',
      'Marigold',
      'Fig & Fennel',
      "Molly's",
      'Ember',
      'Salt & Stone',
      'Basil',
      'Cinnamon',
      'Thyme',
      'The Oak',
    ],
    ['Kitchen', 'Grill', 'Bistro', 'Brasserie', 'Trattoria', 'Steakhouse', 'Dining Rooms'],
  ],
  bar: [
    [
      'The Botanist',
      'Juniper',
      'The Red Lion',
      'Sloe',
      'Barrel',
      'The Tipsy',
      'Copper Still',
      'Velvet',
      'The Vault',
      'Hops',
      'Cork',
      'Tonic',
    ],
    ['Cocktail Bar', 'Gin Bar', 'Wine Bar', 'Tavern', 'Taproom', 'Distillery', 'Cellars'],
  ],
  attraction: [
    [
      'Meadow',
      'Riverside',
      'Oakfield',
      'Wildwood',
      'Foxglove',
      'Hilltop',
      'Bramble',
      'Kingfisher',
      'Heron',
      'Greenacre',
    ],
    ['Farm Park', 'Adventure Park', 'Animal Park', 'Discovery Centre', 'Gardens'],
  ],
  motorsport: [
    [
      'Apex',
      'Velocity',
      'Pole Position',
      'Chequered Flag',
      'Grid',
      'Redline',
      'Turbo',
      'Torque',
      'Throttle',
      'Podium',
    ],
    ['Karting', 'Motorsport', 'Driving Experiences', 'Race Circuit', 'Track Days'],
  ],
  outdoors: [
    [
      'Highland',
      'Wild Trails',
      'Summit',
      'Ridgeline',
      'Basecamp',
      'Rapids',
      'Treetop',
      'Canyon',
      'Fellside',
      'Northern',
    ],
    ['Adventures', 'Outdoor Centre', 'Activity Centre', 'Expeditions', 'Ziplines'],
  ],
  workshop: [
    [
      'Clay & Kiln',
      'Make & Mend',
      'The Crafty',
      'Inkwell',
      'Loom',
      'Paper Moon',
      'Potter',
      'Stitch',
      'Brush & Easel',
      'Forge',
    ],
    ['Studios', 'Workshop', 'Craft School', 'Pottery', 'Art Studio', 'Makers'],
  ],
  'escape-rooms': [
    [
      'Lockdown',
      'Enigma',
      'Cipher',
      'Clue',
      'Breakout',
      'Puzzle',
      'Riddle',
      'Vanish',
      'Locked',
      'Mystery',
    ],
    ['Escape Rooms', 'Escape Games', 'Escapes', 'Puzzle Rooms'],
  ],
  comedy: [
    [
      'The Laughing',
      'Giggle',
      'Punchline',
      'Jester',
      'The Grin',
      'Heckle',
      'Chuckle',
      'Footlights',
      'Limelight',
      'Encore',
    ],
    ['Comedy Club', 'Theatre', 'Playhouse', 'Comedy Cellar', 'Stage'],
  ],
  photography: [
    [
      'Shutter',
      'Lens',
      'Snapshot',
      'Aperture',
      'Frame',
      'Focus',
      'Golden Hour',
      'Polaroid',
      'Exposure',
      'Flash',
    ],
    ['Photography', 'Photo Studio', 'Portraits', 'Studios'],
  ],
  gym: [
    [
      'Peak',
      'Core',
      'Iron House',
      'Pulse',
      'Flex',
      'Forge',
      'Titan',
      'Momentum',
      'Kinetic',
      'Motion',
      'Grit',
      'Endurance',
    ],
    ['Fitness', 'Gym', 'Strength Club', 'Performance', 'Bootcamp', 'Boxing Club'],
  ],
  yoga: [
    [
      'Balance',
      'Lotus',
      'Stillness',
      'Breathe',
      'Sun Salute',
      'Tree Pose',
      'Flow',
      'Prana',
      'Align',
      'Om',
    ],
    ['Yoga', 'Pilates Studio', 'Yoga & Pilates', 'Reformer Studio', 'Yoga Loft'],
  ],
  optician: [
    [
      'Clear View',
      'Focus',
      'Vision',
      'Eyesight',
      'Sightline',
      'Iris',
      'Spectacle',
      'Brightview',
      'Lookout',
      'Optix',
    ],
    ['Opticians', 'Eyecare', 'Eye Clinic', 'Optometrists'],
  ],
  clinic: [
    [
      'Vital',
      'Wellbeing',
      'Healthwise',
      'Lifeline',
      'Harley',
      'Beacon',
      'Cornerstone',
      'Meridian',
      'Keystone',
      'Greenway',
    ],
    ['Health Clinic', 'Medical', 'Health Screening', 'Private Clinic', 'Health Centre'],
  ],
  tech: [
    [
      'Gadget Hub',
      'Voltage',
      'Pixel',
      'Circuit',
      'Techno',
      'Plug & Play',
      'Byte',
      'Signal',
      'Wired',
      'Gizmo',
    ],
    ['Direct', 'Electronics', 'Tech', 'Store', 'Outlet'],
  ],
  jeweller: [
    [
      'Silverline',
      'Goldsmith',
      'Gemstone',
      'Sterling',
      'Diamond Lane',
      'Carat',
      'Facet',
      'Heirloom',
      'Lustre',
      'Rose & Co',
    ],
    ['Jewellers', 'Jewellery', 'Watches', 'Boutique'],
  ],
  perfumery: [
    [
      'Scent',
      'Bloom',
      'Amber',
      'Musk',
      'Neroli',
      'Oud',
      'Petal',
      'Vetiver',
      'Bergamot',
      'Fragrant',
    ],
    ['Perfumery', 'Fragrances', 'Scents', 'Beauty'],
  ],
  homeware: [
    [
      'Homely',
      'Nook',
      'Hearth',
      'Brightside',
      'Cosy Corner',
      'Hygge',
      'Loft',
      'Rustic',
      'Parlour',
      'Mantel',
    ],
    ['Home', 'Living', 'Homeware', 'Interiors', 'Trading', 'Supplies'],
  ],
  fashion: [
    [
      'Urban Threads',
      'Trend Hive',
      'Luxe',
      'Tailor',
      'Stitch & Seam',
      'Wardrobe',
      'Denim',
      'Cotton',
      'Hemline',
      'Label',
    ],
    ['Clothing', 'Boutique', 'Fashion', 'Apparel', 'Outfitters'],
  ],
  toys: [
    [
      'Tiny Tots',
      'Toybox',
      'Playtime',
      'Building Blocks',
      'Rocking Horse',
      'Kite',
      'Jigsaw',
      'Marbles',
      'Teddy',
      'Yo-Yo',
    ],
    ['Toys', 'Toy Shop', 'Games', 'Playthings'],
  ],
  gifts: [
    [
      'Memory Lane',
      'Little Joys',
      'Wrapped',
      'Keepsake',
      'Ribbon',
      'Treasure',
      'Bow & Bell',
      'Hamper',
      'Giftbox',
      'Thoughtful',
    ],
    ['Gifts', 'Hampers', 'Gift Company', 'Gift Shop', 'Personalised'],
  ],
  tour: [
    [
      'Coastline',
      'Wanderlust',
      'Sunseeker',
      'Horizon',
      'Blue Sky',
      'Atlas',
      'Voyager',
      'Golden Sands',
      'Compass',
      'Passport',
      'Globetrotter',
      'Meridian',
    ],
    ['Holidays', 'Travel', 'Getaways', 'Breaks', 'Tours'],
  ],
  hotel: [
    [
      'The Grand',
      'Manor House',
      'Lakeside',
      'Castle View',
      'Harbour',
      'Riverside',
      'Old Rectory',
      'Glen',
      'Oak Tree',
      'Seaview',
      'Abbey',
      'Ivy House',
      'Kingsmead',
      'Bay Tree',
    ],
    ['Hotel', 'Hotel & Spa', 'Lodge', 'Retreat', 'Country House', 'Lodges', 'Inn'],
  ],
  wellness: [
    ['Still', 'Inner', 'Sanctuary', 'Calm', 'Lumen', 'Earth', 'Soul', 'Tide', 'Quiet', 'Hush'],
    ['Wellness', 'Retreats', 'Sound Studio', 'Holistic Centre', 'Meditation'],
  ],
}

/** A merchant's name, unique without numbers: the drawn pair if free, else the next free pair
 * of the speciality's words (in a fixed order from the drawn one, so the seed stays the same for
 * the same draws), and once every pair is taken, pairs with the merchant's town.
 * @example uniqueName('spa', 'Willow', 'Day Spa', 'Leeds', new Set()) === 'Willow Day Spa' */
export function uniqueName(
  speciality: Speciality,
  first: string,
  second: string,
  town: string,
  used: ReadonlySet<string>,
): string {
  const [firsts, seconds] = NAME_PARTS[speciality]
  const f0 = Math.max(0, firsts.indexOf(first))
  const s0 = Math.max(0, seconds.indexOf(second))
  const pairs = firsts.length * seconds.length
  // Then the town's quarters: never reached at the seeded sizes, but a name stays unique.
  const suffixes = [
    '',
    ...['', ' Central', ' North', ' South', ' East', ' West'].map((q) => ` ${town}${q}`),
  ]
  for (const suffix of suffixes) {
    for (let k = 0; k < pairs; k++) {
      const f = firsts[(f0 + k) % firsts.length]!
      const s = seconds[(s0 + Math.floor(k / firsts.length)) % seconds.length]!
      const name = `${f} ${s}${suffix}`
      if (!used.has(name)) return name
    }
  }
  throw new Error(`no ${speciality} name left in ${town}`)
}
