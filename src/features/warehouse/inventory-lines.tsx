/**
 * The lines of an inventory statement being counted (react-hook-form's useFieldArray): per batch its
 * nomenclature, series and expiry, the book quantity, the counted quantity in the storage or the use
 * unit, and the difference in words («нестача 3 шт», «надлишок 2 шт»). A found item not on the book is
 * added with its nomenclature picked by typing part of its name, its series and expiry.
 */
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { dayText } from '../../../domain/time/kyiv'
import { cn } from '../../lib/cn'
import { Button } from '../../ui/button'
import { Combobox } from '../../ui/combobox'
import { DateField } from '../../ui/date-field'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { LineUnitSelect } from './line-unit-select'
import { differenceText, foundLine, lineDifference, type InventoryValues } from './inventory-values'
import { useProductSearch, type ProductChoice } from './use-stock-document-choices'

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) } : {}

/** «серія A1, до 31.01.2027», «без серії». */
export function batchText(series: string | null, expiresOn: string | null): string {
  const parts = [series ? `серія ${series}` : 'без серії']
  if (expiresOn) parts.push(`до ${dayText(expiresOn)}`)
  return parts.join(', ')
}

export function InventoryLines({
  form,
  products,
  locked,
}: {
  form: UseFormReturn<InventoryValues>
  products: readonly ProductChoice[]
  locked: boolean
}) {
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const values = useWatch({ control: form.control, name: 'lines' })
  const errors = form.formState.errors.lines
  const search = useProductSearch(products)
  const productOf = (id: number | null | undefined) => products.find((p) => p.id === id)

  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Рядки опису *</legend>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {lines.fields.map((row, i) => {
        const line = values?.[i] ?? row
        const product = productOf(line.productId)
        const useUnit = product?.useUnit ?? ''
        const e = errors?.[i]
        const id = (name: string) => `inv-line-${i}-${name}`
        const diff = lineDifference(line, product)
        const name = product?.name ?? (line.productName || `№ ${line.productId ?? ''}`)
        return (
          <div
            key={row.id}
            role="group"
            aria-label={`Рядок ${i + 1}`}
            className="grid gap-3 border-b border-slate-100 pb-3 md:grid-cols-6"
          >
            {line.added ? (
              <>
                <div className="md:col-span-3">
                  <FormField
                    id={id('product')}
                    label={`Номенклатура ${i + 1} *`}
                    error={e?.productId?.message}
                  >
                    <Controller
                      control={form.control}
                      name={`lines.${i}.productId`}
                      render={({ field }) => (
                        <Combobox
                          id={id('product')}
                          value={field.value === null ? null : String(field.value)}
                          valueLabel={field.value === null ? '' : (productOf(field.value)?.name ?? '')}
                          search={search}
                          listLabel="Номенклатура"
                          placeholder="Почніть вводити назву"
                          disabled={locked}
                          invalid={Boolean(e?.productId)}
                          describedBy={e?.productId ? fieldErrorId(id('product')) : undefined}
                          onBlur={field.onBlur}
                          onChange={(v) =>
                            field.onChange(productOf(v === null ? null : Number(v))?.id ?? null)
                          }
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
                  <FormField id={id('expires')} label="Термін придатності">
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
                        />
                      )}
                    />
                  </FormField>
                </div>
              </>
            ) : (
              <div className="grid gap-0.5 md:col-span-3">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-sm text-slate-700">{batchText(line.series, line.expiresOn)}</p>
                {e?.series?.message && (
                  <p role="alert" className="text-sm text-red-700">
                    {e.series.message}
                  </p>
                )}
              </div>
            )}
            <p className="grid content-center text-sm text-slate-700 md:col-span-3">
              <span>
                За обліком:{' '}
                <span data-testid={`line-${i}-expected`} className="tabular-nums">
                  {line.expected === null ? 'немає' : `${line.expected} ${useUnit}`.trim()}
                </span>
              </span>
            </p>
            <FormField id={id('quantity')} label={`Фактично ${i + 1} *`} error={e?.quantity?.message}>
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
            <p
              data-testid={`line-${i}-difference`}
              className={cn(
                'grid content-end text-sm font-medium md:col-span-2',
                diff === null || diff === 0 ? 'text-slate-700' : diff < 0 ? 'text-red-800' : 'text-amber-800',
              )}
            >
              {diff === null ? '—' : differenceText(diff, useUnit)}
            </p>
            <div className="flex items-end justify-end md:col-span-2">
              {line.added && (
                <Button variant="ghost" disabled={locked} onClick={() => lines.remove(i)}>
                  Прибрати рядок {i + 1}
                </Button>
              )}
            </div>
          </div>
        )
      })}
      <div>
        <Button variant="secondary" disabled={locked} onClick={() => lines.append(foundLine())}>
          Додати знайдений товар
        </Button>
      </div>
    </fieldset>
  )
}
