import type { ComponentType, ReactElement } from 'react'
import { safeJsonForHtml } from '../../shared/safe-json'
import type { IslandName } from './registry'

interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  props: P
  /** Wrapper element; use 'span' inside phrasing content. */
  as?: 'div' | 'span' | 'nav'
  className?: string
}

/** Server side of an island: the component's HTML plus its props in a non-executed JSON
 * block, so the client can hydrate exactly this subtree without inline script (CSP). */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  as: Tag = 'div',
  className,
}: IslandProps<P>): ReactElement {
  return (
    <>
      <Tag data-island={name} className={className}>
        <Component {...props} />
      </Tag>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: safeJsonForHtml(props) }}
      />
    </>
  )
}
