import { describe, expect, it } from 'vitest'
import { isFlagSet } from './pageType'

describe('isFlagSet', () => {
  it('counts a bare flag or any value but false and 0 as set', () => {
    for (const query of ['dealPreview', 'dealPreview=true', 'dealPreview=1', 'dealPreview=yes']) {
      expect(isFlagSet(new URLSearchParams(query), 'dealPreview'), query).toBe(true)
    }
  })

  it('counts an absent flag, false or 0 as not set, whatever the case and spaces', () => {
    for (const query of [
      '',
      'other=1',
      'dealPreview=false',
      'dealPreview=%20FALSE%20',
      'dealPreview=0',
    ]) {
      expect(isFlagSet(new URLSearchParams(query), 'dealPreview'), query).toBe(false)
    }
  })
})
