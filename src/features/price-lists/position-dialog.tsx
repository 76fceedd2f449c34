/**
 * One position of a price list in a dialog (spec 001 §3 "Position"): prices typed in hryvnias (the API
 * takes kopiykas), the final price either following the list's discount or typed by hand, cost, partner
 * price, cost price, lead times, external code and name, published. A 409 keeps what was typed and
 * says the position changed meanwhile.
 */
import { useState } from 'react'
import { z } from 'zod'
import { Controller, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { listFinalPrice, positionSchema } from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { formatMoney, toKopiykas } from '../../lib/format/money'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog'
import { applyFieldErrors } from '../../ui/field-errors'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { priceListKeys, updatePosition } from './price-lists.api'

export type Position = z.infer<typeof positionSchema>

export const moneyMessage = 'Сума в гривнях: до 1 000 000, не більше двох знаків після коми'
const MONEY = /^\d{1,7}([.,]\d{1,2})?$/
/** Hryvnias as typed → kopiykas; '' is "none" where the field may be empty. */
export const moneyText = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => v !== '' || !required, { message: 'Вкажіть суму в гривнях' })
    .refine((v) => v === '' || (MONEY.test(v) && (toKopiykas(v) ?? Infinity) <= 100_000_000), {
      message: moneyMessage,
    })
const wholeText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,4}$/.test(v) && Number(v) <= max), { message })

const schema = z.object({
  price: moneyText(true),
  manualPrice: z.boolean(),
  finalPrice: moneyText(false),
  cost: moneyText(false),
  partnerPrice: moneyText(false),
  costPrice: moneyText(false),
  leadTime: wholeText(365, 'Термін: ціле число днів від 0 до 365'),
  citoLeadTime: wholeText(720, 'Термін CITO: ціле число годин від 0 до 720'),
  leadTimeText: z.string().trim().max(255, 'Не більше 255 символів'),
  externalCode: z.string().trim().max(100, 'Не більше 100 символів'),
  externalName: z.string().trim().max(255, 'Не більше 255 символів'),
  published: z.boolean(),
})
type Values = z.infer<typeof schema>

const hryvnias = (k: number | null) => (k === null ? '' : (k / 100).toFixed(2).replace('.', ','))
const valuesOf = (p: Position): Values => ({
  price: hryvnias(p.price),
  manualPrice: p.manualPrice,
  finalPrice: hryvnias(p.finalPrice),
  cost: hryvnias(p.cost),
  partnerPrice: hryvnias(p.partnerPrice),
  costPrice: hryvnias(p.costPrice),
  leadTime: p.leadTime === null ? '' : String(p.leadTime),
  citoLeadTime: p.citoLeadTime === null ? '' : String(p.citoLeadTime),
  leadTimeText: p.leadTimeText ?? '',
  externalCode: p.externalCode ?? '',
  externalName: p.externalName ?? '',
  published: p.published,
})
const FIELDS = Object.keys(schema.shape)
const kop = (v: string) => (v === '' ? null : toKopiykas(v))
const whole = (v: string) => (v === '' ? null : Number(v))
const textOrNull = (v: string) => (v === '' ? null : v)

export function PositionDialog({
  listId,
  discount,
  position,
  online,
  onClose,
}: {
  listId: number
  discount: number
  position: Position
  online: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(position)
  const [stale, setStale] = useState(false)
  const form = useForm<Values>({
    resolver: zodResolver(schema) as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: valuesOf(position),
  })
  const { errors, isSubmitting } = form.formState
  const [manual, price] = useWatch({ control: form.control, name: ['manualPrice', 'price'] })
  const derived = toKopiykas(price)

  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await updatePosition(listId, editing.id, {
        version: editing.version,
        price: kop(v.price) ?? 0,
        manualPrice: v.manualPrice,
        ...(v.manualPrice && v.finalPrice !== '' ? { finalPrice: kop(v.finalPrice) ?? 0 } : {}),
        cost: kop(v.cost),
        partnerPrice: kop(v.partnerPrice),
        costPrice: kop(v.costPrice),
        leadTime: whole(v.leadTime),
        citoLeadTime: whole(v.citoLeadTime),
        leadTimeText: textOrNull(v.leadTimeText),
        externalCode: textOrNull(v.externalCode),
        externalName: textOrNull(v.externalName),
        published: v.published,
      })
      toast.success(`Позицію ${saved.code} збережено`)
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all })
      onClose()
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status === 409) {
        const current = positionSchema.safeParse(e.current)
        if (current.success) setEditing(current.data)
        setStale(true)
        return
      }
      if (!applyFieldErrors(form as unknown as UseFormReturn<never>, e.errors, FIELDS))
        form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = !online || isSubmitting
  const field = (name: keyof Values, label: string, props: { disabled?: boolean } = {}) => {
    const id = `position-${name}`
    const error = errors[name]?.message
    return (
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          autoComplete="off"
          inputMode={/Price|price|cost|Cost/.test(name) ? 'decimal' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          disabled={locked || props.disabled}
          {...form.register(name)}
        />
      </FormField>
    )
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={false} className="w-[min(52rem,calc(100vw-2rem))]">
        <DialogTitle className="mb-4">
          Позиція {position.code} · {position.name}
        </DialogTitle>
        <form
          noValidate
          aria-label={`Позиція ${position.code}`}
          className="grid gap-4"
          onSubmit={(e) => void submit(e)}
        >
          {stale && (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              Цю позицію щойно змінив інший користувач (зараз ціна {formatMoney(editing.price)}, кінцева{' '}
              {formatMoney(editing.finalPrice)}). Ваші зміни залишились у формі — збережіть ще раз, щоб
              записати їх.
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-3">
            {field('price', 'Ціна, грн *')}
            {field('finalPrice', 'Кінцева ціна, грн', { disabled: !manual })}
            <div className="self-end pb-2">
              <Controller
                control={form.control}
                name="manualPrice"
                render={({ field: f }) => (
                  <Checkbox
                    id="position-manual"
                    label="Ручна кінцева ціна"
                    checked={f.value}
                    disabled={locked}
                    onChange={f.onChange}
                  />
                )}
              />
            </div>
          </div>
          {!manual && derived !== null && (
            <p className="text-sm text-slate-700">
              Кінцева ціна зі знижкою прайс-листа {discount} %:{' '}
              {formatMoney(listFinalPrice(derived, discount))}
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-3">
            {field('cost', 'Вартість, грн')}
            {field('partnerPrice', 'Ціна партнера, грн')}
            {field('costPrice', 'Собівартість, грн')}
            {field('leadTime', 'Термін, днів')}
            {field('citoLeadTime', 'Термін CITO, год')}
            {field('leadTimeText', 'Термін (текстом)')}
            {field('externalCode', 'Зовнішній код')}
            {field('externalName', 'Зовнішня назва')}
          </div>
          <Controller
            control={form.control}
            name="published"
            render={({ field: f }) => (
              <Checkbox
                id="position-published"
                label="Опубліковано (пропонується в кошику)"
                checked={f.value}
                disabled={locked}
                onChange={f.onChange}
              />
            )}
          />
          {errors.root?.server && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {errors.root.server.message}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Скасувати
            </Button>
            <Button type="submit" disabled={locked}>
              Зберегти
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
