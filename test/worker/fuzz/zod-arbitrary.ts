import fc from 'fast-check'
import type { z } from 'zod'

// fast-check arbitraries from zod v4 schemas, read from `schema._zod.def`, so
// the fuzzer's requests come from the very schemas the routes validate with. Valid values are
// best effort where a schema refines with code (`refine`, `superRefine`): the runner only needs
// most of them to pass. Invalid values are always checked against the schema before use.

interface Def {
  type: string
  [key: string]: unknown
}
interface Node {
  _zod: { def: Def; optin?: string }
  safeParse?: (value: unknown) => { success: boolean }
}
interface CheckDef {
  check: string
  [key: string]: unknown
}

const defOf = (schema: unknown): Def => (schema as Node)._zod.def
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as Node[] | undefined) ?? []).map((c) => c._zod.def as unknown as CheckDef)
const accepts = (schema: z.ZodType, value: unknown) => {
  try {
    return schema.safeParse(value).success
  } catch {
    // A transform that throws on odd input is a refusal too, as far as the fuzzer cares.
    return false
  }
}

/** Up to `tries` draws, the first that passes (else the last). fast-check's own `filter` retries
 * forever, which hangs on a refinement that few generated values meet; this one stops. */
class FirstPassing<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly arb: fc.Arbitrary<T>,
    private readonly pass: (v: T) => boolean,
    private readonly tries: number,
  ) {
    super()
  }
  generate(mrng: fc.Random, bias: number | undefined): fc.Value<T> {
    let value = this.arb.generate(mrng, bias)
    for (let i = 1; i < this.tries && !this.pass(value.value); i++)
      value = this.arb.generate(mrng, bias)
    return new fc.Value(value.value, undefined)
  }
  canShrinkWithoutContext(_value: unknown): _value is T {
    return false
  }
  shrink(): fc.Stream<fc.Value<T>> {
    // Replays go by seed; a failing request is reported whole, not shrunk.
    return fc.Stream.nil()
  }
}

const firstPassing = <T>(arb: fc.Arbitrary<T>, pass: (v: T) => boolean, tries = 8) =>
  new FirstPassing(arb, pass, tries)

/** Deeper than this, optional parts are left out and arrays kept short, so lazy schemas end. */
const MAX_DEPTH = 5

interface Bounds {
  min?: number
  max?: number
  minExclusive: boolean
  maxExclusive: boolean
  int: boolean
  multipleOf?: number
}

function numberBounds(def: Def): Bounds {
  const b: Bounds = { minExclusive: false, maxExclusive: false, int: false }
  const checks = checksOf(def)
  // z.int() and friends carry their format on the schema itself.
  if (typeof def.format === 'string') checks.push({ check: 'number_format', format: def.format })
  for (const c of checks) {
    const value = c.value as number
    if (c.check === 'greater_than' && (b.min === undefined || value >= b.min)) {
      b.min = value
      b.minExclusive = !c.inclusive
    } else if (c.check === 'less_than' && (b.max === undefined || value <= b.max)) {
      b.max = value
      b.maxExclusive = !c.inclusive
    } else if (c.check === 'number_format') {
      b.int = String(c.format).includes('int')
      const range: Record<string, [number, number]> = {
        int32: [-2147483648, 2147483647],
        uint32: [0, 4294967295],
        safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
      }
      const r = range[String(c.format)]
      if (r) {
        b.min = Math.max(b.min ?? r[0], r[0])
        b.max = Math.min(b.max ?? r[1], r[1])
      }
    } else if (c.check === 'multiple_of') {
      b.multipleOf = value
      if (Number.isInteger(value)) b.int = true
    }
  }
  return b
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const b = numberBounds(def)
  if (b.int || b.multipleOf !== undefined) {
    const step = b.multipleOf ?? 1
    let min = b.min === undefined ? -1_000_000 : Math.ceil(b.min / step) * step
    let max = b.max === undefined ? 1_000_000 : Math.floor(b.max / step) * step
    if (b.minExclusive && b.min !== undefined && min <= b.min) min += step
    if (b.maxExclusive && b.max !== undefined && max >= b.max) max -= step
    if (b.min === undefined) min = Math.max(min, max - 2_000_000)
    if (b.max === undefined) max = Math.min(max, min + 2_000_000)
    const lo = Math.ceil(min / step)
    const hi = Math.floor(max / step)
    const edges = [lo, hi, Math.max(lo, Math.min(hi, 0)), Math.max(lo, Math.min(hi, 1))]
    // Mostly small: ids, quantities and pages are small, and a huge one only finds a 404.
    const small = fc.integer({
      min: Math.max(lo, Math.min(hi, 0)),
      max: Math.min(hi, Math.max(lo, 100)),
    })
    return fc
      .oneof(
        { arbitrary: small, weight: 3 },
        { arbitrary: fc.integer({ min: lo, max: hi }), weight: 1 },
        { arbitrary: fc.constantFrom(...edges), weight: 1 },
      )
      .map((n) => n * step)
  }
  return fc.double({
    min: b.min ?? -1e9,
    max: b.max ?? 1e9,
    minExcluded: b.minExclusive,
    maxExcluded: b.maxExclusive,
    noNaN: true,
    noDefaultInfinity: true,
  })
}

