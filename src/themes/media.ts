/** Mobile-first media queries at the spec's breakpoints (§9: 576, 768, 992, 1200 px, the
 * BREAKPOINTS constant), for interpolation into Linaria blocks: `${mq.md} { … }`.
 * Deliberately import-free: wyw evaluates this file at build time, and a module it
 * evaluates that is also part of the runtime bundle races with Vite's own transform of it
 * (@wyw-in-js 2.5 aborts with "superseded"). Keep the numbers in step with BREAKPOINTS. */
const sm = 576
const md = 768
const lg = 992
const xl = 1200
const below = (px: number) => `${px - 0.02}px`

export const mq = {
  sm: `@media (min-width: ${sm}px)`,
  md: `@media (min-width: ${md}px)`,
  lg: `@media (min-width: ${lg}px)`,
  xl: `@media (min-width: ${xl}px)`,
  /** Below md: the header's nav bar scrolls instead of overflowing into 'More +'. */
  belowMd: `@media (max-width: ${below(md)})`,
  belowLg: `@media (max-width: ${below(lg)})`,
  /** Single bands, for the per-breakpoint nav overflow (§2 'More +' visible counts). */
  mdOnly: `@media (min-width: ${md}px) and (max-width: ${below(lg)})`,
  lgOnly: `@media (min-width: ${lg}px) and (max-width: ${below(xl)})`,
  mdBelowXl: `@media (min-width: ${md}px) and (max-width: ${below(xl)})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const
