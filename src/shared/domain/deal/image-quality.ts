import { IMAGE_QUALITY } from '../../config/constants'

export type ImageQuality = (typeof IMAGE_QUALITY)[keyof typeof IMAGE_QUALITY]

export interface ImageQualityInput {
  /** The Save-Data client hint: the header value ('on') or an already-parsed flag. */
  saveData?: string | boolean | null
  /** The ECT (effective connection type) client hint: 'slow-2g', '2g', '3g' or '4g'. */
  ect?: string | null
  subSubcategoryPage?: boolean
  lightPage?: boolean
}

/** The image quality to request (storefront §9: "85 (60 on 3g or for sub-subcategories, 35 on 2g
 * or light page)"). A visitor who asked to save data gets the 2g quality, since that is what
 * the hint asks for; slow-2g counts as 2g. Without hints the image is full quality: most
 * browsers that send none are on fast links. The lowest applicable quality wins.
 * @example imageQuality({ ect: '3g' }) === 60; imageQuality({ saveData: 'on' }) === 35 */
export function imageQuality(input: ImageQualityInput): ImageQuality {
  const ect = input.ect?.trim().toLowerCase()
  if (saveDataOn(input.saveData) || ect === '2g' || ect === 'slow-2g' || input.lightPage) {
    return IMAGE_QUALITY.minimal
  }
  if (ect === '3g' || input.subSubcategoryPage) return IMAGE_QUALITY.reduced
  return IMAGE_QUALITY.default
}

// The Save-Data header's only defined value is 'on' (compared without case, RFC 8942 style).
function saveDataOn(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value
  return value?.trim().toLowerCase() === 'on'
}
