import { describe, expect, it } from 'vitest'
import { changedFields } from './audit-changes'

describe('changedFields', () => {
  it('names the fields whose values differ', () => {
    expect(changedFields({ title: 'A', price: 1, open: true }, { title: 'B', price: 1 })).toEqual([
      'title',
      'open',
    ])
  })

  it('compares nested values by their content', () => {
    expect(changedFields({ tags: ['a'] }, { tags: ['a'] })).toEqual([])
    expect(changedFields({ tags: ['a'] }, { tags: ['b'] })).toEqual(['tags'])
  })

  it('lists what a creation set, and nothing for values that are not objects', () => {
    expect(changedFields(null, { title: 'A' })).toEqual(['title'])
    expect(changedFields('x', 3)).toEqual([])
  })
})
