/**
 * A warehouse invoice being entered or edited (a saved one): date, issuing warehouse, the receiving one
 * for a transfer, the supplier of an incoming invoice, the reason, a comment and the lines. The form's
 * own checks speak first; the server's 422 lands on its field (a line's on its row); a 409 keeps what
 * was typed, says so, and bases the next save on the other editor's version.
 */
import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { stockDocumentSchema, type StockDocument } from '../../../domain/warehouse/stock-document.schema'
import { ApiError } from '../../lib/api/api-error'
import { newUuid } from '../../lib/new-uuid'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { applyFieldErrors } from '../../ui/field-errors'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { selectClass } from '../../ui/select-field'
import { createDocument, patchDocument } from './stock-documents.api'
import { StockDocumentLines } from './stock-document-lines'
import {
  documentBody,
  documentSchema,
  documentValues,
  emptyDocument,
  newDocumentTitles,
  type DocumentValues,
  type InvoiceKind,
} from './stock-document-values'
import type { Choice, StockDocumentChoices } from './use-stock-document-choices'

const HEADER_FIELDS = ['documentDate', 'warehouseId', 'targetWarehouseId', 'supplierId', 'reason', 'comment']
const LINE_FIELDS: Record<string, keyof DocumentValues['lines'][number]> = {
  product_id: 'productId',
  series: 'series',
  expires_on: 'expiresOn',
  quantity: 'quantity',
  unit_cost: 'price',
  vat_rate: 'vatRate',
}

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) } : {}

