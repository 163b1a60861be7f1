/** Splits `total` minor units across lines in proportion to `weights` by the largest-remainder
 * method, so a basket-level amount (a promo discount, a card charge, an instalment plan) can be
 * written per order line (transactions §7 'productOrder ... orderLines') without a penny lost or
 * invented: the parts always sum to `total`, and each part is within one minor unit of its exact
 * share. Leftover units go to the largest remainders, ties to the earlier line, so the result
 * is deterministic. All-zero weights split evenly (a free basket still has lines to write).
 * Negative totals are allocated as the mirror of the positive split (refunds, credit notes).
 * Arithmetic is exact (BigInt), so large totals and weights never drift.
 * @example allocate(100, [1, 1, 1]) // [34, 33, 33] */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total))
    throw new RangeError('total must be a whole number of minor units')
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('weights must be whole numbers of zero or more')
  }
  if (weights.length === 0) {
    if (total === 0) return []
    throw new RangeError('cannot allocate a non-zero total across no lines')
  }
  if (total < 0) return allocate(-total, weights).map((part) => (part === 0 ? 0 : -part))
  const shares = weights.every((weight) => weight === 0) ? weights.map(() => 1) : weights
  const sum = shares.reduce((acc, weight) => acc + BigInt(weight), 0n)
  const whole = BigInt(total)
  const parts = shares.map((weight) => {
    const exact = whole * BigInt(weight)
    return { floor: exact / sum, remainder: exact % sum }
  })
  let left = Number(whole - parts.reduce((acc, part) => acc + part.floor, 0n))
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    )
  const result = parts.map((part) => Number(part.floor))
  for (const { index } of order) {
    if (left === 0) break
    result[index] = (result[index] ?? 0) + 1
    left -= 1
  }
  return result
}

/** Splits `total` into `count` near-equal parts, the larger ones first (instalment plans: the
 * first payment carries the odd penny, as Klarna and Clearpay schedules do).
 * @example splitEvenly(1000, 3) // [334, 333, 333] */
export function splitEvenly(total: number, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be 1 or more')
  return allocate(
    total,
    Array.from({ length: count }, () => 1),
  )
}
