import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code says why in its own words: an issue number means nothing to the next reader (the
// tracker moves on, the number stays). Commit messages and notes are where issues are named.
// Migrations are history already applied and are left as they were written.
const ROOT = resolve(__dirname, '../../..')
const FOLDERS = ['src', 'test', 'scripts']
const CONFIGS = ['eslint.config.js', 'playwright.config.ts', 'vitest.config.ts', 'vite.config.ts']
const ISSUE = /\bissues? #?\d+\b/i

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path)
    return /\.(?:[cm]?[jt]sx?|css|sql)$/.test(name) ? [path] : []
  })

describe('issue numbers in code', () => {
  it('appear in no source, test, script or config file', () => {
    const found: string[] = []
    const paths = [
      ...FOLDERS.flatMap((folder) => files(join(ROOT, folder))),
      ...CONFIGS.map((name) => join(ROOT, name)),
    ]
    for (const path of paths) {
      if (path === __filename) continue
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (ISSUE.test(line)) found.push(`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })
})
