import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 150;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: rgb(0 0 0 / 45%);
  /* Storefront §9 'Modal animation 0.1 s'. */
  animation: dealio-modal-in 0.1s ease-out;
  @keyframes dealio-modal-in {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${mq.sm} {
    align-items: center;
  }
`

export const dialog = css`
  position: relative;
  width: 100%;
  max-height: 100vh;
  padding: 28px 20px 24px;
  overflow-y: auto;
  border-radius: 16px 16px 0 0;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 16px 40px var(--color-shadow);
  &:focus {
    outline: none;
  }
  ${mq.sm} {
    max-width: 460px;
    border-radius: 16px;
    padding: 32px;
  }
  h2 {
    padding-right: 32px;
  }
`

/** Wide dialogs (the exit promotion's deal cards). */
export const wide = css`
  ${mq.sm} {
    max-width: 920px;
  }
`

/** Storefront §4: the VIP payment variant is a black theme with a logo. Fixed colours, not
 * skin variables: it looks the same whichever skin the page wears. */
export const vipPayment = css`
  background: #000;
  color: #fff;
  a {
    color: #fff;
  }
`

export const vipLogo = css`
  display: block;
  margin-bottom: 16px;
  font-family: var(--font-heading);
  font-size: 24px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-align: center;
`

export const close = css`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  font-size: 28px;
  line-height: 1;
`
