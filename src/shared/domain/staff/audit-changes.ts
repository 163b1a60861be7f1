/** The fields an audit entry changed, for a one-line summary: the keys whose values differ
 * between `before` and `after` (objects compared by their JSON), in `after`'s order then
 * `before`'s. A creation lists what it set; anything that is not an object lists nothing.
 * @example changedFields({ title: 'A', price: 1 }, { title: 'B', price: 1 }) // ['title'] */
export function changedFields(before: unknown, after: unknown): string[] {
  const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  const was = record(before)
  const now = record(after)
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])]
  return keys.filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
}