interface StringSpec {
  min: number
  max?: number
  format?: string
  patterns: RegExp[]
  affixes: { starts?: string; ends?: string; includes?: string }
  upper?: boolean
  lower?: boolean
}

function stringSpec(def: Def): StringSpec {
  const spec: StringSpec = { min: 0, patterns: [], affixes: {} }
  const checks = checksOf(def)
  if (def.check === 'string_format') checks.unshift(def as unknown as CheckDef)
  for (const c of checks) {
    if (c.check === 'min_length') spec.min = Math.max(spec.min, c.minimum as number)
    else if (c.check === 'max_length')
      spec.max = Math.min(spec.max ?? Infinity, c.maximum as number)
    else if (c.check === 'length_equals') {
      spec.min = c.length as number
      spec.max = c.length as number
    } else if (c.check === 'string_format') {
      const format = c.format as string
      if (format === 'regex') spec.patterns.push(c.pattern as RegExp)
      else if (format === 'starts_with') spec.affixes.starts = c.prefix as string
      else if (format === 'ends_with') spec.affixes.ends = c.suffix as string
      else if (format === 'includes') spec.affixes.includes = c.includes as string
      else if (format === 'lowercase') spec.lower = true
      else if (format === 'uppercase') spec.upper = true
      else {
        spec.format = format
        if (c.pattern instanceof RegExp) spec.patterns.push(c.pattern)
      }
    }
  }
  return spec
}

const ALNUM = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789')
const lowerAlnum = (min: number, max: number) =>
  fc.string({ unit: ALNUM, minLength: min, maxLength: Math.max(min, max) })

/** Everyday (and a few adversarial) values tried against every constrained string and every transform: a schema that
 * checks with code (a postcode, a date that exists, `1-30`) takes some of them where random
 * text almost never passes. */
const REALISTIC: unknown[] = [
  '1',
  '2',
  '10',
  '42',
  '100',
  '1-10',
  '1-30',
  '1,2,3',
  '12,34',
  '0',
  'abc',
  'london',
  'spa-days',
  'true',
  'false',
  'gb',
  'ie',
  'GBP',
  'EUR',
  '2026-11-21',
  '2026-11-25',
  '2026-12-24',
  '2026-11-21T10:00:00.000Z',
  '10:00',
  'SW1A 1AA',
  'D02 X285',
  'EC1A 1BB',
  '+44 20 7946 0000',
  '07700 900123',
  'basket-3f1c9a52-8d4e-4b7a-9c21-5e6f7a8b9c0d',
  '3f1c9a52-8d4e-4b7a-9c21-5e6f7a8b9c0d',
  'fuzz@example.com',
  'https://example.com/x',
  'ABCDEF1234567890',
  '4242 4242 4242 4242',
  '4111111111111111',
  '5555555555554444',
  '123',
  'fuzz-idempotency-key-0001',
  'Ann',
  'Hello there, a fine deal.',
  // Object.prototype's keys: a lookup in a plain object finds them (two bugs so far).
  'constructor',
  '__proto__',
  'tostring',
  ['1'],
  ['1', '2'],
  [1],
  [1, 2],
]

