// The worker's source map after scripts/build.mjs writes the asset URLs into the bundle. The
// minified bundle is one long line, so a placeholder replaced by a URL of another length moves
// every column after it; without this the map would send a production stack frame to the wrong
// place in src/. Base64 VLQ as the source map spec (v3) defines it.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const VALUE = Object.fromEntries([...ALPHABET].map((char, i) => [char, i]))

/** One mappings segment's numbers. @example decodeSegment('AAgBC') // [0, 0, 16, 1] */
export function decodeSegment(text) {
  const numbers = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = VALUE[char]
    if (digit === undefined) throw new Error(`Not base64 VLQ: ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    numbers.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return numbers
}

/** The inverse of decodeSegment. @example encodeSegment([0, 0, 16, 1]) // 'AAgBC' */
export function encodeSegment(numbers) {
  let text = ''
  for (const number of numbers) {
    let value = number < 0 ? (-number << 1) | 1 : number << 1
    do {
      let digit = value & 31
      value >>>= 5
      if (value > 0) digit |= 32
      text += ALPHABET[digit]
    } while (value > 0)
  }
  return text
}

/** Mappings as absolute numbers: one array per generated line of
 * [column, source, line, column(, name)] segments. */
export function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0]
  return mappings.split(';').map((line) => {
    state[0] = 0
    return line
      .split(',')
      .filter(Boolean)
      .map((text) => {
        const relative = decodeSegment(text)
        return relative.map((n, i) => (state[i] += n))
      })
  })
}

export function encodeMappings(lines) {
  const state = [0, 0, 0, 0, 0]
  return lines
    .map((segments) => {
      state[0] = 0
      return segments
        .map((segment) => {
          const relative = segment.map((n, i) => n - state[i])
          segment.forEach((n, i) => (state[i] = n))
          return encodeSegment(relative)
        })
        .join(',')
    })
    .join(';')
}

/**
 * `code` with every `from` replaced by its `to`, and `map` moved to match: segments after a
 * replacement on the same generated line shift by the difference in length. Replacements hold
 * no newline.
 * @example replaceMapped('a=X;b', map, { X: 'YY' }) // { code: 'a=YY;b', map: … }
 */
export function replaceMapped(code, map, replacements) {
  const lines = decodeMappings(map.mappings)
  const codeLines = code.split('\n')
  const out = codeLines.map((text, lineIndex) => {
    const edits = []
    for (const [from, to] of Object.entries(replacements)) {
      for (let at = text.indexOf(from); at !== -1; at = text.indexOf(from, at + from.length)) {
        edits.push({ at, delta: to.length - from.length, end: at + from.length })
      }
    }
    if (edits.length === 0) return text
    edits.sort((a, b) => a.at - b.at)
    for (const segment of lines[lineIndex] ?? []) {
      segment[0] += edits.filter((edit) => edit.end <= segment[0]).reduce((n, e) => n + e.delta, 0)
    }
    let result = text
    for (const [from, to] of Object.entries(replacements)) result = result.replaceAll(from, to)
    return result
  })
  return { code: out.join('\n'), map: { ...map, mappings: encodeMappings(lines) } }
}

/** Where generated (line, column), both zero-based, came from: the nearest segment at or before
 * it on that line, as { source, line, column } (zero-based), or null. */
export function originalPosition(map, line, column) {
  const segments = decodeMappings(map.mappings)[line] ?? []
  let found = null
  for (const segment of segments) {
    if (segment[0] > column) break
    if (segment.length >= 4) found = segment
  }
  return found && { source: map.sources[found[1]], line: found[2], column: found[3] }
}
