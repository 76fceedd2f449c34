/**
 * The mapping of one analyzer's test codes (domain/laboratory/analyzer-test-codes.schema.ts): rows of the
 * analyzer's code, our test (searched in the device's copy of the tests) and the code of the test's
 * indicator, saved whole; a refused save keeps every row as typed with the server's words on the rows.
 * Online only (the mapping is read and written on the server); read-only without crmSettingsEdit.
 */
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  analyzerTestCodeMessages as msg,
  analyzerTestCodesPutSchema,
  analyzerTestCodesSchema,
  type AnalyzerTestCode,
} from '../../../domain/laboratory/analyzer-test-codes.schema'
import { can } from '../../../domain/permissions/check'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { LookupInput } from '../../ui/resource/lookup-input'
import { newUuid } from '../../lib/new-uuid'

interface Row {
  key: string
  code: string
  mcTestId: number | null
  indicatorCode: string
}
type RowErrors = Partial<Record<'code' | 'mcTestId' | 'indicatorCode', string>>

const path = (id: number) => `/settings/analyzers/${id}/test-codes`
const rowsOf = (data: AnalyzerTestCode[]): Row[] =>
  data.map((r) => ({
    key: String(r.id),
    code: r.code,
    mcTestId: r.mcTestId,
    indicatorCode: r.indicatorCode ?? '',
  }))
const fieldOf: Record<string, keyof RowErrors> = {
  code: 'code',
  mc_test_id: 'mcTestId',
  mcTestId: 'mcTestId',
  indicator_code: 'indicatorCode',
  indicatorCode: 'indicatorCode',
}

/** Errors keyed `data.<i>.<field>` (the server's and zod's) → per row. */
function rowErrors(entries: Array<[string, string]>): Map<number, RowErrors> {
  const out = new Map<number, RowErrors>()
  for (const [key, message] of entries) {
    const [, i, f] = /^data\.(\d+)\.(\w+)$/.exec(key) ?? []
    const field = f ? fieldOf[f] : undefined
    if (i === undefined || !field) continue
    const row = out.get(Number(i)) ?? {}
    row[field] ??= message
    out.set(Number(i), row)
  }
  return out
}

