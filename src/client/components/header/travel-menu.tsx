import { useState } from 'react'
import { TRAVEL_MENU_HOVER_DELAY_MS } from '../../../shared/config/constants'
import { container, visuallyHidden } from '../../../themes/global-styles'
import { ChevronIcon } from './icons'
import type { TravelGroup } from './travel-groups'
import { usePopup } from './use-popup'
import * as s from './travel-menu.styles'

export interface TravelMenuProps {
  groups: TravelGroup[]
  /** 'All travel deals', or the current sub-category's name (§2). */
  heading: string
  path: string
}

const GROUPS_ID = 'travel-menu-groups'

/** The travel pages' second menu (island 'travel-menu', §2 'Header and navigation'): on
 * desktop a bar of groups whose sub-menus open on hover at once (§4: "0 in the travel menu");
 * on mobile one accordion holding every group and its links. */
export function TravelMenu({ groups, heading, path }: TravelMenuProps) {
  const [expanded, setExpanded] = useState(false)
  return (
    <nav aria-label="Travel" className={s.travel}>
      <div className={container}>
        <button
          type="button"
          className={s.accordionToggle}
          aria-expanded={expanded}
          aria-controls={GROUPS_ID}
          onClick={() => setExpanded((was) => !was)}
        >
          {heading}
          <ChevronIcon />
        </button>
        <ul id={GROUPS_ID} className={s.groups} data-open={expanded}>
          {groups.map((group) => (
            <TravelGroupItem key={group.id} group={group} path={path} />
          ))}
        </ul>
      </div>
    </nav>
  )
}

function TravelGroupItem({ group, path }: { group: TravelGroup; path: string }) {
  const popup = usePopup<HTMLLIElement>({ hoverDelayMs: TRAVEL_MENU_HOVER_DELAY_MS })
  const listId = `travel-menu-${group.id}`
  return (
    <li ref={popup.rootRef} className={s.group} {...popup.rootProps}>
      <div className={s.groupHead}>
        <a href={group.href} aria-current={path === group.href ? 'page' : undefined}>
          {group.label}
        </a>
        <button
          ref={popup.buttonRef}
          type="button"
          className={s.subToggle}
          aria-expanded={popup.open}
          aria-controls={listId}
          onClick={popup.toggle}
        >
          <span className={visuallyHidden}>{group.label} destinations</span>
          <ChevronIcon />
        </button>
      </div>
      <ul id={listId} className={s.subMenu} data-open={popup.open}>
        {group.links.map((link) => (
          <li key={link.id}>
            <a href={link.href} aria-current={path === link.href ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}
