/**
 * What a warehouse document offers to choose: the user's own warehouses (the server's list, as the stock
 * availability's filter has it), every warehouse by name (a transfer may go to any), suppliers and the
 * nomenclature with its units from the device's copy of the settings resources (pulled as the screen
 * opens), and the invoice reasons of the current-state reference.
 */
import { useCallback, useMemo } from 'react'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { stockAvailabilityOptionsSchema } from '../../../domain/warehouse/stock-document.schema'
import {
  nomenclature,
  nomenclatureUnits,
  stocks,
  suppliers,
} from '../../../domain/warehouse/warehouse.resources'
import type { ComboboxMatches } from '../../ui/combobox'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useReference } from '../../offline/react/use-reference'
import { usePulledResources, useRefNames, useResourceRows } from '../../ui/resource/use-resource'
import { availabilityOptionsPath } from './stock-availability.api'

export interface Choice {
  id: number
  name: string
}

/** A nomenclature item as a document line needs it. */
export interface ProductChoice extends Choice {
  storageUnit: string
  useUnit: string
  /** Use units in one storage unit (≥ 1). */
  ratio: number
  vatRate: number | null
  /** Kopiykas per storage unit, if the nomenclature names one. */
  purchasePrice: number | null
}

export interface StockDocumentChoices {
  /** The warehouses the user works with (a document's issuing warehouse). */
  ownWarehouses: Choice[]
  /** Every warehouse (a transfer's receiving one, and names in the list). */
  allWarehouses: Choice[]
  suppliers: Choice[]
  products: ProductChoice[]
  /** key → name of the invoiceReasons dictionary. */
  reasons: { key: string; name: string }[]
}

const defs = [stocks, suppliers, nomenclature, nomenclatureUnits] as unknown as AnyResource[]
const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name, 'uk')
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const toChoices = (names: Map<number, string>): Choice[] =>
  [...names].map(([id, name]) => ({ id, name })).sort(byName)

export function useStockDocumentChoices(): StockDocumentChoices {
  usePulledResources(defs)
  const options = useCachedAnswer(availabilityOptionsPath, stockAvailabilityOptionsSchema)
  const warehouseNames = useRefNames('stocks')
  const supplierNames = useRefNames('suppliers')
  const unitNames = useRefNames('nomenclature-units')
  const productRows = useResourceRows(nomenclature as unknown as AnyResource)
  const state = useReference<{ data: CurrentState }>('/current-state').data?.data
  const own = options.status === 'shown' ? options.data.warehouses : undefined
  return useMemo(() => {
    const unit = (id: unknown) => (typeof id === 'number' ? (unitNames.get(id) ?? '') : '')
    const products = (productRows ?? []).flatMap(({ row }): ProductChoice[] =>
      typeof row.id === 'number'
        ? [
            {
              id: row.id,
              name: String(row.name),
              storageUnit: unit(row.storageUnitId),
              useUnit: unit(row.useUnitId),
              ratio: Math.max(1, num(row.useUnitsPerStorageUnit) ?? 1),
              vatRate: num(row.vatRate),
              purchasePrice: num(row.purchasePrice),
            },
          ]
        : [],
    )
    return {
      ownWarehouses: own ?? toChoices(warehouseNames),
      allWarehouses: toChoices(warehouseNames),
      suppliers: toChoices(supplierNames),
      products: products.sort(byName),
      reasons: (state?.invoiceReasons ?? []).map((r) => ({ key: String(r.key), name: r.value })),
    }
  }, [own, warehouseNames, supplierNames, unitNames, productRows, state])
}

/** The name of `id` among `list` ('№ id' while the list has not got it). */
export const choiceName = (list: readonly Choice[], id: number | null) =>
  id === null ? '' : (list.find((c) => c.id === id)?.name ?? `№ ${id}`)

/** Nomenclature shown at most in a line's picker; more asks the user to narrow the search. */
const SHOWN = 50

/** A line's nomenclature picker: the device's items whose name holds what was typed, with a note. */
export function useProductSearch(products: readonly ProductChoice[]): (text: string) => ComboboxMatches {
  return useCallback(
    (text: string): ComboboxMatches => {
      const q = text.trim().toLocaleLowerCase('uk')
      const found = products.filter((p) => p.name.toLocaleLowerCase('uk').includes(q))
      return {
        options: found.slice(0, SHOWN).map((p) => ({ value: String(p.id), label: p.name })),
        note:
          products.length === 0
            ? 'Номенклатуру ще не завантажено на пристрій: потрібен звʼязок із сервером'
            : found.length === 0
              ? 'Нічого не знайдено'
              : found.length > SHOWN
                ? `Показано ${SHOWN} з ${found.length}: уточніть пошук`
                : undefined,
      }
    },
    [products],
  )
}
