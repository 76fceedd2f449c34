/**
 * Adding a line (spec 000 §2.8): search the order's price lists, products and materials by code or
 * name (every word typed must match; Latin letters find Cyrillic names), narrowed by kind and by a
 * category of the two-level tree. Works offline from the price lists kept on the device.
 */
import { memo, useMemo, useState } from 'react'
import type { McOrder } from '../../../domain/orders/order.schema'
import { formatMoney } from '../../lib/format/money'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { selectClass } from '../../ui/select-field'
import { favouriteEntries, searchCatalogue, type CatalogueEntry } from './catalogue'
import { kindLabels, lineKinds, type CatalogueItem, type LineKind } from './cart-model'
import type { CartChoices } from './use-cart-choices'

const noFavourites: ReadonlyMap<number, number> = new Map()

export const CataloguePicker = memo(function CataloguePicker({
  order,
  choices,
  onPick,
}: {
  order: McOrder
  choices: CartChoices
  onPick: (item: CatalogueItem) => void
}) {
  const [text, setText] = useState('')
  const [kind, setKind] = useState<LineKind | ''>('')
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const tree = useMemo(() => {
    const c = choices.catalogue?.categories
    if (!c) return []
    const all = kind === 'services' ? c.services : kind === 'tests' ? c.tests : []
    return all
      .filter((x) => x.parentId === null)
      .flatMap((top) => [top, ...all.filter((x) => x.parentId === top.id)])
  }, [choices.catalogue, kind])
  const categories = choices.catalogue
    ? [...choices.catalogue.categories.services, ...choices.catalogue.categories.tests]
    : []
  const favourites = choices.favourites ?? noFavourites
  const hits: CatalogueEntry[] =
    text.trim() || categoryId !== null
      ? searchCatalogue(choices.entries, { text, kind, categoryId }, categories, 30, favourites)
      : kind === 'tests'
        ? favouriteEntries(choices.entries, favourites)
        : []

  const noLists = order.servicePriceListId === null && order.mcTestPriceListId === null
  return (
    <div className="grid gap-2">
      <div className="grid gap-2 md:grid-cols-[1fr_12rem_16rem]">
        <div className="grid gap-1">
          <label htmlFor="catalogue-search" className="text-sm font-medium text-slate-800">
            Додати до кошика
          </label>
          <Input
            id="catalogue-search"
            data-no-draft
            placeholder="Код або назва послуги, аналізу, товару"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="catalogue-kind" className="text-sm font-medium text-slate-800">
            Що шукати
          </label>
          <select
            id="catalogue-kind"
            className={selectClass}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as LineKind | '')
              setCategoryId(null)
            }}
          >
            <option value="">Усе</option>
            {lineKinds.map((k) => (
              <option key={k} value={k}>
                {kindLabels[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="catalogue-category" className="text-sm font-medium text-slate-800">
            Категорія
          </label>
          <select
            id="catalogue-category"
            className={selectClass}
            value={categoryId ?? ''}
            disabled={tree.length === 0}
            onChange={(e) => setCategoryId(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">Усі категорії</option>
            {tree.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parentId === null ? c.name : `— ${c.name}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {noLists && (
        <p className="text-sm text-slate-600">Оберіть прайс-листи, щоб додавати послуги та аналізи.</p>
      )}
      {choices.refsError && (
        <p role="alert" className="text-sm text-red-700">
          Помилка при завантаженні номенклатури
        </p>
      )}
      {hits.length > 0 && (
        <ul
          className="grid max-h-72 gap-1 overflow-y-auto rounded-md border border-slate-200 p-1"
          aria-label={text.trim() || categoryId !== null ? 'Знайдено в каталозі' : 'Обрані аналізи'}
        >
          {hits.map((h) => (
            <li key={`${h.kind}-${h.id}`} className="flex items-center justify-between gap-2 px-2 py-1">
              <span>
                <span className="text-slate-500">{kindLabels[h.kind]} · </span>
                {h.code && <span className="mr-1 font-mono text-slate-600">{h.code}</span>}
                {h.name}
              </span>
              <span className="flex items-center gap-2">
                <span className="whitespace-nowrap text-slate-700">{formatMoney(h.price)}</span>
                <Button
                  variant="secondary"
                  aria-label={`Додати: ${h.name}`}
                  onClick={() => {
                    onPick(h)
                    setText('')
                  }}
                >
                  Додати
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {text.trim() !== '' && hits.length === 0 && choices.entries.length > 0 && (
        <p className="text-sm text-slate-600">Нічого не знайдено</p>
      )}
    </div>
  )
})
