import { initWasm, Resvg } from '@resvg/resvg-wasm'
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm'
import interBold from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'

let ready: Promise<void> | undefined

/** resvg's WebAssembly, compiled once per isolate (workerd hands the module over compiled). */
const started = () => (ready ??= initWasm(resvgWasm))

// wrangler's Data rule makes the import an ArrayBuffer; the test build's DOM types (Vite's
// asset declarations) call a .ttf import a URL string.
const FONT = new Uint8Array(interBold as unknown as ArrayBuffer)

/** An SVG document as a PNG `width` pixels wide (height from its aspect), through resvg (SVG
 * rendering in WebAssembly; Cloudflare's image transformations pass SVG through unrendered, so
 * the same renderer runs in production and locally). Text is set in Inter Bold, the one font
 * loaded: a share card's title reads the same everywhere. */
export async function rasteriseSvg(svg: string, width: number): Promise<Uint8Array> {
  await started()
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers: [FONT], defaultFontFamily: 'Inter', loadSystemFonts: false },
  })
  try {
    const image = resvg.render()
    const png = image.asPng()
    image.free()
    return png
  } finally {
    resvg.free()
  }
}
