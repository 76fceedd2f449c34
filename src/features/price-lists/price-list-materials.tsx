/**
 * The «Матеріали» tab of a tests price list (spec 001 §3 "multimaterials"): the collection materials it
 * prices, typed in hryvnias, each published or not. A cart's material line costs this price when the
 * order's tests list is this one; a material not here costs nothing. The whole set is saved at once (one
 * transaction on the server, with history); a refused save keeps every row as typed. Online only.
 */
import { useMemo } from 'react'
import { z } from 'zod'
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { PriceList, PriceListMaterial } from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { toKopiykas } from '../../lib/format/money'
import { useReference } from '../../offline/react/use-reference'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { PageLoader } from '../../ui/page-loader'
import { moneyText } from './position-dialog'
import { fetchMaterials, priceListKeys, saveMaterials } from './price-lists.api'

const MATERIALS_PATH = '/api/v2/medical-center-materials/reference'

const rowSchema = z.object({
  materialId: z.string().min(1, 'Оберіть матеріал'),
  price: moneyText(true),
  published: z.boolean(),
})
const schema = z
  .object({ materials: z.array(rowSchema).max(500, 'Не більше 500 матеріалів у прайс-листі') })
  .superRefine((v, ctx) => {
    const seen = new Set<string>()
    v.materials.forEach((r, i) => {
      if (r.materialId && seen.has(r.materialId))
        ctx.addIssue({
          code: 'custom',
          path: ['materials', i, 'materialId'],
          message: 'Матеріал уже є в цьому прайс-листі',
        })
      seen.add(r.materialId)
    })
  })
type Values = z.infer<typeof schema>

const hryvnias = (k: number) => (k / 100).toFixed(2).replace('.', ',')
const valuesOf = (rows: PriceListMaterial[]): Values => ({
  materials: rows.map((r) => ({
    materialId: String(r.materialId),
    price: hryvnias(r.price),
    published: r.published,
  })),
})

export function PriceListMaterials({ list, online }: { list: PriceList; online: boolean }) {
  const materials = useQuery({
    queryKey: priceListKeys.materials(list.id),
    queryFn: ({ signal }) => fetchMaterials(list.id, signal),
  })
  if (list.type !== 'tests')
    return (
      <p className="text-slate-700">
        Матеріали (мультиматеріали) мають лише прайс-листи аналізів: їхні ціни кошик бере для матеріалів
        забору.
      </p>
    )
  if (materials.isPending) return <PageLoader />
  if (materials.isError)
    return <p role="alert">Не вдалося прочитати матеріали. Перевірте звʼязок і оновіть сторінку.</p>
  return (
    <MaterialsForm
      key={materials.dataUpdatedAt}
      listId={list.id}
      rows={materials.data.data}
      online={online}
    />
  )
}

type Option = { key: number; value: string; code?: string }

