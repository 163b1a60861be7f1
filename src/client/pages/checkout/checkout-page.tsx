import type { ReactNode } from 'react'
import { css } from '@linaria/core'

const layout = css`
  display: grid;
  gap: 16px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px;
  h1 {
    margin: 0;
    font-size: 28px;
  }
`

const notice = css`
  margin: 0;
  padding: 12px 14px;
  border: 1px solid var(--color-price);
  border-radius: 8px;
  background: var(--color-background);
`

/** The checkout layout (storefront §2 'Layouts: checkout'): one column of content under a plain
 * heading; the island inside lays out its own columns from large screens up. */
export function CheckoutPage(props: {
  title: string
  notice?: string | null
  children: ReactNode
}) {
  return (
    <div className={layout}>
      <h1>{props.title}</h1>
      {props.notice ? (
        <p className={notice} role="alert">
          {props.notice}
        </p>
      ) : null}
      {props.children}
    </div>
  )
}
