import { useEffect, useRef, useState } from 'react'
import type { Address, AddressSuggestion } from '../../../shared/schemas/address'
import { resolveAddress, suggestAddresses } from '../../api/address-api'
import { useComboboxKeys } from '../../hooks/use-combobox-keys'
import * as s from './address-autocomplete.styles'

// transactions §8 'Address: lookup error with manual entry'.
const LOOKUP_ERROR = 'An error occurred. Please try again later, or enter your address manually.'
const NONE_FOUND = 'No addresses match. Try your postcode, or enter your address manually.'
const DEBOUNCE_MS = 250
const MIN_CHARS = 2

interface Props {
  id: string
  disabled: boolean
  /** The full address of the suggestion the shopper chose. */
  onPick: (address: Address) => void
}

type Status = 'idle' | 'searching' | 'found' | 'none' | 'error' | 'resolving'

/** An ARIA 1.2 combobox over the address autocomplete (§7): typing (debounced 250 ms, from two
 * characters) asks for suggestions, ArrowDown/ArrowUp move through them (aria-activedescendant,
 * focus stays in the box), Enter or a tap picks one and resolves it to the full address, Escape
 * closes the list and then clears the box. What happened is said in a live region, and a miss
 * or a failure points to entering the address by hand. */
export function AddressAutocomplete({ id, disabled, onPick }: Props) {
  const [text, setText] = useState('')
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const { open, setOpen, active, setActive, expanded, onKeyDown } = useComboboxKeys({
    count: suggestions.length,
    ready: status === 'found',
    hasText: text !== '',
    onChoose: (index) => void pick(suggestions[index]!),
    onClear: () => setText(''),
  })
  const cache = useRef(new Map<string, AddressSuggestion[]>())
  const listId = `${id}-suggestions`
  const hintId = `${id}-hint`
  const optionId = (index: number) => `${id}-option-${index}`

  useEffect(() => {
    const q = text.trim().replace(/\s+/g, ' ')
    if (q.length < MIN_CHARS) {
      setSuggestions([])
      setStatus('idle')
      return
    }
    const show = (list: AddressSuggestion[]) => {
      setSuggestions(list)
      setActive(-1)
      setStatus(list.length > 0 ? 'found' : 'none')
    }
    const cached = cache.current.get(q.toLowerCase())
    if (cached) return show(cached)
    let stale = false
    setStatus('searching')
    const timer = setTimeout(async () => {
      const result = await suggestAddresses(q)
      if (stale) return
      if (!result.ok || !result.data) {
        setSuggestions([])
        setStatus('error')
        return
      }
      const list = result.data.data.suggestions
      cache.current.set(q.toLowerCase(), list)
      show(list)
    }, DEBOUNCE_MS)
    return () => {
      stale = true
      clearTimeout(timer)
    }
  }, [text])

  async function pick(suggestion: AddressSuggestion) {
    setOpen(false)
    setStatus('resolving')
    const result = await resolveAddress(suggestion.id)
    if (!result.ok || !result.data) return setStatus('error')
    setText(suggestion.label)
    setStatus('idle')
    onPick(result.data.data.address)
  }

  const message =
    status === 'searching'
      ? 'Searching…'
      : status === 'resolving'
        ? 'Getting the address…'
        : status === 'none'
          ? NONE_FOUND
          : status === 'error'
            ? LOOKUP_ERROR
            : status === 'found' && open
              ? `${suggestions.length} ${suggestions.length === 1 ? 'address' : 'addresses'} found. Use the arrow keys to choose.`
              : ''

  return (
    <div className={s.box}>
      <label htmlFor={id}>Start typing your address or postcode</label>
      <input
        id={id}
        type="text"
        value={text}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        className={s.listbox}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={s.option}
            // Pointer down, not click: the input's blur would close the list before a click lands.
            onPointerDown={(event) => {
              event.preventDefault()
              void pick(suggestion)
            }}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      <p id={hintId} className={s.hint} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  )
}
