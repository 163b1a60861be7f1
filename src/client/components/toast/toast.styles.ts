import { css } from '@linaria/core'

/** Storefront §2 "Toasts stack top-right by default". */
export const stack = css`
  position: fixed;
  top: 16px;
  right: 16px;
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
  pointer-events: none;
`

export const toast = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 14px 16px;
  border-radius: 8px;
  background: var(--color-text);
  color: var(--color-surface);
  box-shadow: 0 8px 24px var(--color-shadow);
  font-size: 15px;
  pointer-events: auto;
  animation: dealio-toast-in 0.1s ease-out;
  @keyframes dealio-toast-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

export const error = css`
  border-left: 4px solid var(--color-accent);
`

export const message = css`
  flex: 1;
`

export const close = css`
  border: 0;
  background: none;
  color: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`
