import { describe, expect, it } from 'vitest'
import { srcFor } from './partner-scripts'

describe('srcFor', () => {
  it('adds the browser’s visit id only for a partner that takes one', () => {
    const fraud = {
      name: 'fraud-profiling' as const,
      src: 'https://fp.example/a.js?org_id=o',
      sessionParam: 'session_id',
    }
    expect(srcFor(fraud, 'v1')).toBe('https://fp.example/a.js?org_id=o&session_id=v1')
    const tracker = {
      name: 'search-tracker' as const,
      src: 'https://t.example/s.js',
      sessionParam: null,
    }
    expect(srcFor(tracker, 'v1')).toBe('https://t.example/s.js')
  })
})
