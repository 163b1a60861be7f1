import { describe, expect, it } from 'vitest'
import { imageQuality, type ImageQualityInput } from './image-quality'

describe('imageQuality', () => {
  it.each<[string, ImageQualityInput, number]>([
    ['no hints', {}, 85],
    ['a 4g connection', { ect: '4g' }, 85],
    ['an unknown connection type', { ect: '5g' }, 85],
    ['Save-Data off', { saveData: 'off' }, 85],
    ['a 3g connection', { ect: '3g' }, 60],
    ['a sub-subcategory page', { subSubcategoryPage: true }, 60],
    ['a 2g connection', { ect: '2g' }, 35],
    ['a slow-2g connection', { ect: 'slow-2g' }, 35],
    ['a light page', { lightPage: true }, 35],
    ['Save-Data on', { saveData: 'on' }, 35],
    ['Save-Data On with spaces', { saveData: ' On ' }, 35],
    ['a parsed Save-Data flag', { saveData: true }, 35],
    ['a 2g connection on a sub-subcategory page', { ect: '2g', subSubcategoryPage: true }, 35],
    ['Save-Data on a 4g connection', { saveData: 'on', ect: '4g' }, 35],
    ['a 3g connection in capitals', { ect: '3G' }, 60],
  ])('gives %s a quality of %i', (_name, input, quality) => {
    expect(imageQuality(input)).toBe(quality)
  })
})
