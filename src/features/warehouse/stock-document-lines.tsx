/**
 * The lines of a warehouse document being edited (react-hook-form's useFieldArray): nomenclature picked
 * by typing part of its name, series, expiry, the quantity with a switch between the storage and the use
 * unit, the price in hryvnias per that unit, VAT, and the line's sum as the server will count it. Picking
 * a nomenclature offers its VAT rate and purchase price; switching the unit keeps what was typed.
 */
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { vatRates } from '../../../domain/warehouse/warehouse.resources'
import { formatMoney } from '../../lib/format/money'
import { Button } from '../../ui/button'
import { Combobox } from '../../ui/combobox'
import { DateField } from '../../ui/date-field'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { MoneyInput } from '../../ui/resource/field-input'
import { selectClass } from '../../ui/select-field'
import { LineUnitSelect } from './line-unit-select'
import { emptyLine, lineTotal, inUseUnits, type DocumentValues } from './stock-document-values'
import { useProductSearch, type ProductChoice } from './use-stock-document-choices'

/** Matches shown at once; more are found by typing more. */

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) } : {}

export function StockDocumentLines({
  form,
  products,
  locked,
}: {
  form: UseFormReturn<DocumentValues>
  products: readonly ProductChoice[]
  locked: boolean
}) {
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const values = useWatch({ control: form.control, name: 'lines' })
  const errors = form.formState.errors.lines
  const search = useProductSearch(products)
  const productOf = (id: number | null | undefined) => products.find((p) => p.id === id)
  const total = (values ?? []).reduce((s, l) => s + (lineTotal(l, productOf(l.productId)) ?? 0), 0)

  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Рядки документа *</legend>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {lines.fields.map((row, i) => {
        const line = values?.[i] ?? row
        const product = productOf(line.productId)
        const e = errors?.[i]
        const id = (name: string) => `doc-line-${i}-${name}`
        const qty = inUseUnits(line, product)
        const sum = lineTotal(line, product)
        return (
          <div
            key={row.id}
            role="group"
            aria-label={`Рядок ${i + 1}`}
            className="grid gap-3 border-b border-slate-100 pb-3 md:grid-cols-6"
          >
            <div className="md:col-span-3">
              <FormField id={id('product')} label={`Номенклатура ${i + 1} *`} error={e?.productId?.message}>
                <Controller
                  control={form.control}
                  name={`lines.${i}.productId`}
                  render={({ field }) => (
                    <Combobox
                      id={id('product')}
                      value={field.value === null ? null : String(field.value)}
                      valueLabel={
                        field.value === null ? '' : (productOf(field.value)?.name ?? `№ ${field.value}`)
                      }
                      search={search}
                      listLabel="Номенклатура"
                      placeholder="Почніть вводити назву"
                      disabled={locked}
                      invalid={Boolean(e?.productId)}
                      describedBy={e?.productId ? fieldErrorId(id('product')) : undefined}
                      onBlur={field.onBlur}
                      onChange={(v) => {
                        const picked = productOf(v === null ? null : Number(v))
                        field.onChange(picked?.id ?? null)
                        if (!picked) return
                        form.setValue(`lines.${i}.vatRate`, picked.vatRate)
                        if (line.price === null) form.setValue(`lines.${i}.price`, picked.purchasePrice)
                      }}
                    />
                  )}
                />
              </FormField>
            </div>
            <FormField id={id('series')} label="Серія" error={e?.series?.message}>
              <Input
                id={id('series')}
                maxLength={64}
                autoComplete="off"
                disabled={locked}
                {...invalid(id('series'), e?.series?.message)}
                {...form.register(`lines.${i}.series`)}
              />
            </FormField>
            <div className="md:col-span-2">
              <FormField id={id('expires')} label="Термін придатності" error={e?.expiresOn?.message}>
                <Controller
                  control={form.control}
                  name={`lines.${i}.expiresOn`}
                  render={({ field }) => (
                    <DateField
                      id={id('expires')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={locked}
                      {...invalid(id('expires'), e?.expiresOn?.message)}
                    />
                  )}
                />
              </FormField>
            </div>
            <FormField id={id('quantity')} label={`Кількість ${i + 1} *`} error={e?.quantity?.message}>
              <Input
                id={id('quantity')}
                inputMode="numeric"
                autoComplete="off"
                disabled={locked}
                {...invalid(id('quantity'), e?.quantity?.message)}
                {...form.register(`lines.${i}.quantity`)}
              />
            </FormField>
            <FormField id={id('unit')} label="Одиниця">
              <LineUnitSelect
                control={form.control}
                name={`lines.${i}.unit`}
                id={id('unit')}
                product={product}
                disabled={locked}
              />
            </FormField>
            <div className="md:col-span-2">
              <FormField
                id={id('price')}
                label={`Ціна за ${(line.unit === 'storage' ? product?.storageUnit : product?.useUnit) || 'одиницю'}`}
                error={e?.price?.message}
              >
                <Controller
                  control={form.control}
                  name={`lines.${i}.price`}
                  render={({ field }) => (
                    <MoneyInput
                      id={id('price')}
                      placeholder="0,00"
                      disabled={locked}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(v) => field.onChange(v)}
                      {...invalid(id('price'), e?.price?.message)}
                    />
                  )}
                />
              </FormField>
            </div>
            <FormField id={id('vat')} label="ПДВ">
              <Controller
                control={form.control}
                name={`lines.${i}.vatRate`}
                render={({ field }) => (
                  <select
                    id={id('vat')}
                    className={selectClass}
                    disabled={locked}
                    value={field.value === null ? '' : String(field.value)}
                    onChange={(ev) => field.onChange(ev.target.value === '' ? null : Number(ev.target.value))}
                  >
                    <option value="">Не вказано</option>
                    {vatRates.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </select>
                )}
              />
            </FormField>
            <div className="grid content-end gap-1 text-sm md:col-span-2">
              <p data-testid={`line-${i}-use-quantity`} className="text-slate-700">
                {qty !== null && product && line.unit === 'storage' && product.ratio > 1
                  ? `= ${qty} ${product.useUnit}`
                  : ' '}
              </p>
              <p>
                Сума: <span data-testid={`line-${i}-sum`}>{sum === null ? '—' : formatMoney(sum)}</span>
              </p>
            </div>
            <div className="flex items-end justify-end">
              <Button
                variant="ghost"
                disabled={locked || lines.fields.length === 1}
                onClick={() => lines.remove(i)}
              >
                Прибрати рядок {i + 1}
              </Button>
            </div>
          </div>
        )
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={locked} onClick={() => lines.append(emptyLine())}>
          Додати рядок
        </Button>
        <p className="text-base font-semibold">
          Разом: <span data-testid="document-total">{formatMoney(total)}</span>
        </p>
      </div>
    </fieldset>
  )
}
