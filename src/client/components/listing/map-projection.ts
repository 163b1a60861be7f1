export interface MapBounds {
  west: number
  east: number
  south: number
  north: number
}

export interface Projection {
  width: number
  height: number
  /** SVG coordinates of a point, or null when it lies outside the bounds (a deal abroad). */
  project: (lat: number, lon: number) => { x: number; y: number } | null
}

/** An equirectangular projection of `bounds` onto an SVG `width` wide. Longitude is scaled by
 * the cosine of the middle latitude so Britain is not stretched sideways: at 54° N a degree
 * of longitude is only about 0.59 of a degree of latitude.
 * @example equirectangular({ west: 0, east: 10, south: -5, north: 5 }, 100).project(0, 5) → { x: 50, y: 50 } */
export function equirectangular(bounds: MapBounds, width: number): Projection {
  const midLat = ((bounds.north + bounds.south) / 2) * (Math.PI / 180)
  const xScale = Math.cos(midLat)
  const spanX = (bounds.east - bounds.west) * xScale
  const spanY = bounds.north - bounds.south
  const scale = width / spanX
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    width,
    height: round(spanY * scale),
    project(lat, lon) {
      if (lat < bounds.south || lat > bounds.north || lon < bounds.west || lon > bounds.east) {
        return null
      }
      return {
        x: round((lon - bounds.west) * xScale * scale),
        y: round((bounds.north - lat) * scale),
      }
    },
  }
}

/** An SVG path through [lon, lat] points, closed. Points outside the bounds are skipped. */
export function ringPath(projection: Projection, ring: readonly (readonly [number, number])[]) {
  const points = ring.flatMap(([lon, lat]) => {
    const p = projection.project(lat, lon)
    return p ? [`${p.x},${p.y}`] : []
  })
  return points.length > 0 ? `M${points.join('L')}Z` : ''
}
