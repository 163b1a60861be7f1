// The brands' local hosts for the scripts, read from the one brand list
// (src/shared/config/brands.ts), so a new brand is served and listed without touching them.
import { run } from './proc.mjs'

const PRINT =
  "import { BRANDS } from './src/shared/config/brands.ts';" +
  'console.log(JSON.stringify(Object.values(BRANDS).map((b) => ' +
  '({ id: b.id, name: b.name, countryCode: b.countryCode, devHost: b.devHost }))))'

/** Every brand with its development host (`*.localhost`), the main brand first.
 * @returns {{ id: string, name: string, countryCode: string, devHost: string }[]} */
export function brandDevHosts() {
  const { stdout } = run('tsx', ['-e', PRINT], { stdio: ['ignore', 'pipe', 'inherit'] })
  return JSON.parse(stdout.toString())
}
