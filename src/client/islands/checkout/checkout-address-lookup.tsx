import { useState, type FormEvent } from 'react'
import { useFormSubmit } from '../../hooks/use-form-submit'
import {
  checkAddress,
  EMPTY_ADDRESS,
  type AddressDraft,
  type AddressErrors,
  type CheckedAddress,
} from '../../../shared/domain/address/delivery-address'
import { formatAddressLine, formatPostcode } from '../../../shared/domain/address/address-format'
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from '../../../shared/domain/address/postcode'
import type { Address } from '../../../shared/schemas/address'
import { lookupAddresses } from '../../api/checkout-api'
import { Field } from '../forms/account-form-parts'
import { AddressAutocomplete } from './address-autocomplete'
import { ADDRESS_POSTCODE_ID, focusField } from './checkout-focus'
import * as s from './checkout.styles'

// transactions §8 'Address: lookup error with manual entry'.
const LOOKUP_ERROR = 'An error occurred. Please try again later.'

interface Props {
  disabled: boolean
  onAddress: (address: CheckedAddress) => void
}

const MANUAL_FIELDS: [keyof AddressDraft, string, string][] = [
  ['line1', 'Address line 1', 'address-line1'],
  ['line2', 'Address line 2 (optional)', 'address-line2'],
  ['town', 'Town or city', 'address-level2'],
  ['county', 'County (optional)', 'address-level1'],
  ['postcode', 'Postcode or Eircode', 'postal-code'],
]

const oneLine = (address: Address) =>
  [address.line1, address.line2, address.town].filter(Boolean).join(', ')

// Tidied as the shopper leaves a field: the postcode in capitals and its normal spacing.
const FORMAT: Record<keyof AddressDraft, (text: string) => string> = {
  line1: formatAddressLine,
  line2: formatAddressLine,
  town: formatAddressLine,
  county: formatAddressLine,
  postcode: formatPostcode,
}

/** A looked-up address as the fields show it, for the shopper to check before using it. */
const draftOf = (address: Address): AddressDraft => ({
  line1: formatAddressLine(address.line1),
  line2: formatAddressLine(address.line2 ?? ''),
  town: formatAddressLine(address.town),
  county: formatAddressLine(address.county ?? ''),
  postcode: formatPostcode(address.postcode),
})

/** The lookup's state: search or by-hand mode, the postcode and its addresses, and the
 * draft typed (or filled from a pick) with its errors. */
function useAddressLookup(onAddress: (address: CheckedAddress) => void) {
  const [mode, setMode] = useState<'lookup' | 'manual'>('lookup')
  const [postcode, setPostcode] = useState('')
  const [found, setFound] = useState<Address[]>([])
  const { busy, failure, setFailure, run } = useFormSubmit()
  const error = failure ?? ''
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS)
  const [errors, setErrors] = useState<AddressErrors>({})
  const [filled, setFilled] = useState(false)

  async function find(event: FormEvent) {
    event.preventDefault()
    setFound([])
    const parsed = parsePostcode(postcode)
    if (!parsed) return setFailure(INVALID_POSTCODE_MESSAGE)
    const result = await run(() => lookupAddresses(parsed.postcode), {
      failureOf: (answer) =>
        answer.status === 400 || answer.status === 404 ? (answer.message ?? '') : LOOKUP_ERROR,
    })
    if (result.ok && result.data) {
      setFound(result.data.data.addresses)
      setPostcode(parsed.postcode)
      requestAnimationFrame(() => focusField('address-pick'))
    } else if (result.ok) {
      setFailure(LOOKUP_ERROR)
    }
  }

  function fill(address: Address) {
    setDraft(draftOf(address))
    setErrors({})
    setFilled(true)
    setMode('manual')
    requestAnimationFrame(() => focusField('address-line1'))
  }

  function manual() {
    setDraft({ ...EMPTY_ADDRESS, postcode: parsePostcode(postcode)?.postcode ?? postcode })
    setFilled(false)
    setMode('manual')
    requestAnimationFrame(() => focusField('address-line1'))
  }

  function submitManual(event: FormEvent) {
    event.preventDefault()
    const checked = checkAddress(draft)
    if (checked.ok) return onAddress(checked.address)
    setErrors(checked.errors)
    const first = MANUAL_FIELDS.find(([field]) => checked.errors[field])
    if (first) focusField(`address-${first[0]}`)
  }

  return {
    mode,
    setMode,
    postcode,
    setPostcode,
    found,
    busy,
    error,
    draft,
    setDraft,
    errors,
    filled,
    find,
    fill,
    manual,
    submitManual,
  }
}

