import { FormStatus } from '../forms/account-form-parts'
import * as f from '../forms/account-forms.styles'
import * as s from '../../pages/admin/deals/admin-deals.styles'
import { useAdminDealExtras, type ExtrasStatus } from './use-admin-deal-extras'

export interface AdminDealExtrasProps {
  dealId: number
  products: { id: number; title: string }[]
}

type Extras = ReturnType<typeof useAdminDealExtras>
type Products = AdminDealExtrasProps['products']

const Status = ({ status }: { status: ExtrasStatus }) =>
  status ? <FormStatus kind={status.kind}>{status.text}</FormStatus> : null

/** Island 'admin-deal-extras': add or edit a product, upload a picture, bulk-edit the travel
 * calendar. Each form answers with the API's own message; the page reloads after a product or
 * picture change so the server-rendered tables show it. */
export function AdminDealExtras({ dealId, products }: AdminDealExtrasProps) {
  const extras = useAdminDealExtras(dealId)
  return (
    <>
      <ProductForm extras={extras} products={products} />
      <PictureForm extras={extras} />
      <CalendarForm extras={extras} products={products} />
    </>
  )
}

function ProductForm({ extras, products }: { extras: Extras; products: Products }) {
  return (
    <>
      <h2>Add or edit a product</h2>
      <form className={f.form} onSubmit={extras.saveProduct} aria-label="Product">
        <div className={s.grid}>
          <label>
            Product
            <select name="productId" defaultValue="new">
              <option value="new">New product</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id}: {p.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Title <input name="title" />
          </label>
          <label>
            Friendly name <input name="friendlyName" />
          </label>
          <label>
            Price <input name="price" inputMode="decimal" />
          </label>
          <label>
            Original price <input name="originalPrice" inputMode="decimal" />
          </label>
          <label>
            VIP price <input name="vipPrice" inputMode="decimal" />
          </label>
          <label>
            Stock total <input name="totalRemaining" type="number" min="0" />
          </label>
          <label>
            Stock per day <input name="totalRemainingForDay" type="number" min="0" />
          </label>
          <label>
            Stock per week <input name="totalRemainingForWeek" type="number" min="0" />
          </label>
          <label>
            Cap per customer <input name="purchaseCap" type="number" min="1" />
          </label>
          <label>
            <span>
              <input name="soldOut" type="checkbox" /> Sold out
            </span>
          </label>
        </div>
        <button type="submit" className={f.submit} disabled={extras.disabled}>
          Save product
        </button>
        <Status status={extras.productStatus} />
      </form>
    </>
  )
}

function PictureForm({ extras }: { extras: Extras }) {
  return (
    <>
      <h2>Upload a picture</h2>
      <form className={f.form} onSubmit={extras.upload} aria-label="Picture">
        <div className={s.row}>
          <label>
            PNG or SVG, up to 1.9 MB{' '}
            <input name="file" type="file" accept="image/png,image/svg+xml" required />
          </label>
          <label>
            Alt text <input name="alt" required maxLength={300} />
          </label>
          <button type="submit" className={f.submit} disabled={extras.disabled}>
            Upload
          </button>
        </div>
        <Status status={extras.imageStatus} />
      </form>
    </>
  )
}

function CalendarForm({ extras, products }: { extras: Extras; products: Products }) {
  return (
    <>
      <h2>Travel calendar: bulk edit</h2>
      <form className={f.form} onSubmit={extras.editCalendar} aria-label="Calendar">
        <div className={s.row}>
          <label>
            From <input name="from" type="date" required />
          </label>
          <label>
            To <input name="to" type="date" required />
          </label>
          <label>
            Product
            <select name="productId" defaultValue="">
              <option value="">All products</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Price per night <input name="price" inputMode="decimal" />
          </label>
          <label>
            Rooms left <input name="remaining" type="number" min="0" />
          </label>
          <button type="submit" className={f.submit} disabled={extras.disabled}>
            Apply
          </button>
        </div>
        <Status status={extras.calendarStatus} />
      </form>
    </>
  )
}
