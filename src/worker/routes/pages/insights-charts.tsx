import type { EventCounts } from '../../services/tracking/insights-service'
import { ctr } from '../../services/tracking/insights-service'

// Fixed bar colours: presentation attributes cannot read CSS variables, and the CSP forbids
// inline styles. Text and axis take the skin's text colour through currentColor, so they read
// on light and dark skins alike.
const IMPRESSIONS_FILL = '#3b7dd8'
const CLICKS_FILL = '#d9453b'
const TEXT_FILL = 'currentColor'

export const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`

/** Paired bars (impressions, clicks) per group, drawn on the server: no chart library, no JS. */
export function PairedBarChart({ title, groups }: { title: string; groups: EventCounts[] }) {
  const width = 640
  const height = 220
  const top = 16
  const bottom = 40
  const plot = height - top - bottom
  const max = Math.max(1, ...groups.map((g) => g.impressions))
  const slot = width / Math.max(1, groups.length)
  const bar = Math.max(4, Math.min(28, slot / 3))
  const y = (n: number) => top + plot - (n / max) * plot
  return (
    <figure data-testid="insights-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`${title}: impressions and clicks`}
      >
        <line x1={0} x2={width} y1={top + plot} y2={top + plot} stroke={TEXT_FILL} />
        {groups.map((g, i) => {
          const x = i * slot + slot / 2
          return (
            <g key={g.key}>
              <rect
                x={x - bar}
                y={y(g.impressions)}
                width={bar}
                height={top + plot - y(g.impressions)}
                fill={IMPRESSIONS_FILL}
              >
                <title>{`${g.key}: ${g.impressions} impressions`}</title>
              </rect>
              <rect
                x={x}
                y={y(g.clicks)}
                width={bar}
                height={top + plot - y(g.clicks)}
                fill={CLICKS_FILL}
              >
                <title>{`${g.key}: ${g.clicks} clicks`}</title>
              </rect>
              <text x={x} y={height - 22} textAnchor="middle" fontSize={13} fill={TEXT_FILL}>
                {g.key.length > 12 ? `${g.key.slice(0, 11)}…` : g.key}
              </text>
              <text x={x} y={height - 8} textAnchor="middle" fontSize={12} fill={TEXT_FILL}>
                {percent(ctr(g))}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>
        {title}: <span>impressions (blue)</span>, <span>clicks (red)</span>, CTR under each
      </figcaption>
    </figure>
  )
}

/** The same numbers as a table: readable without the chart, and what tests check. */
export function CountsTable({
  caption,
  label,
  rows,
  testId,
}: {
  caption: string
  label: string
  rows: (EventCounts & { headline?: string | null })[]
  testId: string
}) {
  return (
    <table data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Impressions</th>
          <th scope="col">Clicks</th>
          <th scope="col">CTR</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-key={r.key}>
            <th scope="row">{r.headline ? `${r.headline} (#${r.key})` : r.key}</th>
            <td>{r.impressions}</td>
            <td>{r.clicks}</td>
            <td>{percent(ctr(r))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
