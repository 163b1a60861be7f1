import { describe, expect, it } from 'vitest'
import { refIdOf, refText } from './deal-ref-picker'

describe('refIdOf', () => {
  it('reads the id of a chosen suggestion, or of an id typed in', () => {
    expect(refIdOf(refText({ id: 12, name: 'Serenity Spa' }))).toBe('12')
    expect(refIdOf('Spa (#4) Ltd (#31)')).toBe('31')
    expect(refIdOf(' 7 ')).toBe('7')
    expect(refIdOf('#7')).toBe('7')
  })

  it('names no id while the admin is still typing a name', () => {
    expect(refIdOf('Serenity')).toBe('')
    expect(refIdOf('Spa (#')).toBe('')
    expect(refIdOf('')).toBe('')
  })
})
