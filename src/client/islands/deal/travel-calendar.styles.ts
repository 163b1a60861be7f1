import { css } from '@linaria/core'

export { buy, message } from './purchase.styles'

export const calendar = css`
  display: grid;
  gap: 12px;
  margin-top: 16px;
  padding: 14px;
  border: 2px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 20px;
  }
`

export const controls = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(100px, 1fr));
  gap: 8px;
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
    font-weight: 700;
  }
  select {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 6px 8px;
    border: 2px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
    color: var(--color-text);
  }
`

export const monthBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 18px;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 2px solid var(--color-border);
    border-radius: 50%;
    background: var(--color-surface);
    color: var(--color-text);
    font-size: 20px;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`

export const grid = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 2px;
  table-layout: fixed;
  th {
    padding: 4px 0;
    color: var(--color-muted-text);
    font-size: 12px;
    font-weight: 600;
  }
  td {
    padding: 0;
  }
`

export const day = css`
  display: grid;
  justify-items: center;
  align-content: center;
  width: 100%;
  min-height: 52px;
  padding: 2px 0;
  border: 2px solid transparent;
  border-radius: 8px;
  background: var(--color-background);
  color: var(--color-text);
  font: inherit;
  line-height: 1.15;
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: transparent;
    color: var(--color-muted-text);
  }
  &[aria-disabled='true'] span:nth-child(2) {
    text-decoration: line-through;
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 1px;
  }
  &:hover:not([aria-disabled='true']) {
    border-color: var(--color-primary);
  }
`

export const dayNumber = css`
  font-weight: 700;
  font-size: 15px;
`

export const dayPrice = css`
  overflow: hidden;
  max-width: 100%;
  font-size: 11px;
  white-space: nowrap;
  text-overflow: clip;
`

export const vip = css`
  color: var(--color-price);
  font-size: 9px;
  font-weight: 800;
`

// The heat map: five fixed shades (CSP allows no inline style), cheapest the strongest.
export const shade0 = css`
  background: color-mix(in srgb, var(--color-primary) 34%, var(--color-surface));
`
export const shade1 = css`
  background: color-mix(in srgb, var(--color-primary) 26%, var(--color-surface));
`
export const shade2 = css`
  background: color-mix(in srgb, var(--color-primary) 18%, var(--color-surface));
`
export const shade3 = css`
  background: color-mix(in srgb, var(--color-primary) 10%, var(--color-surface));
`
export const shade4 = css`
  background: color-mix(in srgb, var(--color-primary) 4%, var(--color-surface));
`

export const edge = css`
  &&& {
    background: var(--color-primary);
    color: var(--color-primary-text);
  }
`
export const range = css`
  && {
    border-color: var(--color-primary);
  }
`
export const preview = css`
  && {
    border-style: dashed;
    border-color: var(--color-primary);
  }
`

export const legend = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  color: var(--color-muted-text);
  font-size: 12px;
  i {
    display: inline-block;
    width: 14px;
    height: 14px;
    border-radius: 3px;
  }
`

export const skeleton = css`
  min-height: 330px;
  border-radius: 8px;
  background: linear-gradient(
    90deg,
    var(--color-background),
    var(--color-border),
    var(--color-background)
  );
  background-size: 200% 100%;
  animation: travel-skeleton 1.2s ease-in-out infinite;
  @keyframes travel-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

export const small = css`
  min-height: 90px;
`

export const summary = css`
  margin: 0;
  font-weight: 600;
  &:empty {
    display: none;
  }
`

export const muted = css`
  display: block;
  color: var(--color-muted-text);
  font-size: 14px;
  font-weight: 400;
`

export const rooms = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 6px;
    font-weight: 700;
  }
`

export const room = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 10px;
  align-items: start;
  padding: 10px 12px;
  border: 2px solid var(--color-border);
  border-radius: 10px;
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--color-primary);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: var(--color-primary);
  }
`

export const stay = css`
  display: grid;
  gap: 12px;
  min-width: 0;
`

export const roomPrice = css`
  text-align: right;
  /* The unit's wording wraps under the price rather than squeezing the room's name into a
     narrow column beside it. */
  max-width: 9.5rem;
  @media (max-width: 575px) {
    grid-column: 2;
    max-width: none;
    text-align: left;
  }
  strong {
    display: block;
    color: var(--color-price);
    font-size: 18px;
  }
  s {
    color: var(--color-muted-text);
    font-size: 13px;
  }
`

export const flight = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 8px;
  margin: 6px 0 0;
  font-size: 13px;
  dt {
    color: var(--color-muted-text);
  }
  dd {
    margin: 0;
  }
`

export const deposit = css`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: var(--color-primary);
  }
`

export const total = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  font-size: 18px;
  strong {
    color: var(--color-price);
    font-size: 24px;
  }
`

export const clear = css`
  justify-self: start;
  padding: 4px 0;
  border: 0;
  background: none;
  color: var(--color-text);
  text-decoration: underline;
  font: inherit;
  cursor: pointer;
`