type Lookup = ReturnType<typeof useAddressLookup>

/** Address search (autocomplete, whose pick fills the fields for the shopper to check), or a
 * postcode or Eircode lookup and a pick from its addresses; a malformed or unknown code, or a
 * failed lookup, offers the address by hand (transactions §5). Its own chunk: only baskets that
 * post something load it. */
export function CheckoutAddressLookup({ disabled, onAddress }: Props) {
  const lookup = useAddressLookup(onAddress)
  if (lookup.mode === 'manual') return <ManualAddress lookup={lookup} disabled={disabled} />
  return <PostcodeLookup lookup={lookup} disabled={disabled} onAddress={onAddress} />
}

/** The address by hand (or filled from a pick), checked before it is used. */
function ManualAddress({ lookup, disabled }: { lookup: Lookup; disabled: boolean }) {
  const { filled, draft, setDraft, errors, setMode, submitManual } = lookup
  return (
    <form className={s.main} noValidate onSubmit={submitManual} data-testid="address-manual">
      {filled ? (
        <p className={s.muted} role="status">
          We have filled in the address you chose. Check it, then use it.
        </p>
      ) : null}
      {MANUAL_FIELDS.map(([field, label, autoComplete]) => (
        <Field
          key={field}
          id={`address-${field}`}
          label={label}
          autoComplete={autoComplete}
          value={draft[field]}
          onValue={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          onBlur={() =>
            setDraft((current) => ({ ...current, [field]: FORMAT[field](current[field]) }))
          }
          autoCapitalize={field === 'postcode' ? 'characters' : undefined}
          error={errors[field]}
          disabled={disabled}
        />
      ))}
      <div className={s.row}>
        <button type="submit" className={s.action} disabled={disabled}>
          Use this address
        </button>
        <button type="button" className={s.linkButton} onClick={() => setMode('lookup')}>
          Search for the address instead
        </button>
      </div>
    </form>
  )
}

/** Address search, or a postcode lookup and a pick from its addresses. */
function PostcodeLookup({
  lookup,
  disabled,
  onAddress,
}: {
  lookup: Lookup
  disabled: boolean
  onAddress: (address: CheckedAddress) => void
}) {
  const { fill, find, postcode, setPostcode, error, busy, found, manual } = lookup
  return (
    <div className={s.main}>
      <AddressAutocomplete id="address-search" disabled={disabled} onPick={fill} />
      <form className={s.main} noValidate onSubmit={(event) => void find(event)}>
        <p className={s.muted}>Or find it by postcode</p>
        <div className={s.row}>
          <Field
            id={ADDRESS_POSTCODE_ID}
            label="Postcode or Eircode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            maxLength={20}
            value={postcode}
            onValue={setPostcode}
            error={error || undefined}
            disabled={disabled}
          />
          <button type="submit" className={s.action} disabled={disabled || busy} aria-busy={busy}>
            {busy ? 'Finding…' : 'Find address'}
          </button>
        </div>
        {found.length > 0 ? (
          <div>
            <label htmlFor="address-pick">Select your address</label>
            <select
              id="address-pick"
              defaultValue=""
              disabled={disabled}
              onChange={(event) => {
                const picked = found[Number(event.target.value)]
                if (picked) onAddress({ ...picked })
              }}
            >
              <option value="" disabled>
                {found.length} addresses found
              </option>
              {found.map((address, index) => (
                <option key={`${address.line1}-${index}`} value={index}>
                  {oneLine(address)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="button" className={s.linkButton} disabled={disabled} onClick={manual}>
          Enter address manually
        </button>
      </form>
    </div>
  )
}
