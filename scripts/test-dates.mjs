// `npm run test:dates`: the date-sensitive tests at two instants far from the default pinned
// one, side by side (scripts/lib/date-reruns.mjs). `npm test` runs them beside the worker
// suite. TEST_NOW=<instant> runs them at that instant alone.
import { dateRerunCommands, OTHER_INSTANTS } from './lib/date-reruns.mjs'
import { runLanes } from './lib/lanes.mjs'
import { preflight } from './lib/preflight.mjs'

preflight()

const instants = process.env.TEST_NOW ? [process.env.TEST_NOW] : OTHER_INSTANTS
await runLanes(
  `Date-sensitive tests at ${instants.join(' and ')}`,
  instants.map((at) => ({ name: `dated tests at ${at}`, commands: dateRerunCommands(at) })),
)
