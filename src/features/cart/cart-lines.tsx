/**
 * The cart's lines (spec 000 §2.8): services, tests, products and materials added from the catalogue,
 * with quantity, units paid from the deposit, the price (the worker's preview at once, the server's once
 * it answers) and, on demand, how that price was made. A test is removed only after the server says it
 * may be, or the user confirms; a service is booked into a free slot, unbooked, or taken without one.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { bookingText, lineBookingFacts } from '../../../domain/orders/booking-text'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { PricedCart, PricedLine } from '../../../domain/pricing/priced-cart.schema'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { formatMoney } from '../../lib/format/money'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { Button } from '../../ui/button'
import { NumberInput } from '../../ui/number-input'
import type { FieldErrors, Run } from './order-writes'
import { CataloguePicker } from './catalogue-picker'
import {
  addLine,
  isDepositPaid,
  kindLabels,
  lineKinds,
  pricedKind,
  removeLine,
  setDepositUnits,
  setQuantity,
  type CartEditMode,
  type CatalogueItem,
  type LineKind,
} from './cart-model'
import { orderRef } from '../../shared/orders/order-draft'
import { sameJson } from './preview/priced-delta'
import { SlotPicker } from './slot-picker'
import { useCartStock } from './cart-stock'
import { stockWarning } from './cart-stock-warning'
import type { CartChoices } from './use-cart-choices'

type Line = OrderCartData[LineKind][number]

interface RemovalCheck {
  data: { allowed: boolean; reason: string | null }
}

function PriceCell({ line, priced }: { line: Line; priced: PricedLine | undefined }) {
  const [open, setOpen] = useState(false)
  const unit = priced?.unitPrice ?? line.price
  return (
    <td className="px-2 py-2 text-right align-top whitespace-nowrap">
      <span data-testid="line-price">{formatMoney(unit)}</span>
      {priced && (
        <>
          <button
            type="button"
            className="ml-2 text-sm text-brand-700 underline"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Сховати' : 'Як пораховано'}
          </button>
          {open && (
            <p
              className="mt-1 max-w-sm text-left text-sm whitespace-normal text-slate-700"
              data-testid="line-explanation"
            >
              {priced.explanation}
            </p>
          )}
        </>
      )}
    </td>
  )
}

/** What a row may do to the cart; one stable object, so a row re-renders only when its own data changes. */
interface LineActions {
  quantity(kind: LineKind, id: number, typed: string): void
  depositUnits(kind: LineKind, id: number, typed: string): void
  remove(kind: LineKind, line: Line): void
  add: (item: CatalogueItem) => void
  chooseSlot(serviceId: number): void
  unbook(serviceId: number): void
  noSchedule(serviceId: number, on: boolean): void
}

interface RowProps {
  kind: LineKind
  line: Line
  priced: PricedLine | undefined
  readOnly: boolean
  depositError: string | undefined
  /** A booked service's slot as text (date, time, doctor, cabinet); null for anything else. */
  booking: string | null
  /** The server is being asked whether this line may be removed. */
  checking: boolean
  /** The stock does not cover this product line: what to say; null otherwise. */
  stock: string | null
  actions: LineActions
}

/**
 * A row re-renders when what it shows changed, not when its objects were rebuilt: the cart written back
 * by the outbox and the server's priced answer bring new objects for every line, mostly equal to what is
 * on screen, and re-rendering all 100 rows for them took over 50 ms of the main thread.
 */
function sameRowProps(a: RowProps, b: RowProps): boolean {
  return (
    a.kind === b.kind &&
    a.readOnly === b.readOnly &&
    a.depositError === b.depositError &&
    a.booking === b.booking &&
    a.checking === b.checking &&
    a.stock === b.stock &&
    a.actions === b.actions &&
    sameJson(a.line, b.line) &&
    sameJson(a.priced, b.priced)
  )
}