const realisticFor = (schema: unknown) => REALISTIC.filter((v) => accepts(schema as z.ZodType, v))

/** Half generated, half the everyday values the schema takes (when it takes any). */
const withRealistic = (schema: unknown, arb: fc.Arbitrary<unknown>) => {
  const realistic = realisticFor(schema)
  return realistic.length === 0 ? arb : fc.oneof(arb, fc.constantFrom(...realistic))
}

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()))

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () =>
    fc
      .tuple(lowerAlnum(1, 12), lowerAlnum(1, 10))
      .map(([user, host]) => `fuzz.${user}@${host}.example.com`),
  url: () => lowerAlnum(1, 12).map((p) => `https://example.com/${p}`),
  uuid: () => fc.uuid({ version: 4 }),
  guid: () => fc.uuid({ version: 4 }),
  datetime: () => isoDate.map((d) => d.toISOString()),
  date: () => isoDate.map((d) => d.toISOString().slice(0, 10)),
  time: () => isoDate.map((d) => d.toISOString().slice(11, 19)),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
}

/** `^[class]{m,n}$` and the like: one character class repeated. Its length bounds merge with
 * `.min()`/`.max()`, which a plain `stringMatching` would ignore (an idempotency key of 16–100). */
const SIMPLE_PATTERN = /^\^(\[(?:\\.|[^\]\\])+\]|\\[dwDW]|\.)(\+|\*|\{(\d+)(,(\d*))?\})\$$/

function patternArbitrary(pattern: RegExp, spec: StringSpec): fc.Arbitrary<string> {
  const m = SIMPLE_PATTERN.exec(pattern.source)
  if (!m) return fc.stringMatching(pattern)
  const [, cls, quant, qMin, comma, qMax] = m
  const patternMin = quant === '+' ? 1 : quant === '*' ? 0 : Number(qMin)
  const patternMax =
    qMin === undefined || comma === undefined
      ? qMin
        ? Number(qMin)
        : Infinity
      : qMax
        ? Number(qMax)
        : Infinity
  const lo = Math.max(spec.min, patternMin)
  const hi = Math.min(spec.max ?? Infinity, patternMax, lo + 40)
  return fc.stringMatching(new RegExp(`^${cls}{${lo},${Math.max(lo, hi)}}$`, pattern.flags))
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const spec = stringSpec(def)
  const { starts = '', ends = '', includes = '' } = spec.affixes
  const fixed = starts.length + ends.length + includes.length
  const max = spec.max ?? Math.max(spec.min, 24)
  let arb: fc.Arbitrary<string>
  const build = spec.format ? FORMATS[spec.format] : undefined
  if (build) arb = build()
  else if (spec.patterns.length > 0) arb = patternArbitrary(spec.patterns[0]!, spec)
  else {
    const inner = fc.string({
      unit: 'grapheme-ascii',
      minLength: Math.max(0, spec.min - fixed),
      maxLength: Math.max(0, Math.min(max, spec.min + 200) - fixed),
    })
    // Mostly letters and digits: routes often trim or refuse blank text.
    const plain = lowerAlnum(Math.max(0, spec.min - fixed), Math.max(0, Math.min(max - fixed, 40)))
    arb = fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: inner, weight: 1 })
    arb = arb.map((s) => `${starts}${includes}${s}${ends}`)
  }
  if (spec.lower) arb = arb.map((s) => s.toLowerCase())
  if (spec.upper) arb = arb.map((s) => s.toUpperCase())
  const patterns = spec.patterns.map((p) => new RegExp(p.source, p.flags.replace('g', '')))
  return firstPassing(
    arb,
    (s) =>
      s.length >= spec.min &&
      s.length <= (spec.max ?? Infinity) &&
      patterns.every((p) => p.test(s)),
  )
}

