import { useState, type KeyboardEvent } from 'react'

/** Whether the list is open, and which option the arrows have reached (-1: none). */
interface ComboboxState {
  open: boolean
  active: number
}

export interface ComboboxKeyInput extends ComboboxState {
  /** How many options the list holds. */
  count: number
  /** The list is on show (open, with current options). */
  expanded: boolean
  /** The box holds text for Escape to clear once the list is closed. */
  hasText: boolean
}

/** What a key does: the next state, the option Enter chose, or a clear of the box. */
export interface ComboboxKeyOutcome {
  state?: ComboboxState
  choose?: number
  clear?: true
}

/** The ARIA 1.2 combobox keys (the APG's list autocomplete): ArrowDown/ArrowUp open the list and
 * move through its options, wrapping (from a closed list ArrowDown starts at the first), focus
 * staying in the box; Enter chooses the option reached; Escape closes the list, then clears the
 * box. Null: the key is the text box's own (an arrow over no options, Enter with none reached).
 * Kept apart from React so it can be tested without a DOM.
 * @example comboboxKey('ArrowDown', { open: true, active: 0, count: 3, expanded: true, hasText: true }) // { state: { open: true, active: 1 } } */
export function comboboxKey(key: string, input: ComboboxKeyInput): ComboboxKeyOutcome | null {
  const { open, active, count, expanded, hasText } = input
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return null
      return { state: { open: true, active: open ? (active + 1) % count : 0 } }
    case 'ArrowUp':
      if (count === 0) return null
      return { state: { open: true, active: active <= 0 ? count - 1 : active - 1 } }
    case 'Enter':
      return expanded && active >= 0 && active < count ? { choose: active } : null
    case 'Escape':
      if (expanded) return { state: { open: false, active: -1 } }
      return hasText ? { clear: true } : null
    default:
      return null
  }
}

export interface ComboboxKeysOptions {
  count: number
  /** Besides being open with options: whether those options are current (not being replaced). */
  ready?: boolean
  hasText: boolean
  onChoose: (index: number) => void
  onClear: () => void
}

/** The open/active state of a combobox and its keyboard handling (comboboxKey), for the
 * address and search autocompletes. Both still set `open` from focus and typing, and reset
 * `active` when new options arrive. */
export function useComboboxKeys({
  count,
  ready = true,
  hasText,
  onChoose,
  onClear,
}: ComboboxKeysOptions) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const expanded = open && count > 0 && ready

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const outcome = comboboxKey(event.key, { open, active, count, expanded, hasText })
    if (!outcome) return
    event.preventDefault()
    if (outcome.state) {
      setOpen(outcome.state.open)
      setActive(outcome.state.active)
    }
    if (outcome.choose !== undefined) onChoose(outcome.choose)
    if (outcome.clear) onClear()
  }

  return { open, setOpen, active, setActive, expanded, onKeyDown }
}
