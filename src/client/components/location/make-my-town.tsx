import { css } from '@linaria/core'
import { container } from '../../../themes/global-styles'

const banner = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-block: 16px 0;
  padding: 12px 16px;
  border: 1px solid var(--color-border);
  border-radius: 8px;
  background: var(--color-surface);
  color: var(--color-text);
  p {
    margin: 0;
  }
  button {
    min-height: 44px;
    padding: 0 18px;
    border: 0;
    border-radius: 999px;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`

export interface MakeMyTownProps {
  town: { name: string; shortName: string }
  /** The page to come back to once the cookie is set. */
  returnTo: string
}

/** On a town's page that is not the visitor's own town: one press makes it their town. A plain
 * form (POST /api/v1/location answers 303 back here), so it works before and without script. */
export function MakeMyTown({ town, returnTo }: MakeMyTownProps) {
  return (
    <div className={container}>
      <form
        method="post"
        action="/api/v1/location"
        className={banner}
        data-testid="make-my-town"
        aria-label="Your town"
      >
        <p>{`Live in or near ${town.name}? See its deals first on every visit.`}</p>
        <input type="hidden" name="shortName" value={town.shortName} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit">{`Make ${town.name} my town`}</button>
      </form>
    </div>
  )
}
