/**
 * The entry table of an order's results: one row per indicator, grouped by test. react-hook-form with a
 * zod resolver that reads each value as the server will (readIndicatorValue); the server's 422 keys
 * (`items.{i}.value`) are the form's own field names, so its messages land where they belong.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import {
  labOrderResultsSchema,
  labTestStateLabels,
  readIndicatorValue,
  type LabIndicatorResult,
  type LabOrderResults,
} from '../../../domain/laboratory/lab-results.schema'
import { formatDateTime } from '../../lib/format/date'
import { isApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { selectClass } from '../../ui/select-field'
import { LabFlagText } from '../../shared/lab/lab-flag'
import { saveOrderResults } from './lab-results.api'

interface Row {
  testId: number
  line: number
  indicatorCode: string
  value: string
  value2: string
}

const rowsOf = (r: LabOrderResults): Row[] =>
  r.tests.flatMap((t) =>
    t.indicators.map((i) => ({
      testId: t.testId,
      line: t.line,
      indicatorCode: i.code,
      value: i.value ?? '',
      value2: i.value2 ?? '',
    })),
  )

function formSchema(kinds: LabIndicatorResult[]) {
  const row = z.object({
    testId: z.number(),
    line: z.number(),
    indicatorCode: z.string(),
    value: z.string(),
    value2: z.string(),
  })
  return z.object({ items: z.array(row) }).superRefine((v, ctx) => {
    v.items.forEach((item, i) => {
      const kind = kinds[i]
      if (!kind) return
      for (const field of ['value', 'value2'] as const) {
        const read = readIndicatorValue(kind, item[field])
        if (!read.ok) ctx.addIssue({ code: 'custom', path: ['items', i, field], message: read.message })
      }
    })
  })
}

export function LabResultsForm({
  results,
  onSaved,
}: {
  results: LabOrderResults
  onSaved: (r: LabOrderResults) => void
}) {
  const kinds = results.tests.flatMap((t) => t.indicators)
  const form = useForm<{ items: Row[] }>({
    resolver: zodResolver(formSchema(kinds)),
    defaultValues: { items: rowsOf(results) },
  })
  const editable = results.may.edit
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveOrderResults(results.orderId, {
        items: values.items,
        version: results.version,
      })
      onSaved(saved)
      form.reset({ items: rowsOf(saved) })
      toast.success('Результати збережено')
    } catch (e) {
      // The typed values stay in the form; the server's messages go on their fields.
      if (isApiError(e) && e.status === 409) {
        // Someone saved meanwhile: their values come in beside the ones typed here, which stay.
        const current = labOrderResultsSchema.safeParse(e.current)
        if (current.success) onSaved(current.data)
        form.setError('root', {
          type: 'server',
          message: 'Результати щойно змінив інший користувач: перевірте значення й збережіть ще раз',
        })
      } else if (isApiError(e)) {
        for (const [key, messages] of Object.entries(e.errors))
          if (/^items\.\d+\.value2?$/.test(key))
            form.setError(key as `items.${number}.value`, { type: 'server', message: messages[0] ?? '' })
        form.setError('root', { type: 'server', message: e.message })
      } else form.setError('root', { type: 'server', message: 'Немає звʼязку з сервером: не збережено' })
    }
  })

  // Each test's first row in the form's items (the same order as rowsOf).
  const firstRow = results.tests.map((_, k) =>
    results.tests.slice(0, k).reduce((sum, t) => sum + t.indicators.length, 0),
  )
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
      {results.tests.map((t, k) => (
        <section key={`${t.line}:${t.testId}`} className="rounded-lg border border-slate-200 p-3">
          <h2 className="font-semibold text-slate-900">
            {t.code} {t.name}{' '}
            <span className="text-sm font-normal text-slate-600">· {labTestStateLabels[t.state]}</span>
          </h2>
          {t.resultMode === 'noResult' || t.indicators.length === 0 ? (
            <p className="text-sm text-slate-600">без результату</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="text-slate-600">
                  <th className="py-1">Показник</th>
                  <th>Результат</th>
                  {t.resultMode === 'doubleResult' && <th>Другий результат</th>}
                  <th>Од.</th>
                  <th>Норма</th>
                  <th>Оцінка</th>
                  <th>Затверджено</th>
                </tr>
              </thead>
              <tbody>
                {t.indicators.map((i, j) => {
                  const n = (firstRow[k] ?? 0) + j
                  const field = (name: 'value' | 'value2') => {
                    const path = `items.${n}.${name}` as const
                    const err = form.formState.errors.items?.[n]?.[name]?.message
                    const id = `lr-${n}-${name}`
                    const label = `${i.name}${name === 'value2' ? ', другий результат' : ''}`
                    return (
                      <td className="py-1 pr-2 align-top">
                        {i.resultType === 'select' ? (
                          <select
                            id={id}
                            aria-label={label}
                            className={selectClass}
                            disabled={!editable}
                            {...form.register(path)}
                          >
                            <option value="">—</option>
                            {i.options.map((o) => (
                              <option key={o} value={o}>
                                {o}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <Input
                            id={id}
                            aria-label={label}
                            aria-invalid={err ? true : undefined}
                            inputMode={i.resultType === 'numeric' ? 'decimal' : 'text'}
                            disabled={!editable}
                            // Worked out by the server from the other values: shown, sent back as is.
                            readOnly={i.calculated}
                            className={i.calculated ? 'bg-slate-50' : undefined}
                            {...form.register(path)}
                          />
                        )}
                        {name === 'value' && i.calculated && (
                          <p className="text-xs text-slate-600">розраховується за формулою</p>
                        )}
                        {name === 'value' && i.source === 'analyzer' && (
                          <p className="text-xs text-slate-600">
                            {i.analyzer ? `з аналізатора ${i.analyzer.name}` : 'з аналізатора'}
                          </p>
                        )}
                        {err && (
                          <p role="alert" className="text-xs text-red-700">
                            {err}
                          </p>
                        )}
                      </td>
                    )
                  }
                  return (
                    <tr key={i.code} className="border-t border-slate-100">
                      <td className="py-1 pr-2">{i.name}</td>
                      {field('value')}
                      {t.resultMode === 'doubleResult' && field('value2')}
                      <td className="pr-2">{i.unit ?? ''}</td>
                      <td className="pr-2">{i.norm}</td>
                      <td className="pr-2">
                        <LabFlagText flag={i.flag} />
                        {t.resultMode === 'doubleResult' && i.flag2 !== 'none' && (
                          <>
                            {' / '}
                            <LabFlagText flag={i.flag2} />
                          </>
                        )}
                      </td>
                      <td className="text-slate-600">
                        {i.state === 'approved'
                          ? `${i.approvedBy?.name ?? ''}, ${formatDateTime(i.approvedAt)}`
                          : i.state === 'entered'
                            ? 'очікує затвердження'
                            : ''}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
        </section>
      ))}
      {form.formState.errors.root?.message && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {form.formState.errors.root.message}
        </p>
      )}
      {editable && (
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Зберегти
          </Button>
        </div>
      )}
    </form>
  )
}
