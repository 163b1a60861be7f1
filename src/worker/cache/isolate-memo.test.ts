import type { KVNamespace } from '@cloudflare/workers-types'
import { describe, expect, it } from 'vitest'
import { clock, setClock } from '../clock'
import { IsolateMemo } from './isolate-memo'
import { bumpPageCacheGeneration } from './page-cache-generation'

/** A loader counting its calls, answering `answer(call number)`. */
function counted<V>(answer: (call: number) => V) {
  let calls = 0
  return { load: () => Promise.resolve(answer(++calls)), calls: () => calls }
}

const kv = { put: () => Promise.resolve() } as unknown as KVNamespace

describe('IsolateMemo', () => {
  it('keeps an answer for its time, then asks again', async () => {
    const memo = new IsolateMemo<string, number>(5_000, 10)
    const source = counted((n) => n)
    expect(await memo.read('a', source.load)).toBe(1)
    expect(await memo.read('a', source.load)).toBe(1)
    setClock(clock.ms() + 5_000)
    expect(await memo.read('a', source.load)).toBe(2)
    expect(source.calls()).toBe(2)
  })

  it('drops everything when this isolate bumps the page-cache generation', async () => {
    const memo = new IsolateMemo<string, number>(60_000, 10)
    const source = counted((n) => n)
    await memo.read('a', source.load)
    await bumpPageCacheGeneration(kv)
    expect(await memo.read('a', source.load)).toBe(2)
  })

  it('asks again after the clock went back, rather than trust an answer from the future', async () => {
    const memo = new IsolateMemo<string, number>(60_000, 10)
    const source = counted((n) => n)
    await memo.read('a', source.load)
    setClock(clock.ms() - 1_000)
    expect(await memo.read('a', source.load)).toBe(2)
  })

  it('keeps only what `keep` accepts, and keeps no failure', async () => {
    const memo = new IsolateMemo<string, string | null>(60_000, 10)
    const none = counted(() => null)
    await memo.read('x', none.load, (v) => v !== null)
    await memo.read('x', none.load, (v) => v !== null)
    expect(none.calls()).toBe(2)
    await expect(memo.read('y', () => Promise.reject(new Error('D1 down')))).rejects.toThrow()
    expect(await memo.read('y', () => Promise.resolve('back'))).toBe('back')
  })

  it('holds at most its number of entries, the oldest leaving first', async () => {
    const memo = new IsolateMemo<number, number>(60_000, 3)
    const source = counted((n) => n)
    for (const key of [1, 2, 3, 4]) await memo.read(key, source.load)
    expect(source.calls()).toBe(4)
    await memo.read(4, source.load)
    expect(source.calls()).toBe(4)
    await memo.read(1, source.load)
    expect(source.calls()).toBe(5)
  })

  it('tells the last answer even when it is stale, as a guess', async () => {
    const memo = new IsolateMemo<string, number>(1_000, 10)
    expect(memo.last('v')).toBeUndefined()
    await memo.read('v', () => Promise.resolve(41))
    setClock(clock.ms() + 10_000)
    expect(memo.last('v')).toBe(41)
  })
})
