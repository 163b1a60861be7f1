import type { CSSProperties, ReactNode } from 'react'
import type { Brand } from '../../../../shared/config/brands'
import { TOKENS } from '../../../../themes/tokens'
import type { MailBlock, MailContent, MailDeal, MailVoucher } from './mail-content'
import { MAIL_LOGO_SIZES } from './mail-logo-sizes'
import { QrTable } from './qr-table'
import { mailPictureUrl } from '../../../../shared/domain/mail/mail-picture'

// Mail clients keep little of a page: no external or <head> CSS in many, no flex or grid, no
// SVG, no web fonts. So: nested 600 px tables, every style inline, system fonts, absolute links
// to the brand's own host. Colours are the brand skin's (themes/tokens.ts), always set on both
// the cell and its text so a client that darkens the background in dark mode darkens both; the
// head's prefers-color-scheme rules serve the clients that honour them.

const WIDTH = 600
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

export interface MailPalette {
  primary: string
  primaryText: string
  text: string
  muted: string
  background: string
  surface: string
  border: string
  link: string
  footerBg: string
  footerText: string
}

/** The brand's colours as its base skin has them (themes/tokens.ts). */
function mailPalette(brand: Pick<Brand, 'baseTheme'>): MailPalette {
  const c = TOKENS[brand.baseTheme].colors
  return {
    primary: c.primary,
    primaryText: c.primaryText,
    text: c.text,
    muted: c.mutedText,
    background: c.background,
    surface: c.surface,
    border: c.border,
    link: c.link,
    footerBg: c.footerBg,
    footerText: c.footerText,
  }
}

interface Ctx {
  brand: Brand
  origin: string
  palette: MailPalette
}

const cell = (style: CSSProperties = {}): CSSProperties => ({
  fontFamily: FONT,
  fontSize: '16px',
  lineHeight: '24px',
  ...style,
})

/** The brand's mark and name as one picture (public/brand/<theme>/mail-logo.png, drawn by
 * scripts/brand-assets.mjs): mail clients draw no SVG. Where pictures are blocked the client shows
 * the alt text, styled as the wordmark it stands for. */
function MailLogo({ brand, origin, palette }: Pick<Ctx, 'brand' | 'origin' | 'palette'>) {
  const size = MAIL_LOGO_SIZES[brand.baseTheme]
  return (
    <img
      src={`${origin}/mail-logo.png`}
      alt={brand.name}
      width={size.width}
      height={size.height}
      style={{
        display: 'block',
        border: 0,
        color: palette.primaryText,
        fontFamily: FONT,
        fontSize: '26px',
        fontWeight: 'bold',
        lineHeight: `${size.height}px`,
      }}
    />
  )
}

function Row({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <tr>
      <td style={cell({ padding: '0 32px 16px', ...style })}>{children}</td>
    </tr>
  )
}

function Button({ label, url, ctx }: { label: string; url: string; ctx: Ctx }) {
  const { palette } = ctx
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0}>
      <tbody>
        <tr>
          <td
            className="mail-button"
            style={{ borderRadius: '6px', background: palette.primary, textAlign: 'center' }}
          >
            <a
              href={url}
              style={cell({
                display: 'inline-block',
                padding: '12px 24px',
                color: palette.primaryText,
                fontWeight: 'bold',
                textDecoration: 'none',
              })}
            >
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  )
}

function Facts({ rows, ctx }: { rows: readonly (readonly [string, string])[]; ctx: Ctx }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} width="100%">
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={i}>
            <td style={cell({ padding: '4px 0', color: ctx.palette.muted })}>{label}</td>
            <td style={cell({ padding: '4px 0', textAlign: 'right', fontWeight: 'bold' })}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A bordered card of its own: a voucher or a deal, its picture on top. */
function Card({
  ctx,
  picture,
  children,
  ...data
}: {
  ctx: Ctx
  picture: { src: string; alt: string; href?: string } | null
  children: ReactNode
  'data-voucher'?: string
  'data-deal-url'?: string
}) {
  const img = picture ? (
    <img
      src={mailPictureUrl(picture.src)}
      alt={picture.alt}
      width={WIDTH - 66}
      style={{ display: 'block', width: '100%', height: 'auto', border: 0 }}
    />
  ) : null
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      width="100%"
      style={{
        border: `1px solid ${ctx.palette.border}`,
        borderRadius: '8px',
        marginBottom: '16px',
      }}
      {...data}
    >
      <tbody>
        {img ? (
          <tr>
            <td style={{ padding: 0 }}>{picture?.href ? <a href={picture.href}>{img}</a> : img}</td>
          </tr>
        ) : null}
        <tr>{children}</tr>
      </tbody>
    </table>
  )
}

