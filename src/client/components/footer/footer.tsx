import type { Brand } from '../../../shared/config/brands'
import { container } from '../../../themes/global-styles'
import { SOCIAL_ICONS } from './social-icons'
import * as s from './footer.styles'

export interface FooterProps {
  brand: Brand
  /** Passed in, not read from a clock, so the cached page and its tests are deterministic. */
  year: number
}

/** The brand's footer: each variant has "its own footer, legal links, social links and
 * app-store links" (storefront §1). */
export function Footer({ brand, year }: FooterProps) {
  return (
    <footer className={s.footer}>
      <div className={container}>
        {/* Marketing copy from §1. */}
        <p className={s.pitch}>
          <strong>Save up to 80% on local deals and up to 50% on travel.</strong>
          VIP members save up to an extra 10% on top. <a href="/deals/vip">Find out about VIP</a>
        </p>
        <div className={s.columns}>
          {brand.footerColumns.map((column) => (
            <section key={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section>
            <h2>Follow us</h2>
            <div className={s.iconRow}>
              {brand.socialLinks.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${link.label}`}
                >
                  {SOCIAL_ICONS[link.label] ?? link.label}
                </a>
              ))}
            </div>
          </section>
          <section>
            <h2>Get the app</h2>
            <div className={s.badges}>
              {brand.appStoreLinks.map((app) => (
                <a key={app.store} href={app.href} rel="noopener noreferrer">
                  {SOCIAL_ICONS[app.store]}
                  {app.label}
                </a>
              ))}
            </div>
          </section>
        </div>
        <nav aria-label="Legal">
          <ul className={s.legal}>
            {brand.legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={s.copyright}>
          © {year} {brand.copyright}
        </p>
      </div>
    </footer>
  )
}
