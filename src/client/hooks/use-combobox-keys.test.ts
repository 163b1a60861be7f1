import { describe, expect, it } from 'vitest'
import { comboboxKey, type ComboboxKeyInput } from './use-combobox-keys'

const at = (over: Partial<ComboboxKeyInput>): ComboboxKeyInput => ({
  open: true,
  active: -1,
  count: 3,
  expanded: true,
  hasText: true,
  ...over,
})

describe('comboboxKey', () => {
  it('moves down through the options and wraps to the first', () => {
    expect(comboboxKey('ArrowDown', at({ active: -1 }))).toEqual({
      state: { open: true, active: 0 },
    })
    expect(comboboxKey('ArrowDown', at({ active: 1 }))).toEqual({
      state: { open: true, active: 2 },
    })
    expect(comboboxKey('ArrowDown', at({ active: 2 }))).toEqual({
      state: { open: true, active: 0 },
    })
  })

  it('opens a closed list at its first option', () => {
    const closed = at({ open: false, expanded: false, active: 1 })
    expect(comboboxKey('ArrowDown', closed)).toEqual({ state: { open: true, active: 0 } })
  })

  it('moves up and wraps to the last', () => {
    expect(comboboxKey('ArrowUp', at({ active: -1 }))).toEqual({ state: { open: true, active: 2 } })
    expect(comboboxKey('ArrowUp', at({ active: 0 }))).toEqual({ state: { open: true, active: 2 } })
    expect(comboboxKey('ArrowUp', at({ active: 2 }))).toEqual({ state: { open: true, active: 1 } })
  })

  it('leaves the arrows to the text box when there are no options', () => {
    const none = at({ count: 0, expanded: false })
    expect(comboboxKey('ArrowDown', none)).toBeNull()
    expect(comboboxKey('ArrowUp', none)).toBeNull()
  })

  it('chooses the option reached with Enter, and leaves Enter to the form otherwise', () => {
    expect(comboboxKey('Enter', at({ active: 1 }))).toEqual({ choose: 1 })
    expect(comboboxKey('Enter', at({ active: -1 }))).toBeNull()
    expect(comboboxKey('Enter', at({ active: 1, expanded: false }))).toBeNull()
    expect(comboboxKey('Enter', at({ active: 3 }))).toBeNull()
  })

  it('closes the list with Escape, then clears the box, then does nothing', () => {
    expect(comboboxKey('Escape', at({ active: 1 }))).toEqual({ state: { open: false, active: -1 } })
    expect(comboboxKey('Escape', at({ open: false, expanded: false }))).toEqual({ clear: true })
    expect(comboboxKey('Escape', at({ expanded: false, hasText: false }))).toBeNull()
  })

  it('ignores every other key', () => {
    expect(comboboxKey('a', at({}))).toBeNull()
    expect(comboboxKey('Tab', at({}))).toBeNull()
  })
})
