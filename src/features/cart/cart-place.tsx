/**
 * Where the order is served and what it is priced by (spec 000 §2.8): city, filial, blood point,
 * insurance company, and the service and test price lists. The active lists of the chosen filial or
 * city are offered; changing a list of a cart that has lines clears the cart after a confirmation.
 */
import { memo, useMemo, useState } from 'react'
import type { McOrder, McOrderPatch } from '../../../domain/orders/order.schema'
import { useReference } from '../../offline/react/use-reference'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { plural } from '../../lib/format/plural'
import { SelectField } from '../../ui/select-field'
import { cartEditMode } from './cart-model'
import type { FieldErrors, Run } from './order-writes'
import type { CartChoices } from './use-cart-choices'

type ActiveLists = {
  data: { services: { id: number; name: string } | null; tests: { id: number; name: string } | null }
}
type ListField = 'servicePriceListId' | 'mcTestPriceListId'

/** An empty list restricts nothing; an order without the place yet is not filtered by it. */
const covers = (ids: number[] | undefined, id: number | null) =>
  id === null || !ids || ids.length === 0 || ids.includes(id)
const num = (v: string): number | null => (v === '' ? null : Number(v))
const nameOf = (options: Array<{ key: string | number; value: string }>, id: number | null) =>
  options.find((o) => String(o.key) === String(id))?.value ?? ''

