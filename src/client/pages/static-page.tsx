import type { Brand } from '../../shared/config/brands'
import { slugify } from '../../shared/domain/paths'
import { container } from '../../themes/global-styles'
import { LAST_UPDATED, LAST_UPDATED_ISO, type StaticPageContent } from './content/types'
import * as s from './static-page.styles'

export interface StaticPageProps {
  page: StaticPageContent
  brand: Brand
}

/** A legal or help page (storefront §2 'Paths', /page/*): title, revision date, an optional
 * notice, a table of contents, the sections, and the brand's other policies. */
export function StaticPage({ page, brand }: StaticPageProps) {
  const sections = page.sections(brand).map((section) => ({
    ...section,
    id: slugify(section.heading),
  }))
  const notice = page.notice?.(brand) ?? null
  const related = brand.legalLinks.filter((link) => link.href !== page.path)
  return (
    <div className={`${container} ${s.page}`} data-static-page={page.path}>
      <header className={s.header}>
        <p className={s.eyebrow}>{page.kind}</p>
        <h1 id="page-title">{page.title}</h1>
        <p className={s.updated}>
          Last updated <time dateTime={LAST_UPDATED_ISO}>{LAST_UPDATED}</time>
        </p>
        <div className={s.intro}>{page.intro(brand)}</div>
      </header>
      {notice ? (
        <div className={s.notice} role="note">
          {notice}
        </div>
      ) : null}
      <div className={s.layout}>
        <nav className={s.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={s.article} aria-labelledby="page-title">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.body}
            </section>
          ))}
          <nav className={s.related} aria-labelledby="related-heading">
            <h2 id="related-heading">Policies and terms</h2>
            <ul>
              {related.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </div>
  )
}