function MaterialsForm({
  listId,
  rows,
  online,
}: {
  listId: number
  rows: PriceListMaterial[]
  online: boolean
}) {
  const queryClient = useQueryClient()
  const reference = useReference<{ data?: Option[] }>(MATERIALS_PATH).data
  const options = useMemo(() => {
    const raw = reference?.data ?? []
    const known = new Map(raw.map((o) => [o.key, `${o.value}${o.code ? ` (${o.code})` : ''}`]))
    // A priced material stays choosable even before the reference has loaded.
    for (const r of rows) if (!known.has(r.materialId)) known.set(r.materialId, `${r.name} (${r.code})`)
    return [...known].sort((a, b) => a[1].localeCompare(b[1], 'uk'))
  }, [reference, rows])
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: valuesOf(rows),
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'materials' })
  const { errors, isSubmitting, isDirty } = form.formState
  const locked = !online || isSubmitting

  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await saveMaterials(listId, {
        materials: v.materials.map((r) => ({
          materialId: Number(r.materialId),
          price: toKopiykas(r.price) ?? 0,
          published: r.published,
        })),
      })
      toast.success(`Ціни матеріалів збережено: ${saved.data.length}`)
      queryClient.setQueryData(priceListKeys.materials(listId), saved)
      await queryClient.invalidateQueries({ queryKey: priceListKeys.history(listId, 1) })
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      let landed = false
      const setError = (form as unknown as UseFormReturn<never>).setError as (
        name: string,
        error: { type: string; message: string },
      ) => void
      for (const [key, messages] of Object.entries(e.errors)) {
        if (/^materials\.\d+\.(materialId|price)$/.test(key)) {
          setError(key, { type: 'server', message: messages[0] ?? e.message })
          landed = true
        }
      }
      form.setError('root.server', {
        type: 'server',
        message: landed ? e.message : (e.errors.materials?.[0] ?? e.message),
      })
    }
  })

  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Матеріали прайс-листа"
    >
      <p className="text-sm text-slate-700">
        Ціни матеріалів забору (мультиматеріали). Матеріал із цього списку коштує в кошику вказану ціну, якщо
        замовлення рахується за цим прайс-листом; матеріал поза списком або не опублікований — безкоштовний.
      </p>
      {fields.length === 0 ? (
        <p className="text-slate-700">Матеріалів із ціною ще немає.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" aria-label="Ціни матеріалів">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th className="px-3 py-2 font-medium">Матеріал</th>
                <th className="px-3 py-2 font-medium">Ціна, грн</th>
                <th className="px-3 py-2 font-medium">Опубліковано</th>
                <th className="px-3 py-2 font-medium">
                  <span className="sr-only">Дії</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f, i) => {
                const materialError = errors.materials?.[i]?.materialId?.message
                const priceError = errors.materials?.[i]?.price?.message
                const materialId = `material-${i}`
                const priceId = `material-price-${i}`
                return (
                  <tr key={f.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2">
                      <select
                        id={materialId}
                        aria-label={`Матеріал, рядок ${i + 1}`}
                        className="h-9 w-full min-w-56 rounded-md border border-slate-300 bg-white px-2"
                        disabled={locked}
                        aria-invalid={materialError ? true : undefined}
                        aria-describedby={materialError ? fieldErrorId(materialId) : undefined}
                        {...form.register(`materials.${i}.materialId`)}
                      >
                        <option value="">Оберіть матеріал</option>
                        {options.map(([key, label]) => (
                          <option key={key} value={String(key)}>
                            {label}
                          </option>
                        ))}
                      </select>
                      {materialError && (
                        <p id={fieldErrorId(materialId)} className="mt-1 text-sm text-red-700">
                          {materialError}
                        </p>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <Input
                        id={priceId}
                        aria-label={`Ціна, грн, рядок ${i + 1}`}
                        inputMode="decimal"
                        autoComplete="off"
                        className="w-32"
                        disabled={locked}
                        aria-invalid={priceError ? true : undefined}
                        aria-describedby={priceError ? fieldErrorId(priceId) : undefined}
                        {...form.register(`materials.${i}.price`)}
                      />
                      {priceError && (
                        <p id={fieldErrorId(priceId)} className="mt-1 text-sm text-red-700">
                          {priceError}
                        </p>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <Controller
                        control={form.control}
                        name={`materials.${i}.published`}
                        render={({ field }) => (
                          <Checkbox
                            id={`material-published-${i}`}
                            label="так"
                            disabled={locked}
                            checked={field.value}
                            onChange={field.onChange}
                          />
                        )}
                      />
                    </td>
                    <td className="px-3 py-2 text-right">
                      <Button type="button" variant="secondary" disabled={locked} onClick={() => remove(i)}>
                        Прибрати
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={locked || fields.length >= 500}
          onClick={() => append({ materialId: '', price: '', published: true })}
        >
          Додати матеріал
        </Button>
        <Button type="submit" disabled={locked || !isDirty}>
          {isSubmitting ? 'Зберігаємо…' : 'Зберегти ціни матеріалів'}
        </Button>
      </div>
    </form>
  )
}
