import { css } from '@linaria/core'
import { container } from '../../themes/global-styles'

const banner = css`
  margin-block-start: 12px;
  padding: 10px 14px;
  border-radius: 8px;
  background: var(--color-accent);
  color: var(--color-accent-text);
  font-weight: 600;
  strong {
    margin-inline-end: 8px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`

/** Above a deal opened as a preview (§2 'dealPreview'): says the page is not what shoppers
 * see yet, so a merchant checking copy does not mistake it for the live deal. */
export function DealPreviewBanner() {
  return (
    <div className={container}>
      <p className={banner} role="note" data-testid="deal-preview-banner">
        <strong>Preview</strong>
        This is a preview of the deal page: it may not be live yet and is hidden from search.
      </p>
    </div>
  )
}
