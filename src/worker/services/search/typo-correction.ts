import type { SearchRepository } from '../../storage/search-repository'
import { ftsExpression, textWords } from '../../../shared/domain/search/search-terms'
import { MIN_CORRECTABLE_LENGTH, closestWord, trigramExpression } from './spelling'

// Indexed texts sharing the most trigrams with a misspelt word: enough to hold its correct
// spelling, few enough to read in one small query.
const NEIGHBOURS = 80

/** Corrections for the terms the index does not know ('masage' → 'massage'): candidates are the
 * words of the indexed texts sharing most trigrams with the term (the trigram table of
 * migrations/0004), and the closest by edit distance wins. Known terms are never corrected, so
 * a query that finds nothing only because of its filters is left as typed. */
export async function correctTerms(
  repository: SearchRepository,
  terms: readonly string[],
): Promise<Map<string, string>> {
  const candidates = terms.filter(
    (term) => term.length >= MIN_CORRECTABLE_LENGTH && !/^\d+$/.test(term),
  )
  const known = await repository.matchesAny(
    candidates.map((term) => ftsExpression([term], 'none') ?? '""'),
  )
  const unknown = candidates.filter((_, i) => known[i] === false)
  const corrections = new Map<string, string>()
  await Promise.all(
    unknown.map(async (term) => {
      const texts = await repository.trigramNeighbours(trigramExpression(term), NEIGHBOURS)
      const vocabulary = new Map<string, number>()
      for (const text of texts) {
        for (const word of textWords(text)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
      }
      const best = closestWord(term, vocabulary)
      if (best) corrections.set(term, best)
    }),
  )
  return corrections
}

/** The visitor's query with corrected words swapped in, in the index's lower case.
 * @example correctedText('Masage for two', new Map([['masage', 'massage']])) === 'massage for two' */
export function correctedText(query: string, corrections: ReadonlyMap<string, string>): string {
  return query
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(word) ?? word)
    .replace(/\s+/g, ' ')
    .trim()
}