const LineRow = memo(function RowView({
  kind,
  line,
  priced,
  readOnly,
  depositError,
  booking,
  checking,
  stock,
  actions,
}: RowProps) {
  const service = kind === 'services' ? (line as OrderCartData['services'][number]) : null
  return (
    <tr className="relative border-t border-slate-200" data-testid={`line-${kind}-${line.id}`}>
      <td className="px-2 py-2 align-top">
        <span className="font-medium text-slate-900">{priced?.name ?? line.name}</span>
        {'code' in line && line.code && <span className="ml-2 text-slate-500">{line.code}</span>}
        {service && (
          <p className="text-slate-600" data-testid="line-booking">
            {service.noSchedule
              ? 'Без запису'
              : booking
                ? `Запис: ${booking}`
                : service.timeFrom
                  ? `Запис: ${service.timeFrom}`
                  : 'Час не обрано'}
          </p>
        )}
        {stock && (
          <p className="text-amber-800" data-testid="line-stock-warning">
            {stock}
          </p>
        )}
        {isDepositPaid(line) && <p className="text-emerald-700">Оплачено з депозиту</p>}
        {depositError && (
          <p role="alert" className="text-red-700">
            {depositError}
          </p>
        )}
      </td>
      <td className="px-2 py-2 align-top">
        <NumberInput
          aria-label={`Кількість: ${line.name}`}
          className="w-20"
          inputMode="numeric"
          value={String(line.quantity)}
          disabled={readOnly}
          onValueChange={(v) => actions.quantity(kind, line.id, v)}
        />
      </td>
      <td className="px-2 py-2 align-top">
        <NumberInput
          aria-label={`З депозиту: ${line.name}`}
          className="w-20"
          inputMode="numeric"
          value={String(line.quantityFromDeposit)}
          disabled={readOnly}
          onValueChange={(v) => actions.depositUnits(kind, line.id, v)}
        />
      </td>
      <PriceCell line={line} priced={priced} />
      <td className="px-2 py-2 text-right align-top whitespace-nowrap" data-testid="line-total">
        {formatMoney(priced?.total ?? line.price * line.quantity)}
      </td>
      <td className="px-2 py-2 align-top">
        {!readOnly && (
          <div className="flex flex-wrap justify-end gap-1">
            {service && !service.noSchedule && (
              <Button variant="secondary" onClick={() => actions.chooseSlot(service.id)}>
                {service.timeFrom ? 'Інший час' : 'Обрати час'}
              </Button>
            )}
            {service?.doctorId != null && (
              <Button variant="ghost" onClick={() => actions.unbook(service.id)}>
                Зняти запис
              </Button>
            )}
            {service && (
              <Button variant="ghost" onClick={() => actions.noSchedule(service.id, !service.noSchedule)}>
                {service.noSchedule ? 'З записом' : 'Без запису'}
              </Button>
            )}
            <Button
              variant="ghost"
              aria-label={`Видалити: ${line.name}`}
              disabled={checking}
              onClick={() => actions.remove(kind, line)}
            >
              {checking ? 'Перевіряємо…' : 'Видалити'}
            </Button>
          </div>
        )}
      </td>
    </tr>
  )
}, sameRowProps)