/** Puts a 422's `lines.N.field` messages on their rows; answers whether any landed. */
function applyLineErrors(form: UseFormReturn<DocumentValues>, errors: Record<string, string[]>): boolean {
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

export function StockDocumentForm({
  kind,
  document,
  choices,
  today,
  online,
  onSaved,
  onDirtyChange,
}: {
  kind: InvoiceKind
  /** The saved document being edited, or null for a new one. */
  document: StockDocument | null
  choices: StockDocumentChoices
  today: string
  online: boolean
  onSaved: (saved: StockDocument, created: boolean) => void
  /** Told whether the form holds changes not saved yet (signing signs what is saved). */
  onDirtyChange?: (dirty: boolean) => void
}) {
  const [base, setBase] = useState(document)
  const [conflict, setConflict] = useState(false)
  // One key per attempt at the server: a lost answer is retried under the same key (nothing made twice).
  const [createKey, setCreateKey] = useState(() => newUuid())
  const reasonFor = kind === 'incoming' ? 'purchase' : kind === 'transfer' ? 'transfer' : null
  const form = useForm<DocumentValues>({
    resolver: zodResolver(documentSchema(kind, choices.products)) as unknown as Resolver<DocumentValues>,
    mode: 'onTouched',
    defaultValues: document
      ? documentValues(document, choices.products)
      : {
          ...emptyDocument(today),
          warehouseId: choices.ownWarehouses.length === 1 ? (choices.ownWarehouses[0]?.id ?? null) : null,
          reason: choices.reasons.some((r) => r.key === reasonFor) ? reasonFor : null,
        },
  })
  const { errors, isSubmitting, isDirty } = form.formState
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])
  const warehouseId = useWatch({ control: form.control, name: 'warehouseId' })
  // A new document's presets (the reason of its kind, the user's only stock) as soon as their lists
  // arrive — the reference data may come after the form opened — unless the user chose already.
  const reasonKnown = choices.reasons.some((r) => r.key === reasonFor)
  const onlyStock = choices.ownWarehouses.length === 1 ? choices.ownWarehouses[0]?.id : undefined
  useEffect(() => {
    if (document) return
    if (
      reasonKnown &&
      reasonFor &&
      form.getValues('reason') === null &&
      !form.getFieldState('reason').isDirty
    )
      form.setValue('reason', reasonFor)
    if (
      onlyStock !== undefined &&
      form.getValues('warehouseId') === null &&
      !form.getFieldState('warehouseId').isDirty
    )
      form.setValue('warehouseId', onlyStock)
  }, [document, form, reasonFor, reasonKnown, onlyStock])

  const submit = form.handleSubmit(async (values) => {
    const body = documentBody(kind, values, choices.products)
    try {
      if (base) {
        const { kind: _kind, ...patch } = body
        const saved = await patchDocument(base.id, { ...patch, version: base.version })
        setBase(saved)
        setConflict(false)
        form.reset(documentValues(saved, choices.products))
        onSaved(saved, false)
      } else {
        onSaved(await createDocument(body, createKey), true)
      }
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setCreateKey(newUuid())
      if (e.status === 409 && base) {
        const current = stockDocumentSchema.safeParse(e.current)
        if (current.success) {
          // What was typed stays in the form; the next save is based on the other editor's version.
          setBase(current.data)
          setConflict(true)
          return
        }
      }
      const lines = applyLineErrors(form, e.errors)
      if (!applyFieldErrors(form as unknown as UseFormReturn<never>, e.errors, HEADER_FIELDS) && !lines)
        form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = !online || isSubmitting
  const select = (
    name: 'warehouseId' | 'targetWarehouseId' | 'supplierId',
    label: string,
    list: Choice[],
    empty: string,
  ) => {
    const id = `doc-${name}`
    return (
      <FormField id={id} label={label} error={errors[name]?.message}>
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <select
              id={id}
              className={selectClass}
              disabled={locked}
              value={field.value === null ? '' : String(field.value)}
              onBlur={field.onBlur}
              onChange={(ev) => field.onChange(ev.target.value === '' ? null : Number(ev.target.value))}
              {...invalid(id, errors[name]?.message)}
            >
              <option value="">{empty}</option>
              {list.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        />
      </FormField>
    )
  }

  return (
    <form
      noValidate
      aria-label={base ? `${base.kindLabel} ${base.number}` : newDocumentTitles[kind]}
      className="grid gap-4"
      onSubmit={(e) => void submit(e)}
    >
      {conflict && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Цей документ щойно змінив інший користувач. Ваші зміни залишились у формі — перевірте їх і збережіть
          ще раз.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <FormField id="doc-date" label="Дата документа *" error={errors.documentDate?.message}>
          <Controller
            control={form.control}
            name="documentDate"
            render={({ field }) => (
              <DateField
                id="doc-date"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={locked}
                {...invalid('doc-date', errors.documentDate?.message)}
              />
            )}
          />
        </FormField>
        {select(
          'warehouseId',
          kind === 'transfer' ? 'Склад-відправник *' : 'Склад *',
          choices.ownWarehouses,
          'Оберіть склад',
        )}
        {kind === 'transfer' &&
          select(
            'targetWarehouseId',
            'Склад-отримувач *',
            choices.allWarehouses.filter((w) => w.id !== warehouseId),
            'Оберіть склад',
          )}
        {kind === 'incoming' && select('supplierId', 'Постачальник', choices.suppliers, 'Без постачальника')}
        <FormField id="doc-reason" label="Підстава *" error={errors.reason?.message}>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <select
                id="doc-reason"
                className={selectClass}
                disabled={locked}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(ev) => field.onChange(ev.target.value === '' ? null : ev.target.value)}
                {...invalid('doc-reason', errors.reason?.message)}
              >
                <option value="">Оберіть підставу</option>
                {choices.reasons.map((r) => (
                  <option key={r.key} value={r.key}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          />
        </FormField>
        <div className="md:col-span-2 lg:col-span-3">
          <FormField id="doc-comment" label="Коментар" error={errors.comment?.message}>
            <Input
              id="doc-comment"
              maxLength={2000}
              autoComplete="off"
              disabled={locked}
              {...invalid('doc-comment', errors.comment?.message)}
              {...form.register('comment')}
            />
          </FormField>
        </div>
      </div>
      <StockDocumentLines form={form} products={choices.products} locked={locked} />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={locked}>
          {base ? 'Зберегти' : 'Зберегти документ'}
        </Button>
      </div>
    </form>
  )
}
