import { encode } from 'uqr'

/** Module size in CSS pixels: a 25-module code is 116 px across with its border, which a till's
 * scanner reads off a phone screen. */
const MODULE_PX = 4

/** Runs of equal modules in one row, so a row is a handful of cells rather than one per module.
 * @example runs([true, true, false]) // [{ dark: true, length: 2 }, { dark: false, length: 1 }] */
function runs(row: readonly boolean[]): { dark: boolean; length: number }[] {
  const out: { dark: boolean; length: number }[] = []
  for (const dark of row) {
    const last = out[out.length - 1]
    if (last && last.dark === dark) last.length += 1
    else out.push({ dark, length: 1 })
  }
  return out
}

/** The voucher code as a QR code made of table cells. Mail clients block inline SVG and data:
 * images, and no page serves the QR as an image file (the voucher page draws it inline with the
 * same uqr and the same border), so the code is drawn with background colours, which every
 * client shows. Black on white in any colour scheme: a scanner needs the contrast. */
export function QrTable({ text, label }: { text: string; label: string }) {
  const { data } = encode(text, { border: 2 })
  const size = data.length * MODULE_PX
  return (
    <table
      role="img"
      aria-label={label}
      cellPadding={0}
      cellSpacing={0}
      width={size}
      style={{ borderCollapse: 'collapse', width: `${size}px`, background: '#ffffff' }}
      data-qr={text}
    >
      <tbody>
        {data.map((row, y) => (
          <tr key={y}>
            <td style={{ padding: 0, lineHeight: 0, fontSize: 0 }}>
              <table role="presentation" cellPadding={0} cellSpacing={0} width={size}>
                <tbody>
                  <tr style={{ fontSize: 0, lineHeight: 0 }}>
                    {runs(row).map((run, x) => (
                      <td
                        key={x}
                        style={{
                          width: `${run.length * MODULE_PX}px`,
                          height: `${MODULE_PX}px`,
                          background: run.dark ? '#000' : '#fff',
                        }}
                      />
                    ))}
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