export const CartPlace = memo(function CartPlace({
  order,
  lines,
  choices,
  readOnly,
  errors,
  run,
}: {
  order: McOrder
  /** How many lines the cart holds (changing a price list clears them, after a confirmation). */
  lines: number
  choices: CartChoices
  readOnly: boolean
  errors: FieldErrors
  run: Run
}) {
  const [listChange, setListChange] = useState<{ field: ListField; id: number | null } | null>(null)
  const cityId = order.city?.id ?? null
  const filialId = order.filial?.id ?? null
  const insurerId = order.insuranceCompany?.id ?? null
  const place = filialId !== null ? `filialId=${filialId}` : cityId !== null ? `cityId=${cityId}` : ''
  // The contractor's own price lists win for its orders.
  const placeQuery = [place, insurerId !== null ? `insuranceCompanyId=${insurerId}` : '']
    .filter(Boolean)
    .join('&')
  // Offered: contractors whose contract is in force and covers the order's city and filial (the server
  // refuses the rest); the order's own contractor stays listed so it is shown.
  const insurers = useMemo(
    () =>
      choices.insurers.filter(
        (i) =>
          i.key === insurerId ||
          (i.contractInForce !== false && covers(i.cityIds, cityId) && covers(i.filialIds, filialId)),
      ),
    [choices.insurers, insurerId, cityId, filialId],
  )
  const active = useReference<ActiveLists>(
    placeQuery
      ? `/settings/price-lists/load-active-for-cart?${placeQuery}`
      : '/settings/price-lists/load-active-for-cart',
  ).data?.data
  const err = (k: string) => errors[k]?.[0]

  const patch = (fields: Omit<McOrderPatch, 'version'>, local: McOrder, what: string) =>
    run((w) => w.patchOrder(fields, local, what))

  const setCity = (v: string) => {
    const id = num(v)
    const city = id === null ? null : { id, name: nameOf(choices.cities, id) }
    void patch(
      { cityId: id, filialId: null, bloodPointId: null },
      { ...order, city, filial: null, point: null },
      'місто',
    )
  }
  const setFilial = (v: string) => {
    const id = num(v)
    const f = choices.filials.find((o) => String(o.key) === v)
    const filial = id === null ? null : { id, name: f?.value ?? '', cityId: f?.city ?? cityId ?? 0 }
    void patch({ filialId: id }, { ...order, filial }, 'філія')
  }
  const setPoint = (v: string) => {
    const id = num(v)
    const point = id === null ? null : { id, address: nameOf(choices.points, id) }
    void patch({ bloodPointId: id }, { ...order, point }, 'пункт забору')
  }
  const setInsurer = (v: string) => {
    const id = num(v)
    const insuranceCompany = id === null ? null : { id, name: nameOf(choices.insurers, id) }
    void patch({ crmInsuranceCompanyId: id }, { ...order, insuranceCompany }, 'страхова компанія')
  }
  const applyList = (field: ListField, id: number | null) =>
    lines > 0
      ? run((w) => w.changeListAndClear({ [field]: id }, cartEditMode(order)))
      : patch({ [field]: id }, { ...order, [field]: id }, 'прайс-лист')
  const askList = (field: ListField, v: string) => {
    const id = num(v)
    if (lines > 0) setListChange({ field, id })
    else void applyList(field, id)
  }

  // A list of the order's city (or of no city), of the right kind; the chosen one always stays listed.
  const listsOf = (type: 'services' | 'tests', chosen: number | null) =>
    choices.priceLists.filter(
      (l) =>
        l.key === chosen ||
        ((l.type === undefined || l.type === type) &&
          (cityId === null || l.city == null || l.city === cityId)),
    )
  const cityFilials = choices.filials.filter((f) => cityId === null || f.city === cityId)
  const cityPoints = choices.points.filter((p) => cityId === null || p.city === cityId)
  const suggest = (field: ListField, a: { id: number; name: string } | null | undefined) =>
    a && order[field] !== a.id && !readOnly ? (
      <button
        type="button"
        className="justify-self-start text-sm text-brand-700 underline"
        onClick={() => askList(field, String(a.id))}
      >
        Активний для місця: {a.name}
      </button>
    ) : null

  return (
    <section className="grid gap-3 rounded-lg border border-slate-200 p-4" aria-labelledby="cart-place">
      <h2 id="cart-place" className="text-lg font-semibold text-slate-900">
        Місце та прайс-листи
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <SelectField
          id="cart-city"
          label="Місто"
          value={cityId}
          options={choices.cities}
          onChange={setCity}
          disabled={readOnly}
          error={err('city_id')}
        />
        <SelectField
          id="cart-filial"
          label="Філія"
          value={filialId}
          options={cityFilials}
          onChange={setFilial}
          disabled={readOnly}
          error={err('filial_id')}
        />
        <SelectField
          id="cart-point"
          label="Пункт забору"
          value={order.point?.id ?? null}
          options={cityPoints}
          onChange={setPoint}
          disabled={readOnly}
          error={err('blood_point_id')}
        />
        <SelectField
          id="cart-insurer"
          label="Страхова компанія"
          value={order.insuranceCompany?.id ?? null}
          options={insurers}
          onChange={setInsurer}
          disabled={readOnly}
          error={err('crm_insurance_company_id')}
        />
        <div className="grid gap-1">
          <SelectField
            id="cart-service-list"
            label="Прайс-лист послуг"
            value={order.servicePriceListId}
            options={listsOf('services', order.servicePriceListId)}
            onChange={(v) => askList('servicePriceListId', v)}
            disabled={readOnly}
            error={err('service_price_list_id')}
          />
          {suggest('servicePriceListId', active?.services)}
        </div>
        <div className="grid gap-1">
          <SelectField
            id="cart-test-list"
            label="Прайс-лист аналізів"
            value={order.mcTestPriceListId}
            options={listsOf('tests', order.mcTestPriceListId)}
            onChange={(v) => askList('mcTestPriceListId', v)}
            disabled={readOnly}
            error={err('mc_test_price_list_id')}
          />
          {suggest('mcTestPriceListId', active?.tests)}
        </div>
      </div>
      <ConfirmDialog
        open={listChange !== null}
        title="Змінити прайс-лист?"
        confirmLabel="Змінити й очистити кошик"
        onCancel={() => setListChange(null)}
        onConfirm={() => {
          const c = listChange
          setListChange(null)
          if (c) void applyList(c.field, c.id)
        }}
      >
        <p>
          Ціни в кошику залежать від прайс-листа, тому після зміни кошик буде очищено ({lines}{' '}
          {plural(lines, 'позиція', 'позиції', 'позицій')}).
        </p>
      </ConfirmDialog>
    </section>
  )
})
