/** The Excel import and export of a price list's positions (the shared ExcelTransfer, once it lands). */
import type { PriceList } from '../../../domain/price-lists/price-list.schema'

export function PriceListExcel(_: { list: PriceList; online: boolean }) {
  return null
}
