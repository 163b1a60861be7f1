import { css } from '@linaria/core'
import { mq } from './media'

/** Base styles for every page. Colours and fonts come from the skin's custom properties on
 * `<body>` (CONVENTIONS 8); nothing here names a colour. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    /* A component's display rule must not bring back an element the page has hidden. */
    [hidden] {
      display: none !important;
    }
    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }
    body {
      margin: 0;
      min-height: 100vh;
      font-family: var(--font-body);
      font-size: 16px;
      line-height: 1.5;
      color: var(--color-text);
      background: var(--color-background);
      -webkit-font-smoothing: antialiased;
    }
    h1,
    h2,
    h3,
    h4 {
      margin: 0 0 0.5em;
      font-family: var(--font-heading);
      line-height: 1.2;
    }
    p {
      margin: 0 0 1em;
    }
    a {
      color: var(--color-link);
      text-underline-offset: 0.15em;
    }
    img {
      display: block;
      max-width: 100%;
      height: auto;
    }
    button,
    input,
    select,
    textarea {
      font: inherit;
      color: inherit;
    }
    button {
      cursor: pointer;
    }
    /* A ring for keyboard users only. Header and footer set --focus-ring to their own text
       colour, since --color-focus is chosen against the page background (WCAG 1.4.11). */
    :focus-visible {
      outline: 3px solid var(--focus-ring, var(--color-focus));
      outline-offset: 2px;
    }
    :focus:not(:focus-visible) {
      outline: none;
    }
    ${mq.reducedMotion} {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

/** Page-width wrapper: fluid on phones, fixed steps at each breakpoint (§9). */
export const container = css`
  width: 100%;
  margin-inline: auto;
  padding-inline: 16px;
  ${mq.sm} {
    max-width: 540px;
  }
  ${mq.md} {
    max-width: 720px;
  }
  ${mq.lg} {
    max-width: 960px;
  }
  ${mq.xl} {
    /* The back office's shell sets this wider (staff-shell.styles.ts). */
    max-width: var(--container-xl, 1140px);
  }
`
