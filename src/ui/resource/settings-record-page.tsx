/**
 * The page of a settings record (domain/resources/settings-record.ts): one form over the record, drawn
 * field by field with the resource form's inputs, checked with the definition's own zod schema (the
 * server checks the same one), read from the device's copy (so it opens offline) and saved whole
 * through the outbox against its version — the change shows at once and reaches the server when it
 * can. A refusal lands on its fields; a refusal or a conflict also shows with its fixes above the form.
 * Users without the write permission see the values read-only.
 */
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLiveQuery } from 'dexie-react-hooks'
import { useLocation } from 'react-router'
import { z } from 'zod'
import type { AnySettingsRecord } from '../../../domain/resources/settings-record'
import { settingsRecordOnRoute } from '../../../domain/resources/settings-records'
import { can } from '../../../domain/permissions/check'
import { useSignedInUser } from '../../lib/session/session-context'
import type { Names } from '../../offline/entities/describe'
import { useOffline } from '../../offline/react/offline-context'
import { RecordSyncNotice } from '../../offline/react/record-sync-notice'
import { useReference } from '../../offline/react/use-reference'
import { Button } from '../button'
import { FieldFrame } from './field-frame'
import { PageLoader } from '../page-loader'
import { FieldInput } from './field-input'
import { usePulledResources } from './use-resource'
import { allResources } from '../../../domain/resources/registry'

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** The record's fields (defaults for what the stored copy lacks), without its version. */
function fieldsOf(def: AnySettingsRecord, record: unknown): FieldValues {
  const stored = (record ?? {}) as Record<string, unknown>
  const out: FieldValues = {}
  for (const k of Object.keys(def.fields))
    out[k] = k in stored ? stored[k] : (def.defaults as Record<string, unknown>)[k]
  return out
}

const mayDo = (permissions: Readonly<Record<string, boolean>>, p: AnySettingsRecord['perms']['write']) =>
  p === 'user' || can(permissions, p)

function RecordForm({
  def,
  record,
  rev,
  canWrite,
}: {
  def: AnySettingsRecord
  record: Record<string, unknown>
  rev: number
  canWrite: boolean
}) {
  const { db, userId, outbox } = useOffline()
  const schema = useMemo(() => z.object(def.fields), [def])
  const live = useMemo(() => fieldsOf(def, record), [def, record])
  const form = useForm<FieldValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: live })
  const [itemId, setItemId] = useState<string | null>(null)
  const [savedRev, setSavedRev] = useState<number | null>(null)
  const item = useLiveQuery(async () => (itemId ? db.outbox.get(itemId) : undefined), [db, itemId])
  const values = useWatch({ control: form.control })
  const { isDirty } = form.formState

  // Another device's or another tab's change arrives: shown unless the user is editing. The copy this
  // save wrote is already on screen (a read started before the save must not undo it).
  useEffect(() => {
    if (!isDirty && (savedRev === null || rev > savedRev)) form.reset(live)
  }, [live, rev, savedRev, isDirty, form])

  // The server's refusal of this save lands on its fields.
  useEffect(() => {
    if (item?.status !== 'rejected') return
    for (const [field, messages] of Object.entries(item.lastError?.errors ?? {})) {
      const key = camel(field)
      if (key in def.form) form.setError(key, { type: 'server', message: messages[0] ?? '' })
    }
  }, [item, def, form])

  const submit = form.handleSubmit(async (fields) => {
    const version = typeof record.version === 'number' ? record.version : 0
    const body = { ...fields, version }
    const saved = await outbox.write({
      userId,
      entity: { type: def.entity, uuid: def.owner === 'user' ? String(userId) : 'all' },
      method: 'PUT',
      path: def.apiPath,
      body,
      baseVersion: version,
      label: def.title,
      openPath: def.route,
      local: { ...record, ...body },
      replacesWhole: true,
      seenRev: rev,
    })
    setItemId(saved.id)
    setSavedRev((await db.references.get(def.apiPath))?.rev ?? rev)
    form.reset(fields)
  })

  const saved = itemId !== null && !isDirty && item?.status !== 'rejected'
  return (
    <form className="grid gap-5" noValidate onSubmit={(e) => void submit(e)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {Object.entries(def.form).map(([key, spec]) => {
          const id = `${def.name}-${key}`
          const fieldSchema = schema.shape[key]
          // Required: nothing typed is refused (an empty text or secret may be allowed: "none", "keep").
          const required =
            !!fieldSchema &&
            spec.widget !== 'checkbox' &&
            !z.safeParse(fieldSchema, null).success &&
            !z.safeParse(fieldSchema, '').success
          const dep = def.dependsOn?.[key]
          return (
            <Controller
              key={key}
              name={key}
              control={form.control}
              render={({ field, fieldState }) => {
                const input = (
                  <FieldInput
                    id={id}
                    spec={spec}
                    value={field.value as unknown}
                    onChange={(v) => {
                      field.onChange(v)
                      // A field others depend on changes: theirs no longer fit (a filial of another city).
                      for (const [k, d] of Object.entries(def.dependsOn ?? {}))
                        if (d?.field === key) form.setValue(k, null, { shouldDirty: true })
                    }}
                    onBlur={field.onBlur}
                    invalid={!!fieldState.error}
                    disabled={!canWrite}
                    only={dep ? { column: dep.column, value: values[dep.field] } : undefined}
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
        })}
      </div>
      {canWrite && (
        <div className="flex items-center gap-3">
          <Button type="submit">Зберегти</Button>
          {saved && (
            <span role="status" className="text-sm text-slate-700">
              Збережено
            </span>
          )}
        </div>
      )}
    </form>
  )
}

/** One settings record with its title, sync problems and form. */
export function SettingsRecordSection({ def, names }: { def: AnySettingsRecord; names?: Names }) {
  const user = useSignedInUser()
  const record = useReference<Record<string, unknown>>(def.apiPath)
  // The selects over resources (cities, filials) read the device's copy, brought up to date here.
  usePulledResources(allResources())
  const canWrite = mayDo(user.permissions, def.perms.write)
  return (
    <section aria-labelledby={`${def.name}-title`} className="grid max-w-3xl gap-5">
      <div className="grid gap-1">
        <h1 id={`${def.name}-title`} className="text-2xl font-semibold text-slate-900">
          {def.title}
        </h1>
        {def.description && <p className="text-slate-700">{def.description}</p>}
      </div>
      {!canWrite && (
        <p role="note" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          Лише перегляд: у вас немає права змінювати ці налаштування.
        </p>
      )}
      <RecordSyncNotice type={def.entity} names={names} />
      {record.loading ? (
        <PageLoader />
      ) : record.data === undefined ? (
        // Never edit what did not load: a save from nothing would overwrite the stored record.
        <div
          role="alert"
          className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <p>
            Не вдалося завантажити налаштування: їх ще немає на цьому пристрої, а сервер недоступний.
            Спробуйте, коли з’явиться мережа.
          </p>
          <Button variant="secondary" className="justify-self-start" onClick={record.reload}>
            Спробувати ще раз
          </Button>
        </div>
      ) : (
        <RecordForm def={def} record={record.data} rev={record.rev} canWrite={canWrite} />
      )}
    </section>
  )
}

/** The settings record of the current route (attached by src/app/route-pages.ts). */
export function SettingsRecordPage() {
  const { pathname } = useLocation()
  const def = settingsRecordOnRoute(pathname.replace(/\/+$/, ''))
  if (!def) return null
  return <SettingsRecordSection def={def} />
}
