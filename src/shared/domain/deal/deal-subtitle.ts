// The catalogue's titles restate the headline and add who sells it and where ('Rugged Outdoor
// Smartphone from Trend Hive Store Nottingham'); shown under the headline, only the added part
// tells the shopper anything.
const JOINER = /^[\s,:;-]*((from|at|by|with)\s+)?/i

/** The line shown under a deal's headline: its title without the headline it repeats (the
 * merchant and place), the whole title when it does not start with the headline, or null when
 * nothing is left. Small on purpose: it is in the JS of every listing (cards loaded later).
 * @example dealSubtitle('Spa Day at Calm Spa, Leeds', 'Spa Day') === 'Calm Spa, Leeds' */
export function dealSubtitle(title: string, headline: string): string | null {
  const head = headline.trim()
  const rest = title.toLowerCase().startsWith(head.toLowerCase())
    ? title.slice(head.length).replace(JOINER, '')
    : title
  return rest.trim() || null
}
