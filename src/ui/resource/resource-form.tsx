/**
 * The form of one record of a resource, in a dialog: react-hook-form with the definition's own zod
 * schema (the server checks the same one), uniqueness checked against the device's copy at once, and
 * the server's answer read from the outbox item — a 422 lands on its fields, a saved record closes the
 * dialog. Offline, or while the server is slow, the record is kept on the device and the dialog closes
 * saying so: nothing typed is lost.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLiveQuery } from 'dexie-react-hooks'
import { toast } from 'sonner'
import { z } from 'zod'
import {
  writableKeys,
  type AnyResource,
  type FieldSpec,
  type ResourceRow,
} from '../../../domain/resources/define-resource'
import { useOffline } from '../../offline/react/offline-context'
import { createRecord, editRecord } from '../../offline/resources/resource-writes'
import type { LocalRow } from '../../offline/resources/resource-store'
import { Button } from '../button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog'
import { FieldFrame } from './field-frame'
import { FieldInput } from './field-input'
import { emptyValue, RowsInput } from './rows-input'
import { sameValue, uniqueClash } from './unique'
import { camel, cleaned, emptyValues, formSchema } from './form-values'
import { addonFor, type FormAddons } from './form-addons'
import { newUuid } from '../../lib/new-uuid'

/** How long an online save waits for the server before the dialog closes with "kept on the device". */
const WAIT_MS = 4_000

/** A message about a whole list of sub-rows (zod puts it on the field, react-hook-form may on its root). */
function rowsError(error: unknown): string | undefined {
  const e = error as { message?: unknown; root?: { message?: unknown } } | undefined
  const message = e?.message ?? e?.root?.message
  return typeof message === 'string' ? message : undefined
}

/** A secret the server holds shows as «збережено» (its value is never answered back). */
const secretShown = (spec: FieldSpec, key: string, row: ResourceRow | undefined): FieldSpec =>
  spec.widget === 'secret' && row?.storedSecrets?.includes(key)
    ? { ...spec, placeholder: 'збережено; порожнє поле залишає збережене' }
    : spec

export interface ResourceFormProps {
  def: AnyResource
  /** The record edited; undefined for a new one. */
  row: ResourceRow | undefined
  rows: readonly LocalRow[]
  open: boolean
  onClose: () => void
  /** Blocks the screen adds under some fields (form-addons.ts). */
  addons?: FormAddons | undefined
}

