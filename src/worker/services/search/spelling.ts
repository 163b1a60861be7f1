/** Words shorter than this are too ambiguous to correct ("spz" could be spa or spy). */
export const MIN_CORRECTABLE_LENGTH = 4

/** Edits allowed for a word: one for short words, two from eight letters. */
const maxEdits = (word: string): number => (word.length >= 8 ? 2 : 1)

/** Optimal-string-alignment distance (insertions, deletions, substitutions and adjacent
 * transpositions), or `limit + 1` as soon as it must exceed `limit`.
 * @example editDistance('masage', 'massage', 2) === 1 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous2: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1)
      }
      row.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    previous2 = previous
    previous = row
  }
  return previous[b.length] ?? limit + 1
}

/** The three-letter pieces of a word, for the trigram index.
 * @example trigrams('spas') → ['spa', 'pas'] */
export function trigrams(word: string): string[] {
  const pieces = new Set<string>()
  for (let i = 0; i + 3 <= word.length; i++) pieces.add(word.slice(i, i + 3))
  return [...pieces]
}

/** Matches texts sharing any trigram with `word`; bm25 ranks those sharing most first. Pieces
 * are letters and digits only, quoted, so the expression is never FTS5 syntax. */
export const trigramExpression = (word: string): string =>
  trigrams(word)
    .map((piece) => `"${piece}"`)
    .join(' OR ')

/** The vocabulary word closest to `word` within its edit budget: fewest edits, then the most
 * frequent, then alphabetical; null when none is close enough.
 * @example closestWord('masage', new Map([['massage', 3], ['message', 1]])) === 'massage' */
export function closestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | null {
  if (word.length < MIN_CORRECTABLE_LENGTH) return null
  const limit = maxEdits(word)
  let best: { word: string; distance: number; frequency: number } | null = null
  for (const [candidate, frequency] of vocabulary) {
    if (candidate === word || candidate.length < MIN_CORRECTABLE_LENGTH - 1) continue
    const distance = editDistance(word, candidate, limit)
    if (distance > limit) continue
    const better =
      best === null ||
      distance < best.distance ||
      (distance === best.distance && frequency > best.frequency) ||
      (distance === best.distance && frequency === best.frequency && candidate < best.word)
    if (better) best = { word: candidate, distance, frequency }
  }
  return best?.word ?? null
}
