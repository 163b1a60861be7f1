import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const page = css`
  display: grid;
  gap: 16px;
  padding-block: 16px 40px;
  ${mq.md} {
    padding-block: 24px 56px;
  }
`

export const head = css`
  h1 {
    margin: 0 0 4px;
    font-size: 26px;
    ${mq.md} {
      font-size: 34px;
    }
  }
  p {
    margin: 0;
    color: var(--color-muted-text);
  }
`

export const breadcrumb = css`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0 0 8px;
    padding: 0;
    list-style: none;
    font-size: 14px;
  }
  li + li::before {
    content: '›';
    margin-right: 4px;
    color: var(--color-muted-text);
  }
  a[aria-current='page'] {
    color: var(--color-text);
    text-decoration: none;
  }
`

/** Sidebar beside the results from lg; above them (as a drawer) on smaller screens. */
export const layout = css`
  display: grid;
  align-items: start;
  ${mq.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: 32px;
  }
`

export const results = css`
  display: grid;
  gap: 16px;
  min-width: 0;
`

/** Count, then 'Filters' and sort on one row; below lg the count takes a line of its own. */
export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`

export const count = css`
  margin: 0;
  color: var(--color-muted-text);
  font-weight: 600;
  ${mq.belowLg} {
    flex-basis: 100%;
  }
`

export const pill = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 6px 14px;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 15px;
  font-weight: 600;
  text-decoration: none;
`

export const notice = css`
  margin: 0;
  padding: 12px 16px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
`

export const empty = css`
  padding: 40px 16px;
  border: 1px dashed var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 12px;
    color: var(--color-muted-text);
  }
`

export const sectionHeading = css`
  margin: 8px 0 12px;
  font-size: 20px;
`

/** A row of links such as the gift recipients or near-me categories. */
export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 6px 14px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    color: var(--color-text);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-primary);
  }
  a[aria-current='page'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-primary-text);
  }
  small {
    color: inherit;
    font-weight: 400;
    opacity: 0.8;
  }
`

/** The main deal with the feed's side deals beside it from lg (§7 offsets: the page shows
 * them next to the main deal), stacked on smaller screens. */
export const hero = css`
  display: grid;
  gap: 16px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    /* Each column keeps its own height: a side card stretched to the main deal's height showed
       a tall empty block between its text and its price. */
    align-items: start;
    gap: 24px;
    /* Two thirds is too narrow for the main deal's picture-beside-text layout: stack it. */
    & > article {
      flex-direction: column;
    }
    & > article > :first-child {
      flex: none;
    }
    & > article img {
      height: auto;
      aspect-ratio: 2 / 1;
    }
  }
`

export const side = css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`

/** A homepage names its grid ('More deals in London'); a listing's h1 already does. */
export const gridHeading = css`
  margin: 0 0 12px;
  font-size: 20px;
  ${mq.md} {
    font-size: 24px;
  }
`
