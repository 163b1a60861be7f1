/** Whether a deal opening at `opensAt` has not opened yet at `instant` (both ISO instants as D1
 * stores them): before then only staff may see it (issue 18). Compared as text, as every
 * `opens_at` query does, so the isolate's kept copies and D1 never disagree on the instant.
 * @example opensAfter('2026-11-22T00:00:00.000Z', '2026-11-21T10:00:00.000Z') // true */
export const opensAfter = (opensAt: string, instant: string): boolean => opensAt > instant
