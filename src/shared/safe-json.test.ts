import { describe, expect, it } from 'vitest'
import { safeJsonForHtml } from './safe-json'

describe('safeJsonForHtml', () => {
  it('escapes a closing script tag so island state cannot break out of its block', () => {
    const out = safeJsonForHtml({ headline: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script')
    expect(out).not.toContain('<')
    expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script>' })
  })

  it('escapes HTML comment openers, ampersands and line separators but round-trips them', () => {
    const value = { a: '<!-- x -->', b: 'Fish & Chips', c: 'line\u2028sep\u2029' }
    const out = safeJsonForHtml(value)
    expect(out).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(out)).toEqual(value)
  })
})
