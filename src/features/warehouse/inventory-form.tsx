/**
 * An inventory statement being counted: its date (a new one only — a saved statement's stock and date
 * stay as saved, only its counts change) and its lines. The form's own checks speak first; the server's
 * 422 lands on its field (a line's on its row); a 409 keeps what was typed, says so, and bases the next
 * save on the other editor's version. Saving is the caller's: online a request, later also the device.
 */
import { useEffect, useState } from 'react'
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { stockDocumentSchema, type StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { applyFieldErrors } from '../../ui/field-errors'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { InventoryLines } from './inventory-lines'
import {
  inventorySchema,
  inventoryValues,
  type InventoryLineValues,
  type InventoryValues,
} from './inventory-values'
import type { ProductChoice } from './use-stock-document-choices'

const LINE_FIELDS: Record<string, keyof InventoryLineValues> = {
  product_id: 'productId',
  series: 'series',
  expires_on: 'expiresOn',
  quantity: 'quantity',
}

/** Puts a 422's `lines.N.field` messages on their rows; answers whether any landed. */
function applyLineErrors(form: UseFormReturn<InventoryValues>, errors: Record<string, string[]>): boolean {
  let landed = false
  for (const [key, messages] of Object.entries(errors)) {
    const [head, index, field] = key.split('.')
    const name = LINE_FIELDS[field ?? '']
    if (head !== 'lines' || !/^\d+$/.test(index ?? '') || !name) continue
    form.setError(`lines.${Number(index)}.${name}`, { type: 'server', message: messages[0] ?? '' })
    landed = true
  }
  return landed
}

/** Saves checked values on `base`: the statement as now saved (null: the page moves on), or throws. */
export type InventorySave = (
  values: InventoryValues,
  base: StockDocument | null,
) => Promise<StockDocument | null>

export function InventoryForm({
  document,
  initial,
  products,
  locked: lockedOutside,
  label,
  submitLabel,
  onSave,
  onDirtyChange,
}: {
  /** The saved statement being counted, or null for a new one. */
  document: StockDocument | null
  initial: InventoryValues
  products: readonly ProductChoice[]
  locked: boolean
  label: string
  submitLabel: string
  /** Saves the checked values on `base`; throws the server's ApiError when refused. */
  onSave: InventorySave
  onDirtyChange?: (dirty: boolean) => void
}) {
  const [base, setBase] = useState(document)
  const [conflict, setConflict] = useState(false)
  const form = useForm<InventoryValues>({
    resolver: zodResolver(inventorySchema(products)) as unknown as Resolver<InventoryValues>,
    mode: 'onTouched',
    defaultValues: initial,
  })
  const { errors, isSubmitting, isDirty } = form.formState
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(values, base)
      setConflict(false)
      if (saved) {
        setBase(saved)
        form.reset(inventoryValues(saved, products))
      }
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status === 409 && base) {
        const current = stockDocumentSchema.safeParse(e.current)
        if (current.success && current.data.state === 'saved') {
          // What was typed stays in the form; the next save is based on the other editor's version.
          setBase(current.data)
          setConflict(true)
          return
        }
      }
      const lines = applyLineErrors(form, e.errors)
      if (!applyFieldErrors(form as unknown as UseFormReturn<never>, e.errors, ['documentDate']) && !lines)
        form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = lockedOutside || isSubmitting
  return (
    <form noValidate aria-label={label} className="grid gap-4" onSubmit={(e) => void submit(e)}>
      {conflict && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Цей опис щойно змінив інший користувач. Ваші підрахунки залишились у формі — перевірте їх і
          збережіть ще раз.
        </p>
      )}
      {!document && (
        <div className="grid gap-4 md:grid-cols-3">
          <FormField id="inv-date" label="Дата інвентаризації *" error={errors.documentDate?.message}>
            <Controller
              control={form.control}
              name="documentDate"
              render={({ field }) => (
                <DateField
                  id="inv-date"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={locked}
                  {...(errors.documentDate
                    ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId('inv-date') }
                    : {})}
                />
              )}
            />
          </FormField>
        </div>
      )}
      <InventoryLines form={form} products={products} locked={locked} />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={locked}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
