/**
 * Звіти → Журнал сповіщень (/reports/log-notification): every SMS, Viber message and letter to patients
 * with its state and the provider's answer. Filters live in the address and are applied by
 * «Сформувати»; the server answers 15 rows a page and refuses a missing or over-30-day period on its
 * field. The log lives on the server only: offline the page says so and keeps what it last showed.
 * «Надіслати ще раз» (failed or unknown messages) and the Excel export need the network too.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import type { NotificationLogRow } from '../../../domain/notifications/notifications'
import { can } from '../../../domain/permissions/check'
import { isApiError } from '../../lib/api/api-error'
import { fieldRefusal } from '../../lib/api/field-refusal'
import { formatDate } from '../../lib/format/date'
import { saveFile } from '../../lib/save-file'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnline } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'
import { ListPager } from '../../ui/list-pager'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { NotificationFilterBar } from './notification-filter-bar'
import { logQuery, readLogFilters, withLogFilters, type LogFilters } from './notification-filters'
import { NotificationLogTable } from './notification-log-table'
import {
  downloadNotificationLog,
  fetchNotificationLog,
  notificationKeys,
  resendNotification,
} from './notifications.api'

const notice = 'rounded-md p-4 text-sm'
const FILTERS = ['from', 'to', 'status', 'channel', 'event', 'q']
const draftOf = ({ page: _page, ...draft }: LogFilters) => draft

export function NotificationLogPage() {
  const { permissions } = useSignedInUser()
  const mayResend = can(permissions, 'crmReportsLogNotificationSee')
  const online = useOnline()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const filters = readLogFilters(params, new Date())
  const query = logQuery(filters)
  const key = notificationKeys.log(query)
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchNotificationLog(query, signal),
    enabled: online,
    placeholderData: keepPreviousData,
    retry: false,
  })
  const [busyId, setBusyId] = useState<number | null>(null)
  const [exporting, setExporting] = useState(false)
  const refused = fieldRefusal(list.error, FILTERS)

  const resend = async (row: NotificationLogRow) => {
    setBusyId(row.id)
    try {
      const updated = await resendNotification(row.id)
      queryClient.setQueryData(key, (page: typeof list.data) =>
        page ? { ...page, data: page.data.map((r) => (r.id === updated.id ? updated : r)) } : page,
      )
      toast.success('Повідомлення поставлено в чергу на відправку')
    } catch (e) {
      toast.error(isApiError(e) ? e.message : 'Не вдалося надіслати ще раз')
    } finally {
      setBusyId(null)
    }
  }

  const exportFile = async () => {
    setExporting(true)
    try {
      const name = `Журнал сповіщень ${formatDate(filters.from)}–${formatDate(filters.to)}.xlsx`
      saveFile(await downloadNotificationLog(logQuery(filters, false)), name)
    } catch (e) {
      toast.error(isApiError(e) ? e.message : 'Не вдалося завантажити файл')
    } finally {
      setExporting(false)
    }
  }

  const data = list.isError ? undefined : list.data
  let body
  if (list.isError)
    // A refusal on the filters shows there; anything else, here.
    body =
      Object.keys(refused.fields).length > 0 ? null : (
        <p role="alert" className={`${notice} bg-red-50 text-red-900`}>
          {refused.other ?? 'Помилка при завантаженні даних'}
        </p>
      )
  else if (!data) body = online ? <PageLoader label="Завантаження журналу…" /> : null
  else if (data.data.length === 0)
    body = (
      <p className={`${notice} bg-white text-slate-700`}>
        Нічого не знайдено, або недостатньо прав для перегляду
      </p>
    )
  else
    body = (
      <>
        <NotificationLogTable
          rows={data.data}
          mayResend={mayResend}
          online={online}
          busyId={busyId}
          onResend={(row) => void resend(row)}
        />
        <ListPager page={data.page} perPage={data.pageSize} total={data.total} />
      </>
    )

  return (
    <section className="grid gap-3" aria-busy={list.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Журнал сповіщень</h1>
        <Button
          variant="secondary"
          disabled={!online || exporting || !filters.from || !filters.to}
          onClick={() => void exportFile()}
        >
          {exporting ? 'Готуємо файл…' : 'Експорт в Excel'}
        </Button>
      </div>
      <OnlineOnlyNote online={online}>
        Немає з’єднання з мережею. Журнал сповіщень зберігається лише на сервері: він оновиться, а надіслати
        повідомлення ще раз чи вивантажити Excel можна буде, щойно мережа повернеться.
      </OnlineOnlyNote>
      <NotificationFilterBar
        key={params.toString()}
        applied={draftOf(filters)}
        errors={refused.fields}
        onApply={(draft) => {
          const next = withLogFilters(params, draft)
          // The same filters again: read the log again (new messages may have been logged).
          if (next.toString() === params.toString()) void list.refetch()
          else setParams(next)
        }}
      />
      {body}
    </section>
  )
}