/** Valid values for `schema`, read from its zod v4 definition. */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return valid(schema, 0)
}

/** Past this a recursive schema's required parts give up (arbitraries are built eagerly). */
const GIVE_UP_DEPTH = 3 * MAX_DEPTH

function valid(schema: unknown, depth: number): fc.Arbitrary<unknown> {
  if (depth > GIVE_UP_DEPTH) return fc.constant(null)
  let arb = validUnchecked(schema, depth)
  const def = defOf(schema)
  const checks = checksOf(def)
  // Code refinements and transforms cannot be read, only tried: mix in everyday values and keep
  // the draws that pass.
  const coded = def.type === 'pipe' || checks.some((c) => c.check === 'custom')
  const shaped =
    def.type === 'string' &&
    (def.check === 'string_format' || checks.some((c) => c.check === 'string_format'))
  if (coded || shaped) arb = withRealistic(schema, arb)
  return coded ? firstPassing(arb, (v) => accepts(schema as z.ZodType, v)) : arb
}

function validUnchecked(schema: unknown, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  const deep = depth >= MAX_DEPTH
  const next = (s: unknown) => valid(s, depth + 1)
  switch (def.type) {
    case 'string':
      return stringArbitrary(def)
    case 'number':
      return numberArbitrary(def)
    case 'bigint': {
      const b = numberBounds(def)
      const min = b.min === undefined ? -(10n ** 12n) : BigInt(b.min) + (b.minExclusive ? 1n : 0n)
      const max = b.max === undefined ? 10n ** 12n : BigInt(b.max) - (b.maxExclusive ? 1n : 0n)
      return fc.bigInt({ min, max })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'undefined':
    case 'void':
      return fc.constant(undefined)
    case 'nan':
      return fc.constant(Number.NaN)
    case 'date':
      return isoDate
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>))
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 })
    case 'never':
      return fc.constant(undefined)
    case 'optional':
      return deep
        ? fc.constant(undefined)
        : fc.option(next(def.innerType), { nil: undefined, freq: 4 })
    case 'nullable':
      return deep ? fc.constant(null) : fc.option(next(def.innerType), { nil: null, freq: 4 })
    case 'default':
    case 'prefault':
      return fc.option(next(def.innerType), { nil: undefined, freq: 3 })
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return next(def.innerType)
    case 'lazy':
      return next((def.getter as () => unknown)())
    case 'pipe': {
      // Generate what goes in; preprocess (a transform on the way in) is generated from its out.
      const input = defOf(def.in).type === 'transform' ? def.out : def.in
      return next(input)
    }
    case 'transform':
      return fc.jsonValue({ maxDepth: 1 })
    case 'object':
      return objectArbitrary(def, depth)
    case 'array': {
      const spec = stringSpec({ type: 'string', checks: def.checks })
      if (deep && spec.min === 0) return fc.constant([])
      const max = deep ? spec.min : Math.min(spec.max ?? spec.min + 3, spec.min + 3)
      return fc.array(next(def.element), { minLength: spec.min, maxLength: max })
    }
    case 'set': {
      return fc.array(next(def.valueType), { maxLength: 3 }).map((a) => new Set(a))
    }
    case 'map':
      return fc
        .array(fc.tuple(next(def.keyType), next(def.valueType)), { maxLength: 3 })
        .map((a) => new Map(a))
    case 'tuple': {
      const items = (def.items as unknown[]).map(next)
      const rest = def.rest ? fc.array(next(def.rest), { maxLength: 2 }) : fc.constant([])
      return fc.tuple(fc.tuple(...items), rest).map(([head, tail]) => [...head, ...tail])
    }
    case 'record':
      return recordArbitrary(def, depth)
    case 'union': {
      const options = (def.options as unknown[]).map(next)
      return fc.oneof(...options)
    }
    case 'intersection':
      return fc
        .tuple(next(def.left), next(def.right))
        .map(([l, r]) => (isPlain(l) && isPlain(r) ? { ...l, ...r } : l))
    case 'template_literal':
      return fc
        .tuple(
          ...(def.parts as unknown[]).map((p) =>
            typeof p === 'object' && p !== null ? next(p) : fc.constant(p),
          ),
        )
        .map((parts) => parts.map(String).join(''))
    default:
      // file, promise, function, custom, symbol: rarely in an HTTP schema; anything JSON.
      return fc.jsonValue({ maxDepth: 1 })
  }
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const isOptional = (schema: unknown) => (schema as Node)._zod.optin === 'optional'