function Voucher({ voucher, ctx }: { voucher: MailVoucher; ctx: Ctx }) {
  const { palette } = ctx
  return (
    <Card
      ctx={ctx}
      data-voucher={voucher.code}
      picture={voucher.imageUrl ? { src: voucher.imageUrl, alt: voucher.imageAlt } : null}
    >
      <td style={cell({ padding: '16px' })}>
        <p style={{ margin: '0 0 8px', fontWeight: 'bold', fontSize: '18px' }}>{voucher.title}</p>
        {voucher.lines.map((line, i) => (
          <p key={i} style={{ margin: '0 0 4px', color: palette.muted }}>
            {line}
          </p>
        ))}
        <table role="presentation" cellPadding={0} cellSpacing={0} width="100%">
          <tbody>
            <tr>
              <td style={cell({ padding: '12px 16px 12px 0', verticalAlign: 'top' })}>
                <p style={{ margin: '0 0 4px', color: palette.muted }}>Voucher code</p>
                <p
                  style={{
                    margin: '0 0 12px',
                    fontSize: '22px',
                    fontWeight: 'bold',
                    letterSpacing: '1px',
                    fontFamily: 'Menlo, Consolas, monospace',
                  }}
                >
                  {voucher.code}
                </p>
                {voucher.merchant || voucher.address ? (
                  <p style={{ margin: '0 0 4px' }}>
                    {[voucher.merchant, voucher.address].filter(Boolean).join(', ')}
                  </p>
                ) : null}
              </td>
              <td width={124} style={{ padding: '12px 0', verticalAlign: 'top' }}>
                <QrTable text={voucher.code} label={`QR code for voucher ${voucher.code}`} />
              </td>
            </tr>
          </tbody>
        </table>
        <p style={{ margin: '8px 0 0' }}>
          <strong>How to redeem: </strong>
          {voucher.howToRedeem}
        </p>
      </td>
    </Card>
  )
}

function Deal({ deal, ctx }: { deal: MailDeal; ctx: Ctx }) {
  const { palette } = ctx
  return (
    <Card
      ctx={ctx}
      data-deal-url={deal.url}
      picture={{ src: deal.imageUrl, alt: deal.imageAlt, href: deal.url }}
    >
      <td style={cell({ padding: '12px 16px 16px' })}>
        <p style={{ margin: '0 0 4px', color: palette.muted, fontSize: '14px' }}>{deal.location}</p>
        <p style={{ margin: '0 0 8px', fontWeight: 'bold', fontSize: '18px' }}>
          <a href={deal.url} style={{ color: palette.text, textDecoration: 'none' }}>
            {deal.title}
          </a>
        </p>
        <p style={{ margin: '0 0 12px' }}>
          <span style={{ fontSize: '22px', fontWeight: 'bold', color: palette.link }}>
            {deal.price}
          </span>
          {deal.wasPrice ? (
            <span style={{ color: palette.muted, textDecoration: 'line-through' }}>
              {' '}
              {deal.wasPrice}
            </span>
          ) : null}
          {deal.badge ? <strong> {deal.badge}</strong> : null}
        </p>
        <Button label="See the deal" url={deal.url} ctx={ctx} />
      </td>
    </Card>
  )
}

function Block({ block, ctx }: { block: MailBlock; ctx: Ctx }) {
  switch (block.type) {
    case 'text':
      return (
        <Row>
          <p style={{ margin: 0, fontWeight: block.strong ? 'bold' : undefined }}>{block.text}</p>
        </Row>
      )
    case 'button':
      return (
        <Row style={{ padding: '8px 32px 24px' }}>
          <Button label={block.link.label} url={block.link.url} ctx={ctx} />
        </Row>
      )
    case 'facts':
      return (
        <Row>
          <Facts rows={block.rows} ctx={ctx} />
        </Row>
      )
    case 'quote':
      return (
        <Row>
          <blockquote
            data-gift-message
            style={{
              margin: 0,
              padding: '8px 16px',
              borderLeft: `4px solid ${ctx.palette.primary}`,
            }}
          >
            {block.text
              .split(/\r?\n/)
              .flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]))}
          </blockquote>
        </Row>
      )
    case 'vouchers':
      return (
        <Row>
          {block.vouchers.map((voucher) => (
            <Voucher key={voucher.code} voucher={voucher} ctx={ctx} />
          ))}
        </Row>
      )
    case 'deals':
      return (
        <Row>
          {block.deals.map((deal) => (
            <Deal key={deal.url} deal={deal} ctx={ctx} />
          ))}
        </Row>
      )
  }
}

