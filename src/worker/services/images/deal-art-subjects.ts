/** What a deal picture shows: a simple motif drawn around (0,0) in a 60-unit box, in `$f` (the
 * light foreground) and `$a` (an accent from the deal's palette). A deal's headline picks its
 * subject (a massage shows stones, a cocktail a glass), so two deals of one category look
 * different; the category's own subjects are the fallback. */
export interface ArtSubject {
  name: string
  draw: string
}

const S = (name: string, draw: string): ArtSubject => ({ name, draw })

const SUBJECTS = {
  stones: S(
    'stones',
    `<ellipse cy="16" rx="26" ry="9" fill="$f"/><ellipse cy="1" rx="19" ry="7" fill="$a"/><ellipse cy="-12" rx="13" ry="6" fill="$f"/><path d="M10-20q8-14 20-12-4 12-20 12" fill="$a"/>`,
  ),
  drop: S(
    'drop',
    `<path d="M0-28C10-12 20-2 20 10a20 20 0 0 1-40 0c0-12 10-22 20-38Z" fill="$f"/><circle cx="-7" cy="8" r="5" fill="$a"/>`,
  ),
  comb: S(
    'comb',
    `<rect x="-28" y="-16" width="56" height="10" rx="3" fill="$f"/><path d="M-24-6v22M-16-6v22M-8-6v22M0-6v22M8-6v22M16-6v22M24-6v22" stroke="$f" stroke-width="3"/><circle cx="20" cy="-22" r="5" fill="$a"/>`,
  ),
  polish: S(
    'polish',
    `<rect x="-14" y="-4" width="28" height="30" rx="6" fill="$f"/><rect x="-6" y="-26" width="12" height="22" rx="2" fill="$a"/><rect x="-8" y="6" width="16" height="12" rx="2" fill="$a" opacity=".6"/>`,
  ),
  tooth: S(
    'tooth',
    `<path d="M-18-22c8-4 12 2 18 0s10-4 18 0c6 6 2 20-2 28l-4 20c-2 4-6 2-6-2l-3-14h-6l-3 14c0 4-4 6-6 2l-4-20c-4-8-8-22-2-28Z" fill="$f"/><path d="M22-26l3 6 6 3-6 3-3 6-3-6-6-3 6-3Z" fill="$a"/>`,
  ),
  teacup: S(
    'teacup',
    `<path d="M-24-8h40v10a20 20 0 0 1-40 0Z" fill="$f"/><path d="M16-4a9 9 0 0 1 0 16" fill="none" stroke="$f" stroke-width="4"/><ellipse cy="24" rx="30" ry="4" fill="$a"/><path d="M-10-14q-4-6 0-12M0-14q-4-6 0-12" stroke="$f" stroke-width="2.5" fill="none"/>`,
  ),
  plate: S(
    'plate',
    `<circle r="22" fill="$f"/><circle r="14" fill="$a" opacity=".7"/><rect x="-34" y="-20" width="4" height="40" rx="2" fill="$f"/><rect x="30" y="-20" width="4" height="40" rx="2" fill="$f"/>`,
  ),
  glass: S(
    'glass',
    `<path d="M-22-24h44L2 0v20h10v4h-24v-4h10V0Z" fill="$f"/><circle cx="14" cy="-26" r="7" fill="$a"/><path d="M-10-18h20L0-8Z" fill="$a"/>`,
  ),
  pizza: S(
    'pizza',
    `<path d="M-26-18Q0-30 26-18L0 28Z" fill="$f"/><circle cx="-6" cy="-8" r="4" fill="$a"/><circle cx="8" cy="-10" r="4" fill="$a"/><circle cx="1" cy="6" r="4" fill="$a"/>`,
  ),
  car: S(
    'car',
    `<path d="M-32 10v-10l10-2 8-12h22l12 12 12 2v10Z" fill="$f"/><circle cx="-16" cy="12" r="7" fill="$a"/><circle cx="18" cy="12" r="7" fill="$a"/>`,
  ),
  mountain: S(
    'mountain',
    `<path d="M-34 24-10-16 4 2 14-10 34 24Z" fill="$f"/><path d="M-10-16-4-6h-12Z" fill="$a"/><path d="M-10-16V-30l12 5-12 5" fill="$f"/>`,
  ),
  key: S(
    'key',
    `<circle cx="-16" r="13" fill="none" stroke="$f" stroke-width="6"/><path d="M-3-3h34v6h-6v8h-6v-8h-22Z" fill="$f"/><circle cx="-16" r="4" fill="$a"/>`,
  ),
  brush: S(
    'brush',
    `<path d="M-28 16c6-24 34-34 54-30-2 20-30 40-54 30Z" fill="$f"/><circle cx="-8" cy="4" r="4" fill="$a"/><circle cx="6" cy="-4" r="4" fill="$a" opacity=".7"/><circle cx="12" cy="8" r="4" fill="$a" opacity=".5"/>`,
  ),
  camera: S(
    'camera',
    `<rect x="-28" y="-14" width="56" height="36" rx="6" fill="$f"/><rect x="-10" y="-22" width="20" height="10" rx="2" fill="$f"/><circle cy="4" r="12" fill="$a"/><circle cy="4" r="6" fill="$f"/>`,
  ),
  dumbbell: S(
    'dumbbell',
    `<rect x="-22" y="-3" width="44" height="6" fill="$f"/><rect x="-32" y="-16" width="10" height="32" rx="3" fill="$f"/><rect x="22" y="-16" width="10" height="32" rx="3" fill="$f"/><rect x="-20" y="-10" width="5" height="20" rx="2" fill="$a"/><rect x="15" y="-10" width="5" height="20" rx="2" fill="$a"/>`,
  ),
  lotus: S(
    'lotus',
    `<path d="M0 18C-10 6-10-10 0-24 10-10 10 6 0 18Z" fill="$f"/><path d="M0 18C-18 14-28 2-30-10-14-8-4 2 0 18ZM0 18C18 14 28 2 30-10 14-8 4 2 0 18Z" fill="$f" opacity=".8"/><ellipse cy="22" rx="26" ry="3" fill="$a"/>`,
  ),
  glasses: S(
    'glasses',
    `<circle cx="-15" r="12" fill="none" stroke="$f" stroke-width="5"/><circle cx="15" r="12" fill="none" stroke="$f" stroke-width="5"/><path d="M-4-2q4-4 8 0" stroke="$f" stroke-width="4" fill="none"/><circle cx="-15" r="6" fill="$a" opacity=".6"/>`,
  ),
  heart: S(
    'heart',
    `<path d="M0 22-22 0a12 12 0 0 1 22-16 12 12 0 0 1 22 16Z" fill="$f"/><path d="M-34 2h14l5-10 7 20 5-10h37" fill="none" stroke="$a" stroke-width="3"/>`,
  ),
  headphones: S(
    'headphones',
    `<path d="M-24 8v-6a24 24 0 0 1 48 0v6" fill="none" stroke="$f" stroke-width="5"/><rect x="-30" y="2" width="12" height="20" rx="4" fill="$f"/><rect x="18" y="2" width="12" height="20" rx="4" fill="$f"/><circle cy="12" r="4" fill="$a"/>`,
  ),
  phone: S(
    'phone',
    `<rect x="-15" y="-28" width="30" height="56" rx="6" fill="$f"/><rect x="-11" y="-22" width="22" height="40" rx="2" fill="$a"/><circle cy="23" r="2.5" fill="$a"/>`,
  ),
  gem: S(
    'gem',
    `<path d="M-26-8-14-22h28L26-8 0 24Z" fill="$f"/><path d="M-26-8h52L0 24Z" fill="$a" opacity=".5"/><path d="M-14-22-6-8 0-22 6-8 14-22" fill="none" stroke="$a" stroke-width="2"/>`,
  ),
  watch: S(
    'watch',
    `<rect x="-10" y="-30" width="20" height="60" rx="4" fill="$a"/><circle r="18" fill="$f"/><path d="M0-10V0l7 5" stroke="$a" stroke-width="3" fill="none"/>`,
  ),
  perfume: S(
    'perfume',
    `<rect x="-18" y="-6" width="36" height="32" rx="8" fill="$f"/><rect x="-6" y="-16" width="12" height="10" fill="$f"/><rect x="-9" y="-26" width="18" height="10" rx="3" fill="$a"/><circle cx="-6" cy="8" r="5" fill="$a" opacity=".5"/>`,
  ),
  plant: S(
    'plant',
    `<path d="M-14 8h28l-4 18h-20Z" fill="$a"/><path d="M0 8C-2-10-18-16-26-12-22 0-10 6 0 8ZM0 8C2-14 16-24 26-20 22-6 12 4 0 8Z" fill="$f"/>`,
  ),
  shirt: S(
    'shirt',
    `<path d="M-12-24-32-14-24 2-16-2v28h32V-2l8 4 8-16-20-10q-12 10-24 0Z" fill="$f"/><circle cy="6" r="4" fill="$a"/>`,
  ),
  blocks: S(
    'blocks',
    `<rect x="-28" y="2" width="24" height="22" rx="2" fill="$f"/><rect x="4" y="2" width="24" height="22" rx="2" fill="$a"/><rect x="-12" y="-22" width="24" height="22" rx="2" fill="$f"/><circle cy="-11" r="4" fill="$a"/>`,
  ),
  gift: S(
    'gift',
    `<rect x="-22" y="-6" width="44" height="30" rx="3" fill="$f"/><rect x="-26" y="-14" width="52" height="10" rx="2" fill="$f"/><rect x="-3" y="-14" width="6" height="38" fill="$a"/><circle cx="-7" cy="-18" r="6" fill="none" stroke="$f" stroke-width="3"/><circle cx="7" cy="-18" r="6" fill="none" stroke="$f" stroke-width="3"/>`,
  ),
  house: S(
    'house',
    `<path d="M-26 24V0L0-22 26 0v24Z" fill="$f"/><rect x="-6" y="8" width="12" height="16" fill="$a"/><rect x="-20" y="4" width="9" height="9" fill="$a" opacity=".6"/><rect x="11" y="4" width="9" height="9" fill="$a" opacity=".6"/>`,
  ),
  tent: S(
    'tent',
    `<path d="M-32 24 0-24 32 24Z" fill="$f"/><path d="M0-8-10 24h20Z" fill="$a"/><path d="M0-24-4-30M0-24 4-30" stroke="$f" stroke-width="3"/>`,
  ),
  palm: S(
    'palm',
    `<path d="M-2 26C0 10 2-2 6-12h4C6-2 4 10 6 26Z" fill="$f"/><path d="M8-12C-4-24-20-20-26-12-14-16-4-14 8-12ZM8-12C18-26 30-22 34-14 24-18 16-16 8-12ZM8-12C4-26-6-30-14-30-4-26 2-20 8-12Z" fill="$f"/><ellipse cx="4" cy="26" rx="28" ry="4" fill="$a"/>`,
  ),
  plane: S(
    'plane',
    `<path d="M-32 2 24-4q10 0 10 4T24 4L-32-2Z" fill="$f"/><path d="M0-2-14-24h8L12-2ZM0 2-14 24h8L12 2ZM-26 0l-6-12h5l7 12Z" fill="$f"/><circle cx="22" r="2" fill="$a"/>`,
  ),
  skyline: S(
    'skyline',
    `<path d="M-34 26V4h10v-14h10V-24h10v16h8V0h10v-12h10v38Z" fill="$f"/><path d="M-10-18h2v4h-2ZM-30 8h4v4h-4ZM18-6h4v4h-4Z" fill="$a"/>`,
  ),
  waves: S(
    'waves',
    `<circle cx="12" cy="-10" r="14" fill="$a"/><path d="M-34 12q8-6 17 0t17 0 17 0 17 0M-34 24q8-6 17 0t17 0 17 0 17 0" fill="none" stroke="$f" stroke-width="4"/>`,
  ),
  crown: S(
    'crown',
    `<path d="M-26 16-30-14-12 0 0-22 12 0 30-14 26 16Z" fill="$f"/><rect x="-26" y="18" width="52" height="6" rx="2" fill="$a"/>`,
  ),
  star: S(
    'star',
    `<path d="M0-26 7-9 26-8 11 4 16 23 0 12-16 23-11 4-26-8-7-9Z" fill="$f"/><circle r="5" fill="$a"/>`,
  ),
} satisfies Record<string, ArtSubject>

