import * as s from './landing-page.styles'

export interface CategoryLink {
  label: string
  href: string
}

/** A landing page's row of category links under its own heading; nothing when there are none. */
export function CategoryChips(props: {
  id: string
  heading: string
  categories: readonly CategoryLink[]
  testId?: string
}) {
  if (props.categories.length === 0) return null
  return (
    <section className={s.section} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      <ul className={s.chips} data-testid={props.testId}>
        {props.categories.map((category) => (
          <li key={category.href}>
            <a href={category.href}>{category.label}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