/** Dark mode for the clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for
 * Mac): the same layout on dark surfaces. Clients that ignore it keep the inline light colours. */
const darkCss = (p: MailPalette) => `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-bg { background: #111418 !important; }
  .mail-card { background: #1b2026 !important; color: #eef1f4 !important; }
  .mail-card p, .mail-card td, .mail-card blockquote { color: #eef1f4 !important; }
  .mail-card a { color: #9fd3ff !important; }
  .mail-button a { color: ${p.primaryText} !important; }
}`

/** The whole HTML part: the brand's header (its wordmark in its colours), the blocks, and a
 * footer with the legal line, the links every message carries and, on marketing mail, the
 * unsubscribe link. */
export function MailDocument({
  content,
  brand,
  origin,
}: {
  content: MailContent
  brand: Brand
  origin: string
}) {
  const palette = mailPalette(brand)
  const ctx: Ctx = { brand, origin, palette }
  const footerLink: CSSProperties = { color: palette.footerText, textDecoration: 'underline' }
  const privacy = brand.legalLinks.find((link) => link.label === 'Privacy policy')
  return (
    <html lang={brand.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        <style>{darkCss(palette)}</style>
      </head>
      <body
        className="mail-bg"
        style={{ margin: 0, padding: 0, background: palette.background, color: palette.text }}
      >
        {content.preheader ? (
          <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>
            {content.preheader}
          </div>
        ) : null}
        <table
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          width="100%"
          className="mail-bg"
          style={{ background: palette.background }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 8px' }}>
                <table
                  role="presentation"
                  cellPadding={0}
                  cellSpacing={0}
                  width={WIDTH}
                  style={{ width: '100%', maxWidth: `${WIDTH}px` }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={cell({
                          background: palette.primary,
                          padding: '20px 32px',
                          borderRadius: '8px 8px 0 0',
                        })}
                      >
                        <a
                          href={`${origin}/`}
                          data-logo={brand.id}
                          style={{ color: palette.primaryText, textDecoration: 'none' }}
                        >
                          <MailLogo brand={brand} origin={origin} palette={palette} />
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="mail-card"
                        style={{
                          background: palette.surface,
                          color: palette.text,
                          padding: '24px 0 8px',
                        }}
                      >
                        <table role="presentation" cellPadding={0} cellSpacing={0} width="100%">
                          <tbody>
                            {content.greeting ? (
                              <Row>
                                <p style={{ margin: 0 }}>{content.greeting}</p>
                              </Row>
                            ) : null}
                            {content.blocks.map((block, i) => (
                              <Block key={i} block={block} ctx={ctx} />
                            ))}
                            <Row>
                              <p style={{ margin: 0 }}>The {brand.name} team</p>
                            </Row>
                          </tbody>
                        </table>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={cell({
                          background: palette.footerBg,
                          color: palette.footerText,
                          padding: '20px 32px',
                          fontSize: '13px',
                          lineHeight: '20px',
                          borderRadius: '0 0 8px 8px',
                        })}
                      >
                        <p style={{ margin: '0 0 8px' }}>
                          <a href={`${origin}/page/faqs`} style={footerLink}>
                            Help &amp; FAQs
                          </a>
                          {privacy ? (
                            <>
                              {' · '}
                              <a href={`${origin}${privacy.href}`} style={footerLink}>
                                Privacy policy
                              </a>
                            </>
                          ) : null}
                          {content.unsubscribeUrl ? (
                            <>
                              {' · '}
                              <a href={content.unsubscribeUrl} style={footerLink}>
                                Unsubscribe
                              </a>
                            </>
                          ) : null}
                        </p>
                        <p style={{ margin: 0 }}>
                          © {brand.copyright}. {brand.host}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}
