import { useEffect, useId, useRef, useState } from 'react'
import { focusOnMount } from '../../hooks/focus-on-mount'
import { useFormSubmit } from '../../hooks/use-form-submit'
import { BREAKPOINTS } from '../../../shared/config/constants'
import {
  filterTowns,
  pathAfterTownChange,
  type TownOption,
} from '../../../shared/domain/town-choice'
import { visuallyHidden } from '../../../themes/global-styles'
import { Modal } from '../modal/modal'
import { callRoute } from '../../api/typed-call'
import { PinIcon } from './icons'
import { usePopup } from './use-popup'
import * as s from './location-chooser.styles'

export interface LocationChooserProps {
  name: string
  shortName: string
  /** The chip's own class from the header. */
  chipClassName: string
}

type TownsState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; towns: TownOption[] }

// A hand check, not the zod schema (TownsResponse): this island is on every page, whose JS
// stays free of zod (as session-check's does).
async function fetchTowns(): Promise<TownOption[]> {
  const answer = await callRoute('GET /locations')
  const towns: unknown = answer.data?.data
  if (!answer.ok || !Array.isArray(towns)) throw new Error(`towns ${answer.status}`)
  return towns.filter(
    (t): t is TownOption =>
      typeof t === 'object' &&
      t !== null &&
      typeof (t as TownOption).name === 'string' &&
      typeof (t as TownOption).shortName === 'string',
  )
}

async function chooseTown(shortName: string): Promise<boolean> {
  return (await callRoute('POST /location', { body: { shortName } })).ok
}

/** The brand's towns, fetched the first time the chooser opens (and again after a failure). */
function useTowns(open: boolean) {
  const [towns, setTowns] = useState<TownsState>({ status: 'idle' })
  const requested = useRef(false)
  useEffect(() => {
    if (!open || requested.current) return
    requested.current = true
    setTowns({ status: 'loading' })
    fetchTowns()
      .then((list) => setTowns({ status: 'ready', towns: list }))
      .catch(() => {
        requested.current = false
        setTowns({ status: 'failed' })
      })
  }, [open])
  return towns
}

/** Choosing a town: the location cookie is written, then the page reloads (or moves to the
 * town's own page); a failure is shown and the towns can be pressed again. */
function usePickTown(towns: TownsState) {
  const { busy, failure: error, setFailure: setError, run } = useFormSubmit()
  const pick = async (town: TownOption) => {
    if (busy) return
    const result = await run(
      async () => {
        const ok = await chooseTown(town.shortName).catch(() => false)
        return { ok, status: 0, data: null, message: null }
      },
      {
        fallback: 'Sorry, we could not change your town. Please try again.',
        leaving: (answer) => answer.ok,
      },
    )
    if (!result.ok) return
    const known = towns.status === 'ready' ? towns.towns.map((t) => t.shortName) : []
    const path = window.location.pathname
    const next = pathAfterTownChange({ path, chosen: town.shortName, townShortNames: known })
    if (next === path) window.location.reload()
    else window.location.assign(next)
  }
  return { busy, error, setError, pick }
}

/** Island 'location-chooser': the header's location chip. In the server's HTML (and without
 * script) a link to /deals, the list of towns, whose pages each offer "Make … my town". Once
 * hydrated it opens the brand's towns with a search box: a pop-up under the chip on large
 * screens, a dialog on small ones. Choosing one writes the location cookie (POST /location)
 * and reloads, so the header, the Local tab, the home page and its rails follow the town. */
export function LocationChooser({ name, shortName, chipClassName }: LocationChooserProps) {
  const [live, setLive] = useState(false)
  const [asDialog, setAsDialog] = useState(false)
  const [query, setQuery] = useState('')
  const popup = usePopup<HTMLDivElement>({ hoverDelayMs: 0 })
  const towns = useTowns(popup.open)
  const { busy, error, setError, pick } = usePickTown(towns)
  const id = useId()
  useEffect(() => setLive(true), [])

  const chipContent = (
    <>
      <PinIcon />
      <span className={visuallyHidden}>Your location: </span>
      <span>{name}</span>
    </>
  )
  // Same markup as the server's until hydration is done; a link works without script.
  if (!live) {
    return (
      <a href="/deals" className={chipClassName} data-testid="location-chooser">
        {chipContent}
      </a>
    )
  }

  const open = () => {
    setAsDialog(!window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches)
    setQuery('')
    setError(null)
    popup.toggle()
  }

  const titleId = `${id}-title`
  const panel = (
    <TownsPanel
      titleId={titleId}
      inputId={`${id}-search`}
      towns={towns}
      query={query}
      onQuery={setQuery}
      focusSearch={!asDialog}
      busy={busy}
      error={error}
      shortName={shortName}
      onPick={(town) => void pick(town)}
    />
  )

  return (
    <div
      ref={popup.rootRef}
      className={s.root}
      onKeyDown={popup.rootProps.onKeyDown}
      onBlur={asDialog ? undefined : popup.rootProps.onBlur}
    >
      <button
        ref={popup.buttonRef}
        type="button"
        className={chipClassName}
        aria-haspopup="dialog"
        aria-expanded={popup.open}
        onClick={open}
        data-testid="location-chooser"
      >
        {chipContent}
      </button>
      {popup.open && asDialog ? (
        <Modal labelledBy={titleId} onClose={popup.toggle} initialFocus="input">
          {panel}
        </Modal>
      ) : null}
      {popup.open && !asDialog ? (
        <div role="dialog" aria-labelledby={titleId} className={s.popover}>
          {panel}
        </div>
      ) : null}
    </div>
  )
}

/** The search box and the towns to pick from (in the pop-up or the dialog). */
function TownsPanel(props: {
  titleId: string
  inputId: string
  towns: TownsState
  query: string
  onQuery: (query: string) => void
  focusSearch: boolean
  busy: boolean
  error: string | null
  shortName: string
  onPick: (town: TownOption) => void
}) {
  const { titleId, towns, query, busy, error, shortName } = props
  const shown = towns.status === 'ready' ? filterTowns(towns.towns, query) : []
  return (
    <div className={s.panel}>
      <h2 id={titleId}>Choose your town</h2>
      <label htmlFor={props.inputId}>Search towns</label>
      <input
        id={props.inputId}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => props.onQuery(event.target.value)}
        // The pop-up opens on a press; the first thing to do in it is to type.
        ref={props.focusSearch ? focusOnMount : undefined}
      />
      {towns.status === 'loading' ? <p role="status">Loading towns…</p> : null}
      {towns.status === 'failed' ? <p role="alert">Sorry, the towns could not be loaded.</p> : null}
      {towns.status === 'ready' ? (
        <>
          <p role="status" className={visuallyHidden}>
            {shown.length === 1 ? '1 town' : `${shown.length} towns`}
          </p>
          <ul className={s.towns} aria-label="Towns" data-testid="location-chooser-towns">
            {shown.map((town) => (
              <li key={town.shortName}>
                <button
                  type="button"
                  disabled={busy}
                  aria-current={town.shortName === shortName ? 'true' : undefined}
                  onClick={() => props.onPick(town)}
                >
                  {town.name}
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? <p>No town matches “{query}”.</p> : null}
        </>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <a href="/deals" className={s.allTowns}>
        All locations
      </a>
    </div>
  )
}
