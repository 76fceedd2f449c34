/**
 * The approved results of one order or of a client's orders (issue 22 item 5: results visible in the client
 * profile and the order), for the clinic outside the laboratory: values with their unit, range and flag in
 * words, tests still awaiting their results or approval named with their state, and the patient's PDF.
 * Asked again on every visit; the copy last loaded is shown offline, marked as possibly out of date (the
 * PDF needs the network). Shown to order readers and the laboratory (the route's own rule).
 */
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { labTestStateLabels } from '../../../domain/laboratory/lab-results.schema'
import {
  releasedResultsSchema,
  type ReleasedOrderResults,
} from '../../../domain/laboratory/released-results.schema'
import { orderRead } from '../../../domain/orders/order-access'
import { canAny } from '../../../domain/permissions/check'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { formatDate, formatDateTime } from '../../lib/format/date'
import { saveFile } from '../../lib/save-file'
import { useSignedInUser } from '../../lib/session/session-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { StaleNote, UnavailableNote } from '../patients/cached-block-notice'
import { LabFlagText } from './lab-flag'

/** Who is shown results outside the laboratory's own screens (the route's permissions). */
export const maySeeReleasedResults = (permissions: Parameters<typeof canAny>[0]) =>
  canAny(permissions, ['crmLabSee', ...orderRead])

export const releasedResultsPath = (query: { clientId: number; page: number } | { orderId: number }) =>
  'clientId' in query
    ? `/api/v2/lab/released-results?clientId=${query.clientId}&page=${query.page}`
    : `/api/v2/lab/released-results?orderId=${query.orderId}`

function PdfButton({ order, online }: { order: ReleasedOrderResults; online: boolean }) {
  const [error, setError] = useState<string | null>(null)
  if (!order.tests.some((t) => t.state === 'approved')) return null
  const download = async () => {
    setError(null)
    try {
      const pdf = await api.request<Blob>(`/api/v2/lab/orders/${order.orderId}/results.pdf`, { as: 'blob' })
      saveFile(pdf, `Результати ${order.orderCode}.pdf`)
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Не вдалося завантажити PDF. Спробуйте ще раз.')
    }
  }
  return (
    <div className="grid justify-items-end gap-1">
      <Button
        variant="secondary"
        disabled={!online}
        title={online ? undefined : 'PDF завантажується лише з мережею'}
        onClick={() => void download()}
      >
        PDF результатів
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

function OrderResults({
  order,
  online,
  withHeading,
}: {
  order: ReleasedOrderResults
  online: boolean
  withHeading: boolean
}) {
  const title = `Результати замовлення ${order.orderCode}`
  return (
    <article className="grid gap-2" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {withHeading ? (
          <h3 className="font-medium text-slate-900">
            Замовлення {order.orderCode} від {formatDate(order.orderDay)}
          </h3>
        ) : (
          <span />
        )}
        <PdfButton order={order} online={online} />
      </div>
      {order.tests.length === 0 ? (
        <p className="text-sm text-slate-600">У замовленні немає аналізів</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" aria-label={title}>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Аналіз / показник
                </th>
                <th scope="col" className="px-3 py-2">
                  Результат
                </th>
                <th scope="col" className="px-3 py-2">
                  Од. вим.
                </th>
                <th scope="col" className="px-3 py-2">
                  Норма
                </th>
              </tr>
            </thead>
            <tbody>
              {order.tests.map((t) => (
                <TestRows key={`${t.line}:${t.testId}`} test={t} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}

function TestRows({ test }: { test: ReleasedOrderResults['tests'][number] }) {
  const approved = test.state === 'approved'
  return (
    <>
      <tr className="border-t border-slate-200 bg-slate-50/60">
        <th scope="row" colSpan={approved ? 4 : 1} className="px-3 py-2 font-medium text-slate-900">
          {test.name}{' '}
          {approved && test.approvedAt && (
            <span className="ml-2 font-normal text-slate-600">
              затверджено {formatDateTime(test.approvedAt)}
            </span>
          )}
        </th>
        {!approved && (
          <td colSpan={3} className="px-3 py-2 text-slate-700">
            {labTestStateLabels[test.state]}
          </td>
        )}
      </tr>
      {test.indicators.map((i) => (
        <tr key={i.code} className="border-t border-slate-100">
          <td className="px-3 py-1.5 pl-6">{i.name}</td>
          <td className="px-3 py-1.5">
            <span className="font-medium">{i.value ?? '—'}</span> <LabFlagText flag={i.flag} />
            {i.value2 !== null && (
              <>
                {' / '}
                <span className="font-medium">{i.value2}</span> <LabFlagText flag={i.flag2} />
              </>
            )}
          </td>
          <td className="px-3 py-1.5">{i.unit ?? ''}</td>
          <td className="px-3 py-1.5">{i.norm}</td>
        </tr>
      ))}
    </>
  )
}

const RESULTS_PAGE_PARAM = 'resultsPage'

function Answer({ path, page, online }: { path: string; page: 'client' | 'order'; online: boolean }) {
  const answer = useCachedAnswer(path, releasedResultsSchema)
  if (answer.status === 'loading') return <PageLoader label="Завантаження результатів…" />
  if (answer.status === 'unavailable')
    return (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі: результати аналізів недоступні офлайн. Вони з’являться, щойно мережа повернеться.'
          : 'Помилка при завантаженні результатів аналізів'}
      </UnavailableNote>
    )
  const { data, meta } = answer.data
  return (
    <>
      {answer.stale && (
        <StaleNote
          online={online}
          fetchedAt={answer.fetchedAt}
          subject="результати"
          caveat="могли з’явитися нові"
        />
      )}
      {data.length === 0 ? (
        <p className="text-sm text-slate-600">Затверджених результатів ще немає</p>
      ) : (
        data.map((o) => (
          <OrderResults key={o.orderId} order={o} online={online} withHeading={page === 'client'} />
        ))
      )}
      {page === 'client' && (meta.total > meta.perPage || meta.page > 1) && (
        <ListPager
          page={meta.page}
          perPage={meta.perPage}
          total={meta.total}
          param={RESULTS_PAGE_PARAM}
          label="Сторінки результатів"
        />
      )}
    </>
  )
}

/** The page of the client's results asked for in the address (`resultsPage`), from 1. */
function resultsPage(params: URLSearchParams): number {
  const n = Number(params.get(RESULTS_PAGE_PARAM))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/**
 * The block «Результати аналізів»: of a client (`clientId`, paged by the address) or of one order. Nothing
 * for a user who may not see results, or before the record reaches the server (no id yet).
 */
export function ReleasedResults(props: { clientId: number | undefined } | { orderId: number | undefined }) {
  const { permissions } = useSignedInUser()
  const online = useOnline()
  const [params] = useSearchParams()
  if (!maySeeReleasedResults(permissions)) return null
  const id = 'clientId' in props ? props.clientId : props.orderId
  return (
    <section aria-label="Результати аналізів" className="grid gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Результати аналізів</h2>
      {id === undefined ? (
        <p className="text-sm text-slate-600">Затверджених результатів ще немає</p>
      ) : (
        // Mounted again when the network comes or goes: back online the server is asked at once.
        <Answer
          key={String(online)}
          online={online}
          page={'clientId' in props ? 'client' : 'order'}
          path={releasedResultsPath(
            'clientId' in props ? { clientId: id, page: resultsPage(params) } : { orderId: id },
          )}
        />
      )}
    </section>
  )
}
