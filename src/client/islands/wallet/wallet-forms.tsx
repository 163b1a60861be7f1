import { css } from '@linaria/core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useFormSubmit } from '../../hooks/use-form-submit'

const walletForm = css`
  display: grid;
  gap: 12px;
  max-width: 420px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 8px 12px;
    border: 2px solid var(--color-border);
    border-radius: 8px;
    font: inherit;
  }
  button {
    min-height: 44px;
    border: 0;
    border-radius: 8px;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
  }
  [role='alert'] {
    margin: 0;
    color: var(--color-error, #b00020);
  }
  [role='status'] {
    margin: 0;
    font-weight: 600;
  }
`

export interface CodeFormProps {
  label: string
  submitLabel: string
  /** Sends the code; answers the success text or throws an Error whose message is shown. */
  submit: (code: string) => Promise<ReactNode>
  testId: string
}

/** One code box and a button: the gift card and gift claim forms. */
export function CodeForm({ label, submitLabel, submit, testId }: CodeFormProps) {
  const [code, setCode] = useState('')
  const { busy, failure: error, run } = useFormSubmit()
  const [done, setDone] = useState<ReactNode>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    // `submit` throws with the words to show; the success text stays until the next one.
    const result = await run(async () => {
      try {
        return { ok: true, status: 200, data: await submit(code), message: null }
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        return { ok: false, status: 0, data: null, message }
      }
    })
    if (!result.ok) return
    setDone(result.data)
    setCode('')
  }

  return (
    <form className={walletForm} onSubmit={onSubmit} data-testid={testId} noValidate>
      <label>
        {label}
        <input
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={100}
        />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      {done ? <p role="status">{done}</p> : null}
      <button type="submit" disabled={busy || code.trim() === ''}>
        {busy ? 'Please wait…' : submitLabel}
      </button>
    </form>
  )
}