export function AnalyzerTestCodes({ analyzerId }: { analyzerId: number }) {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const editable = can(user.permissions, 'crmSettingsEdit')
  const queryClient = useQueryClient()
  const queryKey = ['analyzer-test-codes', analyzerId] as const
  const loaded = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.request(path(analyzerId), { schema: analyzerTestCodesSchema, signal }),
    enabled: online,
  })
  const [rows, setRows] = useState<Row[] | null>(null)
  const [errors, setErrors] = useState<Map<number, RowErrors>>(new Map())
  const [summary, setSummary] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  if (!online && !loaded.data)
    return (
      <OnlineOnlyNote online={false}>
        Коди тестів аналізатора доступні, коли є звʼязок із сервером.
      </OnlineOnlyNote>
    )
  if (loaded.isError) return <p role="alert">Дані не були завантаженні</p>
  if (!loaded.data) return <PageLoader />
  const shown = rows ?? rowsOf(loaded.data.data)
  const disabled = !editable || !online || saving

  const change = (i: number, patch: Partial<Row>) => {
    setRows(shown.map((r, j) => (j === i ? { ...r, ...patch } : r)))
    setSummary(undefined)
  }
  const save = async () => {
    const body = {
      data: shown.map((r) => ({
        code: r.code,
        mcTestId: r.mcTestId ?? 0,
        indicatorCode: r.indicatorCode.trim() || null,
      })),
    }
    const parsed = analyzerTestCodesPutSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(rowErrors(parsed.error.issues.map((i) => [i.path.join('.'), i.message])))
      setSummary(msg.failed)
      return
    }
    setSaving(true)
    try {
      const saved = await api.request(path(analyzerId), {
        method: 'PUT',
        body: parsed.data,
        headers: { 'Idempotency-Key': newUuid() },
        schema: analyzerTestCodesSchema,
      })
      queryClient.setQueryData(queryKey, saved)
      setRows(null)
      setErrors(new Map())
      setSummary(undefined)
      toast.success(msg.saved)
    } catch (err) {
      if (isApiError(err) && err.status === 422) {
        setErrors(rowErrors(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])))
        setSummary(err.message)
      } else setSummary(isApiError(err) ? `${msg.failed}: ${err.message}` : `${msg.failed}: спробуйте ще раз`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="grid gap-3">
      {!editable && <ReadOnlyNote>Ви можете переглядати коди, але не змінювати їх.</ReadOnlyNote>}
      <OnlineOnlyNote online={online}>
        Без звʼязку коди не зберегти: показано останні завантажені.
      </OnlineOnlyNote>
      {summary && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {summary}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="text-slate-700">Кодів ще немає.</p>
      ) : (
        <table className="w-full max-w-5xl border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-700">
              <th className="py-2 pr-3 font-medium">Код аналізатора</th>
              <th className="py-2 pr-3 font-medium">Аналіз</th>
              <th className="py-2 pr-3 font-medium">Код показника</th>
              <th className="py-2 font-medium">
                <span className="sr-only">Дії</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r, i) => {
              const e = errors.get(i) ?? {}
              const ids = { code: `atc-${i}-code`, test: `atc-${i}-test`, ind: `atc-${i}-indicator` }
              const err = (id: string, text: string | undefined) =>
                text && (
                  <p id={fieldErrorId(id)} role="alert" className="mt-1 text-sm text-red-700">
                    {text}
                  </p>
                )
              return (
                <tr key={r.key} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3">
                    <Input
                      id={ids.code}
                      aria-label={`Код аналізатора, рядок ${i + 1}`}
                      value={r.code}
                      disabled={disabled}
                      aria-invalid={e.code ? true : undefined}
                      aria-describedby={e.code ? fieldErrorId(ids.code) : undefined}
                      onChange={(ev) => change(i, { code: ev.target.value })}
                    />
                    {err(ids.code, e.code)}
                  </td>
                  <td className="min-w-72 py-2 pr-3">
                    <LookupInput
                      id={ids.test}
                      lookup="mc-tests"
                      value={r.mcTestId}
                      disabled={disabled}
                      invalid={!!e.mcTestId}
                      describedBy={e.mcTestId ? fieldErrorId(ids.test) : undefined}
                      placeholder="Код або назва аналізу"
                      onChange={(v) => change(i, { mcTestId: v })}
                      onBlur={() => undefined}
                    />
                    {err(ids.test, e.mcTestId)}
                  </td>
                  <td className="py-2 pr-3">
                    <Input
                      id={ids.ind}
                      aria-label={`Код показника, рядок ${i + 1}`}
                      value={r.indicatorCode}
                      placeholder="Необовʼязково, напр. WBC"
                      disabled={disabled}
                      aria-invalid={e.indicatorCode ? true : undefined}
                      aria-describedby={e.indicatorCode ? fieldErrorId(ids.ind) : undefined}
                      onChange={(ev) => change(i, { indicatorCode: ev.target.value })}
                    />
                    {err(ids.ind, e.indicatorCode)}
                  </td>
                  <td className="py-2">
                    {editable && (
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={disabled}
                        aria-label={`Прибрати рядок ${i + 1}`}
                        onClick={() => {
                          setRows(shown.filter((_, j) => j !== i))
                          setErrors(new Map())
                        }}
                      >
                        Прибрати
                      </Button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {editable && (
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={disabled}
            onClick={() =>
              setRows([...shown, { key: newUuid(), code: '', mcTestId: null, indicatorCode: '' }])
            }
          >
            Додати код
          </Button>
          <Button type="button" disabled={disabled || rows === null} onClick={() => void save()}>
            {saving ? 'Збереження…' : 'Зберегти коди'}
          </Button>
        </div>
      )}
    </div>
  )
}
