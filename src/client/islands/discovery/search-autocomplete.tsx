import { useEffect, useRef, useState } from 'react'
import { visuallyHidden } from '../../../themes/global-styles'
import type { AnswerOfRoute } from '../../api/typed-call'
import { readRouteOrNull } from '../../api/typed-read'
import { SearchIcon } from '../../components/header/icons'
import { useComboboxKeys } from '../../hooks/use-combobox-keys'
import { useAtomValue } from '../../state/jotai'
import { pageStateAtom } from '../../state/page-state'
import * as s from './search-autocomplete.styles'

export interface SearchAutocompleteProps {
  id: string
  defaultValue?: string
}

type Suggestion = AnswerOfRoute<'GET /suggest'>['suggestions'][number]

const DEBOUNCE_MS = 150
const MIN_CHARS = 2
const KIND: Record<Suggestion['type'], string> = {
  deal: 'Deal',
  category: 'Category',
  location: 'Location',
  query: 'Search',
}

/** Bolds the part of a suggestion the visitor typed, like the search engines do. */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const at = text.toLowerCase().indexOf(typed.trim().toLowerCase())
  if (!typed.trim() || at < 0) return <>{text}</>
  const end = at + typed.trim().length
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, end)}</mark>
      {text.slice(end)}
    </>
  )
}

/** Island 'search-autocomplete': the header's search, a plain GET form to /search before any
 * script. Hydrated, it is an ARIA 1.2 combobox: typing (debounced 150 ms) fetches
 * /api/v1/suggest, ArrowUp/ArrowDown move through the suggestions, Enter opens the chosen
 * one (or searches for the text), Escape closes the list and then clears the box. */
export function SearchAutocomplete({ id, defaultValue }: SearchAutocompleteProps) {
  const location = useAtomValue(pageStateAtom)?.locationShortName
  const [text, setText] = useState(defaultValue ?? '')
  // What the visitor typed since the page loaded: a prefilled box (the search page) asks for
  // nothing until it is edited.
  const [typed, setTyped] = useState('')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const { setOpen, active, setActive, expanded, onKeyDown } = useComboboxKeys({
    count: suggestions.length,
    hasText: text !== '',
    onChoose: (index) => go(suggestions[index]!),
    onClear: () => {
      setText('')
      setTyped('')
    },
  })
  const cache = useRef(new Map<string, Suggestion[]>())
  const listId = `${id}-suggestions`
  const optionId = (index: number) => `${id}-suggestion-${index}`

  useEffect(() => {
    const q = typed.trim()
    if (q.length < MIN_CHARS) {
      setSuggestions([])
      return
    }
    const key = `${location ?? ''}|${q.toLowerCase()}`
    const cached = cache.current.get(key)
    if (cached) {
      setSuggestions(cached)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      // Not retried: the next keystroke asks again. A failure is logged and swallowed (§8), and
      // the plain search form keeps working, so there is nothing to tell the shopper.
      const body = await readRouteOrNull(
        'GET /suggest',
        { query: { q, location: location || undefined } },
        { feed: { locationShortName: location ?? null }, signal: controller.signal },
      )
      if (!body || controller.signal.aborted) return
      const list = Array.isArray(body.suggestions) ? body.suggestions : []
      cache.current.set(key, list)
      setSuggestions(list)
      setActive(-1)
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [typed, location])

  const go = (suggestion: Suggestion) => {
    setOpen(false)
    window.location.assign(suggestion.url)
  }

  return (
    <form role="search" action="/search" method="get" className={s.form}>
      <label htmlFor={id} className={visuallyHidden}>
        Search deals
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder="Search deals, places and experiences"
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setTyped(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        className={s.listbox}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.type}-${suggestion.url}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={s.option}
            // Pointer down, not click: the input's blur would close the list before a click lands.
            onPointerDown={(event) => {
              event.preventDefault()
              go(suggestion)
            }}
          >
            <span>
              <Highlighted text={suggestion.text} typed={text} />
            </span>
            <span className={s.kind}>{KIND[suggestion.type]}</span>
          </li>
        ))}
      </ul>
    </form>
  )
}
