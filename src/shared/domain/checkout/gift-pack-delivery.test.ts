import { describe, expect, it } from 'vitest'
import { giftPackDispatch } from './gift-pack-delivery'

describe('giftPackDispatch', () => {
  it.each([
    ['Tuesday 1pm, next-day', 'NEXT_DAY', '2026-11-17T13:00:00Z', '2026-11-17', '2026-11-18', true],
    [
      'Tuesday 2pm, next-day',
      'NEXT_DAY',
      '2026-11-17T14:00:00Z',
      '2026-11-18',
      '2026-11-19',
      false,
    ],
    ['Friday 1pm, next-day', 'NEXT_DAY', '2026-11-20T13:00:00Z', '2026-11-20', '2026-11-23', true],
    [
      'Saturday morning, next-day',
      'NEXT_DAY',
      '2026-11-21T09:00:00Z',
      '2026-11-23',
      '2026-11-24',
      false,
    ],
    [
      'Tuesday 1pm, standard',
      'STANDARD',
      '2026-11-17T13:00:00Z',
      '2026-11-17',
      '2026-11-20',
      false,
    ],
    [
      'Wednesday 1pm, standard',
      'STANDARD',
      '2026-11-18T13:00:00Z',
      '2026-11-18',
      '2026-11-23',
      false,
    ],
    ['Friday 3pm, standard', 'STANDARD', '2026-11-20T15:00:00Z', '2026-11-23', '2026-11-26', false],
  ] as const)('%s', (_name, delivery, now, dispatchDate, deliveryDate, tracked) => {
    expect(giftPackDispatch(delivery, new Date(now))).toEqual({
      dispatchDate,
      deliveryDate,
      tracked,
    })
  })

  it('reads the 2pm cut-off in UK summer time', () => {
    // 13:30 UTC in June is 14:30 BST: past the cut-off.
    expect(giftPackDispatch('NEXT_DAY', new Date('2026-06-16T13:30:00Z'))).toEqual({
      dispatchDate: '2026-06-17',
      deliveryDate: '2026-06-18',
      tracked: false,
    })
  })
})