type SubjectName = keyof typeof SUBJECTS

/** Headline words and the subjects they call for, most specific first. */
const BY_WORD: [RegExp, SubjectName][] = [
  [/massage|hot stone|aromatherapy|spa\b|spa day|sauna/i, 'stones'],
  [/afternoon tea|\btea\b|coffee/i, 'teacup'],
  [/cocktail|prosecco|champagne|\bgin\b|wine|bar\b|fizz/i, 'glass'],
  [/pizza|takeaway|burger|street food/i, 'pizza'],
  [/dinner|lunch|brunch|restaurant|meal|tasting|steak|menu|dining|food/i, 'plate'],
  [/facial|skin|peel|microneed|filler|wrinkle|booster|laser|hydra/i, 'drop'],
  [/hair|blow-dry|balayage|highlight|keratin|barber/i, 'comb'],
  [/nail|manicure|pedicure|biab|polish/i, 'polish'],
  [/teeth|dental|whitening|smile|hygien/i, 'tooth'],
  [/driving|supercar|\bcar\b|rally|valet/i, 'car'],
  [/climb|zip|kayak|paintball|adventure|hike|quad/i, 'mountain'],
  [/escape room|puzzle|mystery/i, 'key'],
  [/class|workshop|pottery|painting|cookery|craft/i, 'brush'],
  [/photo|camera|portrait/i, 'camera'],
  [/gym|bootcamp|fitness|personal training|boxing|\bpt\b/i, 'dumbbell'],
  [/yoga|pilates|mindful|meditat|sound bath|retreat|reiki|holistic/i, 'lotus'],
  [/eye|optic|glasses|lens/i, 'glasses'],
  [/health|screening|check|blood|physio/i, 'heart'],
  [/headphone|speaker|projector|earbud|audio|\btv\b/i, 'headphones'],
  [/phone|tablet|laptop|smartwatch|charger|gadget/i, 'phone'],
  [/necklace|pendant|ring\b|bracelet|earring|jewel|diamond/i, 'gem'],
  [/watch|chronograph/i, 'watch'],
  [/parfum|perfume|fragrance|cologne|toilette/i, 'perfume'],
  [/garden|plant|throw|duvet|pillow|lamp|home|kitchen/i, 'plant'],
  [/hoodie|jacket|dress|shirt|jeans|coat|fashion|trainers/i, 'shirt'],
  [/toy|kids|lego|blocks|game/i, 'blocks'],
  [/hamper|gift|voucher|personalised|print/i, 'gift'],
  [/glamping|camping|tent|yurt|pod\b/i, 'tent'],
  [/beach|all-inclusive|island|tropical/i, 'palm'],
  [/flight/i, 'plane'],
  [/city break|city\b/i, 'skyline'],
  [/coast|seaside|lake/i, 'waves'],
  [/lodge|cottage|hotel|stay|inn\b|manor|castle/i, 'house'],
]

