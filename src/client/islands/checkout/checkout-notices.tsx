import * as s from './checkout-extras.styles'

/** The checkout's notices at the top of the page (purchase caps that trimmed a line, the
 * subcategory rule). The live region is there from the first render, so a notice that arrives
 * with an edit is read out. */
export function CheckoutNotices({ notices }: { notices: string[] }) {
  return (
    <div aria-live="polite" role="status" data-testid="checkout-notices">
      {notices.length > 0 ? (
        <ul className={s.notices}>
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