function objectArbitrary(def: Def, depth: number): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, unknown>
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  const requiredKeys: string[] = []
  for (const [key, value] of Object.entries(shape)) {
    model[key] = valid(value, depth + 1)
    if (!isOptional(value)) requiredKeys.push(key)
  }
  // Optional keys come as absent or as a value: fc.record leaves out what is not required.
  return fc.record(model, { requiredKeys }).map((o) => {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v
    return out
  })
}

function recordArbitrary(def: Def, depth: number): fc.Arbitrary<unknown> {
  const keyDef = defOf(def.keyType)
  const value = valid(def.valueType, depth + 1)
  // A record keyed by an enum or literal must have every key (zod v4 checks exhaustively).
  const keys =
    keyDef.type === 'enum'
      ? Object.values(keyDef.entries as Record<string, string>)
      : keyDef.type === 'literal'
        ? (keyDef.values as string[])
        : null
  if (keys)
    return fc
      .tuple(...keys.map(() => value))
      .map((vs) => Object.fromEntries(keys.map((k, i) => [k, vs[i]])))
  return fc.dictionary(valid(def.keyType, depth + 1) as fc.Arbitrary<string>, value, {
    maxKeys: depth >= MAX_DEPTH ? 0 : 3,
  })
}

// ---- invalid values ----

const JUNK: unknown[] = [null, 42, -1, 0, 1.5, 'x', '', true, false, [], {}, [null], { a: 1 }]

/** A nest of arrays deep enough to trouble a recursive parser. */
const deepNest = (n: number): unknown => (n === 0 ? 'deep' : [deepNest(n - 1)])

const junk = fc.oneof(
  { arbitrary: fc.constantFrom(...JUNK), weight: 4 },
  { arbitrary: fc.constant(deepNest(64)), weight: 1 },
  { arbitrary: fc.constant({ a: { b: { c: { d: { e: [1, { f: null }] } } } } }), weight: 1 },
  { arbitrary: fc.constant('x'.repeat(20_000)), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
)

/** Values `schema` should refuse: wrong types, missing or extra keys, numbers out of range,
 * strings too long or short or off pattern, nulls, arrays for objects, deep nests, huge text.
 * Every value is checked against the schema, so none of them parses. */
export function invalidArbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  // A schema that takes anything has no invalid values: junk is the best there is.
  const refused = JUNK.find((v) => !accepts(schema, v))
  if (refused === undefined) return junk
  const candidates = fc.oneof(
    { arbitrary: mutations(schema, 0), weight: 3 },
    { arbitrary: junk, weight: 1 },
  )
  return firstPassing(candidates, (v) => !accepts(schema, v)).map((v) =>
    accepts(schema, v) ? refused : v,
  )
}

