/**
 * The Excel export and import of a price list's positions (columns of spec 001's price list position);
 * an import the server refuses stores nothing and lists its rows, one it takes refreshes the positions
 * and the history.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { PriceList } from '../../../domain/price-lists/price-list.schema'
import { ExcelTransfer } from '../../ui/excel-transfer'
import { priceListKeys } from './price-lists.api'

/** A file name made of the list's name, without the characters file systems refuse. */
export const excelFileName = (name: string) => `Прайс-лист ${name.replace(/[\\/:*?"<>|]+/g, ' ').trim()}.xlsx`

export function PriceListExcel({ list }: { list: PriceList }) {
  const queryClient = useQueryClient()
  return (
    <ExcelTransfer
      exportPath={`/settings/price-lists/${list.id}/export`}
      importPath={`/settings/price-lists/${list.id}/import`}
      fileName={excelFileName(list.nameUk)}
      onImported={() => void queryClient.invalidateQueries({ queryKey: priceListKeys.all })}
    />
  )
}
