/** Freezes `value` and everything it holds: an isolate's cached copy is served to many requests,
 * and freezing turns a request that would change it for the next one into a TypeError here. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
