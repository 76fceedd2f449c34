/**
 * An order's results (issue 22 item 5): per test, each indicator's field by its kind (number, list, text),
 * unit, the patient's range and the flag in words; save (the server flags and may refuse a value — its
 * message lands on the field and nothing typed is lost), approve with a confirmation for those allowed,
 * who approved and when, and the patient's PDF of the approved results.
 */
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { LabOrderResults } from '../../../domain/laboratory/lab-results.schema'
import { dayText } from '../../../domain/time/kyiv'
import { isApiError } from '../../lib/api/api-error'
import { saveFile } from '../../lib/save-file'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { approveOrderResults, fetchOrderResults, fetchResultsPdf, labResultsKeys } from './lab-results.api'
import { LabResultsForm } from './lab-results-form'

const messageOf = (e: unknown) => (isApiError(e) ? e.message : 'Немає звʼязку з сервером. Спробуйте ще раз.')

export function LabResultEntryPage() {
  const orderId = Number(useParams().orderId)
  const queryClient = useQueryClient()
  const results = useQuery({
    queryKey: labResultsKeys.order(orderId),
    queryFn: ({ signal }) => fetchOrderResults(orderId, signal),
    enabled: Number.isInteger(orderId) && orderId > 0,
  })
  const [confirm, setConfirm] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const keep = (r: LabOrderResults) => queryClient.setQueryData(labResultsKeys.order(orderId), r)

  const approve = async () => {
    setConfirm(false)
    setError(null)
    try {
      keep(await approveOrderResults(orderId))
      toast.success('Результати затверджено')
    } catch (e) {
      setError(messageOf(e))
    }
  }
  const pdf = async () => {
    try {
      saveFile(await fetchResultsPdf(orderId), `Результати ${results.data?.orderCode ?? orderId}.pdf`)
    } catch (e) {
      setError(messageOf(e))
    }
  }

  if (results.isPending) return <PageLoader />
  if (results.isError)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
        Не вдалося завантажити результати: {messageOf(results.error)}
      </p>
    )
  const r = results.data
  const awaiting = r.tests.some((t) => t.indicators.some((i) => i.state === 'entered'))
  return (
    <div className="grid max-w-6xl gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Результати замовлення {r.orderCode}</h1>
      <p className="text-slate-700">
        {r.patient.name}
        {r.patient.birthday ? `, народж. ${dayText(r.patient.birthday)}` : ''}
        {r.patient.sex ? `, ${r.patient.sex === 'male' ? 'чоловік' : 'жінка'}` : ''} · замовлення від{' '}
        {dayText(r.orderDay)}
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <LabResultsForm key={r.orderId} results={r} onSaved={keep} />
      <div className="flex flex-wrap gap-2">
        {r.may.approve && (
          <Button variant="secondary" disabled={!awaiting} onClick={() => setConfirm(true)}>
            Затвердити
          </Button>
        )}
        <Button variant="secondary" onClick={() => void pdf()}>
          PDF для пацієнта
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        title="Затвердити результати?"
        confirmLabel="Затвердити"
        onConfirm={() => void approve()}
        onCancel={() => setConfirm(false)}
      >
        Усі внесені результати замовлення {r.orderCode} буде затверджено і вони потраплять у бланк пацієнта.
        Зміна затвердженого значення потребуватиме нового затвердження.
      </ConfirmDialog>
    </div>
  )
}