/** A category's own subjects, for a headline no word of which is known. */
const BY_CATEGORY: Record<string, SubjectName[]> = {
  beauty: ['drop', 'polish', 'comb', 'stones'],
  'food-drink': ['plate', 'glass', 'teacup', 'pizza'],
  activities: ['mountain', 'camera', 'car', 'key'],
  'health-fitness': ['dumbbell', 'heart', 'tooth', 'glasses'],
  shop: ['headphones', 'phone', 'gem', 'shirt', 'plant'],
  travel: ['plane', 'palm', 'skyline', 'house'],
  escapes: ['house', 'tent', 'waves', 'mountain'],
  gifts: ['gift', 'star', 'blocks', 'perfume'],
  wellness: ['lotus', 'stones', 'drop', 'plant'],
  vip: ['crown', 'glass', 'gem', 'star'],
}
const EVERY = Object.keys(SUBJECTS) as SubjectName[]

/** The subjects a deal may show: `named`, those its headline names (best first), and `all`,
 * those followed by its category's own.
 * @example artSubjects('Hot Stone Massage & Mini Facial', 'beauty').named[0].name === 'stones' */
export function artSubjects(
  headline: string,
  categoryShortName: string,
): { named: ArtSubject[]; all: ArtSubject[] } {
  const named = [
    ...new Set(BY_WORD.filter(([word]) => word.test(headline)).map(([, name]) => name)),
  ]
  const own = BY_CATEGORY[categoryShortName] ?? EVERY
  return {
    named: named.map((name) => SUBJECTS[name]),
    all: [...new Set([...named, ...own])].map((name) => SUBJECTS[name]),
  }
}