function mutations(schema: unknown, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  const inner = (s: unknown) => mutations(s, depth + 1)
  if (depth > MAX_DEPTH) return junk
  switch (def.type) {
    case 'string': {
      const spec = stringSpec(def)
      const options: fc.Arbitrary<unknown>[] = [
        fc.constantFrom(null, 7, true, ['a'], { s: 'a' }),
        fc.constant('x'.repeat(Math.max(spec.max ?? 0, 2000) + 1)),
        fc.constant('<script>alert(1)</script>\u0000\uffff\ud83d'),
      ]
      if (spec.min > 0) options.push(fc.constant('x'.repeat(spec.min - 1)), fc.constant(''))
      if (spec.max !== undefined) options.push(fc.constant('a'.repeat(spec.max + 1)))
      if (spec.patterns.length || spec.format)
        options.push(fc.constantFrom('not valid!', '-1', ' ', '../../etc', '%00'))
      return fc.oneof(...options)
    }
    case 'number':
    case 'bigint': {
      const b = numberBounds(def)
      const options: fc.Arbitrary<unknown>[] = [
        fc.constantFrom('12', '', 'NaN', null, true, [1], 1e308, -1e308, 2 ** 53 + 2),
      ]
      if (b.min !== undefined) options.push(fc.constantFrom(b.min - 1, b.min - 1000))
      if (b.max !== undefined) options.push(fc.constantFrom(b.max + 1, b.max * 10 + 1000))
      if (b.int) options.push(fc.constantFrom(0.5, 1.25, -2.5))
      return fc.oneof(...options)
    }
    case 'boolean':
      return fc.constantFrom('true', 1, 0, null, 'yes')
    case 'literal':
    case 'enum':
      return fc.constantFrom('NOT_ONE_OF_THEM', 999, null, '')
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType)
    case 'lazy':
      return inner((def.getter as () => unknown)())
    case 'pipe':
      return inner(defOf(def.in).type === 'transform' ? def.out : def.in)
    case 'object':
      return objectMutations(schema, def, depth)
    case 'array': {
      const spec = stringSpec({ type: 'string', checks: def.checks })
      const element = def.element
      const options: fc.Arbitrary<unknown>[] = [
        fc.constantFrom({}, 'a', 1, null),
        fc.array(inner(element), { minLength: 1, maxLength: 2 }),
      ]
      if (spec.max !== undefined)
        options.push(
          fc.array(valid(element, depth + 1), {
            minLength: spec.max + 1,
            maxLength: spec.max + 2,
          }),
        )
      if (spec.min > 0) options.push(fc.constant([]))
      return fc.oneof(...options)
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner), junk)
    case 'record':
      return fc.oneof(
        fc.constantFrom([], 'a', null),
        fc.dictionary(fc.constantFrom('k', '__proto__', 'constructor'), inner(def.valueType), {
          minKeys: 1,
          maxKeys: 2,
        }),
      )
    case 'tuple':
      return fc.constantFrom([], {}, null, [1, 2, 3, 4, 5, 6, 7, 8])
    default:
      return junk
  }
}

function objectMutations(schema: unknown, def: Def, depth: number): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, unknown>
  const keys = Object.keys(shape)
  const base = valid(schema, depth) as fc.Arbitrary<Record<string, unknown>>
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom([], 'object', null, [{}])]
  const required = keys.filter((k) => !isOptional(shape[k]))
  if (required.length > 0)
    options.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([o, k]) => {
        const copy = { ...o }
        delete copy[k]
        return copy
      }),
    )
  for (const k of keys.slice(0, 40))
    options.push(
      fc.tuple(base, mutations(shape[k], depth + 1)).map(([o, bad]) => ({ ...o, [k]: bad })),
    )
  if (def.catchall && defOf(def.catchall).type === 'never')
    options.push(base.map((o) => ({ ...o, fuzzExtraKey: 'surplus' })))
  return fc.oneof(...options)
}
