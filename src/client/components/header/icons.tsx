import type { ReactNode } from 'react'

/** Small inline icons (no image requests; CSP allows no external images). Decorative: the
 * text or aria-label next to each one carries the meaning. */
function Icon({
  size = 20,
  children,
  className,
}: {
  size?: number
  children: ReactNode
  className?: string
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

export const PinIcon = () => (
  <Icon size={16}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
)

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
)

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
)

export const BasketIcon = () => (
  <Icon>
    <path d="M3 9h18l-2 11H5L3 9z" />
    <path d="m8 9 4-6 4 6" />
  </Icon>
)

export const ChevronIcon = ({ direction = 'down' }: { direction?: 'down' | 'left' | 'right' }) => (
  <Icon size={16}>
    <path
      d={
        direction === 'down'
          ? 'm6 9 6 6 6-6'
          : direction === 'left'
            ? 'm15 6-6 6 6 6'
            : 'm9 6 6 6-6 6'
      }
    />
  </Icon>
)

/** The VIP marker (§2: "A VIP marker icon sits next to the VIP item"). */
export const CrownIcon = ({ className }: { className?: string }) => (
  <Icon size={16} className={className}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
  </Icon>
)
