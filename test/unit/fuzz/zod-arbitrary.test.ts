/// <reference types="vite/client" />
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { arbitraryOf, invalidArbitraryOf } from '../../worker/fuzz/zod-arbitrary'

// The fuzzer's generators against every schema the API is built from: valid
// draws parse, invalid draws never do.

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../src/shared/schemas/*.ts', '!../../../src/shared/schemas/*.test.ts'],
  { eager: true },
)

const schemas = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.split('/').pop()} ${name}`, schema })),
)

/** The fuzzer generates request values; a response schema is only ever checked against. Some
 * tie numbers together (an order's quantity is the sum of its lines), which random values meet
 * only by chance, so only request-side schemas are held to the pass rate. */
const isResponse = (name: string) => /(Response|ProductOrder|PlacedOrder|OrderDetails)\b/.test(name)

/** A schema that takes null, numbers, text, lists and objects alike has no invalid values. */
const refusesSomething = (schema: z.ZodType) =>
  [null, 42, 'x', [], {}].some((v) => !schema.safeParse(v).success)

const RUNS = 25
const passRate = (schema: z.ZodType, values: unknown[]) =>
  values.filter((v) => schema.safeParse(v).success).length / values.length

describe('arbitraryOf', () => {
  it('reads every kind of zod schema the API uses', () => {
    const kinds = z.strictObject({
      id: z.int().positive(),
      email: z.email(),
      url: z.url(),
      uuid: z.uuid(),
      day: z.iso.date(),
      at: z.iso.datetime(),
      code: z.string().regex(/^[A-Z]{3}$/),
      key: z
        .string()
        .min(16)
        .max(100)
        .regex(/^[\w-]+$/),
      price: z.number().min(0).max(1000),
      big: z.bigint().min(1n).max(9n),
      flag: z.boolean(),
      kind: z.literal('deal'),
      sort: z.enum(['asc', 'desc']),
      either: z.union([z.string().length(2), z.number().int()]),
      shape: z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), a: z.string() }),
        z.object({ type: z.literal('b'), b: z.number() }),
      ]),
      list: z.array(z.string()).min(1).max(3),
      pair: z.tuple([z.string(), z.number()]),
      map: z.record(z.string(), z.number()),
      maybe: z.string().optional(),
      none: z.string().nullable(),
      withDefault: z.coerce.number().int().default(3),
      caught: z.number().catch(0),
      piped: z
        .string()
        .transform((s) => s.length)
        .pipe(z.number().max(50)),
      pre: z.preprocess((v) => String(v), z.string()),
      lazy: z.lazy(() => z.string()),
      refined: z.string().refine((s) => s.length % 2 === 0),
      anything: z.unknown(),
    })
    const values = fc.sample(arbitraryOf(kinds), { seed: 7, numRuns: 100 })
    expect(passRate(kinds, values)).toBeGreaterThan(0.9)
  })

  it.each(schemas.filter((s) => !isResponse(s.name)))('draws values $name takes', ({ schema }) => {
    const values = fc.sample(arbitraryOf(schema), { seed: 1, numRuns: RUNS })
    expect(passRate(schema, values)).toBeGreaterThanOrEqual(0.5)
  })
})

describe('invalidArbitraryOf', () => {
  it.each(schemas.filter((s) => refusesSomething(s.schema)))(
    'draws values $name refuses',
    ({ schema }) => {
      const values = fc.sample(invalidArbitraryOf(schema), { seed: 2, numRuns: RUNS })
      expect(passRate(schema, values)).toBe(0)
    },
  )

  it('finds missing keys, wrong types, extra keys, out-of-range numbers and long strings', () => {
    const schema = z.strictObject({ n: z.int().min(1).max(9), s: z.string().max(5) })
    const values = fc.sample(invalidArbitraryOf(schema), { seed: 3, numRuns: 300 })
    const codes = new Set(
      values.flatMap((v) => {
        const r = schema.safeParse(v)
        return r.success ? [] : r.error.issues.map((i) => i.code)
      }),
    )
    for (const code of ['invalid_type', 'too_big', 'too_small', 'unrecognized_keys'])
      expect(codes).toContain(code)
  })
})
