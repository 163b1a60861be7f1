import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

describe('streaming SSR', () => {
  it('sends the head and header before the deal feed, which follows in a later chunk', async () => {
    const res = await SELF.fetch('http://localhost/')
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    const chunks: string[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(decoder.decode(value, { stream: true }))
    }
    const first = chunks[0] ?? ''
    expect(first).toContain('<header')
    expect(first).toContain('<title>')
    expect(first).not.toContain('data-testid="deal-card"')
    // The feed arrives later as a resolved Suspense boundary, revealed by a nonce'd script.
    const rest = chunks.slice(1).join('')
    expect(rest).toContain('data-testid="deal-card"')
    expect(rest).toMatch(/<script nonce="[^"]+">[\s\S]*?\$RC\("B:0"/)
  })
})