export function CartLines({
  order,
  cart,
  choices,
  mode,
  errors,
  priced,
  edit,
  run,
}: {
  order: McOrder
  cart: OrderCartData
  choices: CartChoices
  mode: CartEditMode
  errors: FieldErrors
  priced: PricedCart | undefined
  edit: (next: OrderCartData) => void
  run: Run
}) {
  const readOnly = mode === 'read-only'
  const stock = useCartStock(order, cart.products.length > 0)
  const [removal, setRemoval] = useState<{ id: number; name: string; reason: string } | null>(null)
  const [slotFor, setSlotFor] = useState<number | null>(null)
  const pricedLines = useMemo(
    () => new Map((priced?.lines ?? []).map((l) => [`${l.kind}:${l.index}`, l])),
    [priced],
  )

  const [checking, setChecking] = useState<number | null>(null)
  const removeTest = async (id: number, name: string) => {
    // An order still on its way to the server has no server cart to protect yet.
    if (order.id === 0) return edit(removeLine(latest.current.cart, 'tests', id))
    setChecking(id)
    try {
      const check = await api.request<RemovalCheck>(
        `/api/v2/mc-orders/${orderRef(order)}/check-test-before-remove`,
        {
          method: 'POST',
          body: { testId: id },
        },
      )
      if (check.data.allowed) edit(removeLine(latest.current.cart, 'tests', id))
      else setRemoval({ id, name, reason: check.data.reason ?? 'Сервер не дозволяє видалити цей аналіз' })
    } catch (e) {
      // Not in the server's cart yet (added moments ago, still on its way): nothing to protect.
      if (isApiError(e) && e.status === 422 && e.errors.test_id)
        return edit(removeLine(latest.current.cart, 'tests', id))
      const reason =
        isApiError(e) && e.status > 0
          ? e.message
          : 'Немає мережі: не вдалося перевірити на сервері, чи можна видалити аналіз.'
      setRemoval({ id, name, reason })
    } finally {
      setChecking(null)
    }
  }

  // The rows' actions read the newest cart and callbacks through a ref: one object for the cart's life.
  const latest = useRef({ cart, edit, run, removeTest })
  useEffect(() => {
    latest.current = { cart, edit, run, removeTest }
  })
  const actions = useMemo<LineActions>(
    () => ({
      quantity: (kind, id, v) => {
        const { cart: c, edit: e } = latest.current
        if (v !== '') e(setQuantity(c, kind, id, Number(v) || 1))
      },
      depositUnits: (kind, id, v) => {
        const { cart: c, edit: e } = latest.current
        e(setDepositUnits(c, kind, id, Number(v) || 0))
      },
      remove: (kind, line) => {
        const { cart: c, edit: e, removeTest: check } = latest.current
        if (kind === 'tests') void check(line.id, line.name)
        else e(removeLine(c, kind, line.id))
      },
      add: (item) => {
        const { cart: c, edit: e } = latest.current
        e(addLine(c, item))
      },
      chooseSlot: (id) => setSlotFor(id),
      unbook: (id) => void latest.current.run((w) => w.unbook(id)),
      noSchedule: (id, on) => void latest.current.run((w) => w.noSchedule(id, on)),
    }),
    [],
  )

  const err = (k: string) => errors[k]?.[0]
  const bookingOf = (line: Line): string | null => {
    const facts = 'noSchedule' in line ? lineBookingFacts(line, choices.bookingNames) : null
    return facts && bookingText(facts)
  }
  return (
    <section className="grid gap-3 rounded-lg border border-slate-200 p-4" aria-labelledby="cart-lines">
      <h2 id="cart-lines" className="text-lg font-semibold text-slate-900">
        Кошик
      </h2>
      {!readOnly && <CataloguePicker order={order} choices={choices} onPick={actions.add} />}
      {err('cart') && (
        <p role="alert" className="text-sm text-red-700">
          {err('cart')}
        </p>
      )}
      {lineKinds.map((kind) => {
        const lines = cart[kind] as Line[]
        if (!lines.length) return null
        return (
          <div key={kind} className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={kindLabels[kind]}>
              <caption className="py-1 text-left font-semibold text-slate-800">{kindLabels[kind]}</caption>
              <thead className="text-slate-600">
                <tr>
                  <th className="px-2 py-1">Назва</th>
                  <th className="px-2 py-1">Кількість</th>
                  <th className="px-2 py-1">З депозиту</th>
                  <th className="px-2 py-1 text-right">Ціна</th>
                  <th className="px-2 py-1 text-right">Сума</th>
                  <th className="px-2 py-1">
                    <span className="sr-only">Дії</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  <LineRow
                    key={line.id}
                    kind={kind}
                    line={line}
                    priced={pricedLines.get(`${pricedKind[kind]}:${index}`)}
                    readOnly={readOnly}
                    depositError={err(`${kind}.${index}.quantity_from_deposit`)}
                    booking={bookingOf(line)}
                    checking={kind === 'tests' && checking === line.id}
                    stock={kind === 'products' ? stockWarning(stock, line.id, line.quantity) : null}
                    actions={actions}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )
      })}
      {slotFor !== null && <SlotPicker serviceId={slotFor} onClose={() => setSlotFor(null)} run={run} />}
      <ConfirmDialog
        open={removal !== null}
        title="Видалити аналіз?"
        confirmLabel="Все одно видалити"
        onCancel={() => setRemoval(null)}
        onConfirm={() => {
          const r = removal
          setRemoval(null)
          if (r) edit(removeLine(latest.current.cart, 'tests', r.id))
        }}
      >
        <p>
          «{removal?.name}»: {removal?.reason}
        </p>
      </ConfirmDialog>
    </section>
  )
}
