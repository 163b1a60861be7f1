import type { ProductDisplayType } from '../../src/shared/schemas/deal'
import type { OptionKind } from './deal-copy'
import type { Prng } from './prng'

/** One option a deal sells, before pricing. */
export interface ProductSpec {
  title: string
  /** Price relative to the deal's base price. */
  multiplier: number
  numberOfNights: number | null
  rowId: number | null
  columnId: number | null
}

type Option = [title: string, multiplier: number]

const OPTIONS: Record<Exclude<OptionKind, 'colour-size' | 'nights'>, Option[]> = {
  people: [
    ['For 2 People', 1],
    ['For 1 Person', 0.6],
    ['For 4 People', 1.9],
    ['For 6 People', 2.7],
  ],
  sessions: [
    ['1 Session', 1],
    ['3 Sessions', 2.6],
    ['6 Sessions', 4.8],
    ['10 Sessions', 7.5],
  ],
  areas: [
    ['Small Area', 1],
    ['Medium Area', 1.5],
    ['Large Area', 2.1],
    ['Full Body', 3.2],
  ],
  pack: [
    ['Single', 1],
    ['Twin Pack', 1.8],
    ['Family Pack', 3.3],
    ['Gift Pack', 1.15],
  ],
}

const COLOURS = ['Black', 'White', 'Navy', 'Grey', 'Rose Gold', 'Silver', 'Forest Green']
const SIZES = ['S', 'M', 'L', 'XL']
const ROOMS: Option[] = [
  ['Classic Room', 1],
  ['Superior Room', 1.2],
  ['Suite', 1.55],
]
const NIGHTS = [1, 2, 3, 4, 5, 7, 10, 14]

/** Product options for a deal. `default` lists one or two, `dropdown` three or more (a
 * colour-by-size grid uses row and column ids), `calendar` stays of set lengths per room. */
export function productSpecs(
  rng: Prng,
  kind: OptionKind,
  displayType: ProductDisplayType,
  leadNights: number,
): ProductSpec[] {
  const count = displayType === 'default' ? rng.weighted([1, 2], [7, 3]) : rng.int(3, 4)
  if (kind === 'colour-size') {
    const colours = rng.sample(COLOURS, displayType === 'default' ? count : rng.int(2, 3))
    const sizes = displayType === 'dropdown' && rng.chance(0.6) ? SIZES.slice(0, rng.int(3, 4)) : []
    if (sizes.length === 0) {
      return colours.map((colour, i) => ({
        title: colour,
        multiplier: 1,
        numberOfNights: null,
        rowId: displayType === 'dropdown' ? i + 1 : null,
        columnId: null,
      }))
    }
    return colours.flatMap((colour, row) =>
      sizes.map((size, column) => ({
        title: `${colour} – ${size}`,
        multiplier: 1,
        numberOfNights: null,
        rowId: row + 1,
        columnId: column + 1,
      })),
    )
  }
  if (kind === 'nights') {
    const nights = [leadNights, ...NIGHTS.filter((n) => n > leadNights)].slice(0, 3)
    const rooms = displayType === 'calendar' ? ROOMS.slice(0, rng.int(1, 2)) : ROOMS.slice(0, 1)
    const specs = rooms.flatMap(([room, roomFactor]) =>
      nights.map((n) => ({
        title: `${n} ${n === 1 ? 'Night' : 'Nights'} for 2 – ${room}`,
        multiplier: roomFactor * (1 + (n - leadNights) * 0.8),
        numberOfNights: n,
        rowId: null,
        columnId: null,
      })),
    )
    // Calendar deals keep to two or three products: each has a year of calendar days.
    return specs.slice(0, displayType === 'calendar' ? rng.int(2, 3) : count)
  }
  return OPTIONS[kind].slice(0, count).map(([title, multiplier]) => ({
    title,
    multiplier,
    numberOfNights: null,
    rowId: null,
    columnId: null,
  }))
}