export function ResourceForm({ def, row, rows, open, onClose, addons }: ResourceFormProps) {
  const offline = useOffline()
  const schema = useMemo(() => z.object(def.fields), [def])
  const resolver = useMemo(() => zodResolver(formSchema(def)), [def])
  const form = useForm<FieldValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: row ? { ...emptyValues(def), ...row } : emptyValues(def),
  })
  const [itemId, setItemId] = useState<string | null>(null)
  // One uuid per new record: a create the server refused is fixed and sent again as the same record.
  const [createUuid] = useState(() => newUuid())
  const item = useLiveQuery(
    async () => (itemId ? offline.db.outbox.get(itemId) : undefined),
    [offline.db, itemId],
  )

  const toldRefusal = useRef<string | null>(null)

  // The server's answer to this save, as the outbox records it (no polling: a live query).
  useEffect(() => {
    if (!item) return
    if (item.status === 'done') {
      toast.success(`${def.one}: збережено`)
      onClose()
    } else if (item.status === 'rejected') {
      // The definition's own words for a refused save (spec 001 §8), once per refusal.
      const failed = row ? def.failed?.edit : def.failed?.create
      const refusal = `${item.id}:${item.updatedAt}`
      if (failed && toldRefusal.current !== refusal) toast.error(failed)
      toldRefusal.current = refusal
      const errors = item.lastError?.errors ?? {}
      let onField = false
      for (const [field, messages] of Object.entries(errors)) {
        const key = camel(field)
        if (key.split('.')[0]! in def.form) {
          form.setError(key, { type: 'server', message: messages[0] ?? '' })
          onField = true
        }
      }
      if (!onField) form.setError('root.server', { type: 'server', message: item.lastError?.message ?? '' })
    } else if (item.status === 'conflict') {
      toast.error(`${def.one}: запис уже змінив інший користувач — оберіть, чиї зміни залишити`)
      onClose()
    }
  }, [item, def, row, form, onClose])

  useEffect(() => {
    if (!itemId) return
    const keep = () => {
      toast.info(`${def.one}: збережено на пристрої, буде надіслано, щойно зʼявиться звʼязок`)
      onClose()
    }
    if (!navigator.onLine) return keep()
    const timer = window.setTimeout(keep, WAIT_MS)
    return () => window.clearTimeout(timer)
  }, [itemId, def, onClose])

  const submit = form.handleSubmit(async (values) => {
    const fields = cleaned(def, values)
    const clash = uniqueClash(def, rows, fields, row?.uuid)
    if (clash) return form.setError(clash.field, { type: 'unique', message: clash.message })
    if (row) {
      const changed = writableKeys(def).some((k) => !sameValue(row[k], fields[k]))
      if (!changed) return onClose()
      const saved = await editRecord(offline, def, row, fields)
      setItemId(saved.id)
    } else {
      const saved = await createRecord(offline, def, fields, createUuid)
      setItemId(saved.id)
    }
  })

  const saving = itemId !== null && item?.status !== 'rejected'
  // A table of sub-rows with many columns (a template's indicators) gets a wide dialog, not a scroll strip.
  const wide = Object.values(def.form).some((f) => Object.keys(f.rows?.fields ?? {}).length > 5)
  const rootError = form.formState.errors.root?.server?.message
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        dismissible={!form.formState.isDirty}
        className={wide ? 'w-[min(80rem,calc(100vw-2rem))]' : undefined}
      >
        <DialogTitle>{row ? `${def.one}: редагування` : `${def.one}: новий запис`}</DialogTitle>
        <DialogDescription className="sr-only">Поля з * обовʼязкові</DialogDescription>
        <form className="mt-4 grid gap-4" noValidate onSubmit={(e) => void submit(e)}>
          {Object.entries(def.form).map(([key, spec]) => {
            if (spec.readOnly) return null
            const id = `${def.name}-${key}`
            const fieldSchema = schema.shape[key]
            // Required: nothing typed is refused (a list that may be empty, a null, a checkbox are not).
            const required =
              !!fieldSchema &&
              spec.widget !== 'checkbox' &&
              !z.safeParse(fieldSchema, undefined).success &&
              !z.safeParse(fieldSchema, null).success &&
              !z.safeParse(fieldSchema, emptyValue(spec)).success
            if (spec.rows)
              return (
                <RowsInput
                  key={key}
                  id={id}
                  name={key}
                  spec={{ ...spec, rows: spec.rows }}
                  control={form.control}
                  disabled={saving}
                  error={rowsError(form.formState.errors[key])}
                />
              )
            const Addon = addonFor(addons, def, key)
            const control = (
              <Controller
                key={key}
                name={key}
                control={form.control}
                render={({ field, fieldState }) => {
                  const input = (
                    <FieldInput
                      id={id}
                      spec={secretShown(spec, key, row)}
                      value={field.value as unknown}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={!!fieldState.error}
                      disabled={saving}
                    />
                  )
                  return (
                    <FieldFrame id={id} spec={spec} required={required} error={fieldState.error?.message}>
                      {input}
                    </FieldFrame>
                  )
                }}
              />
            )
            if (!Addon) return control
            return (
              <div key={key} className="grid gap-2">
                {control}
                <Addon def={def} control={form.control} />
              </div>
            )
          })}
          {rootError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              {rootError}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Скасувати
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Зберігаю…' : 'Зберегти'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
