/**
 * /settings/finances/mc-tests/create and /settings/finances/mc-tests/:id (spec 001 §2, §3 "Test", §5):
 * a new test's form, or an existing test's form with its deletion (refused while an order, a price
 * list, a package or another record names it). Online only.
 */
import { useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { mcTestMessages } from '../../../domain/laboratory/mc-test.schema'
import { can } from '../../../domain/permissions/check'
import { ApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { McTestForm } from './mc-test-form'
import { MC_TESTS_ROUTE } from './mc-tests-page'
import { deleteMcTest, fetchMcTest, fetchMcTestChoices, mcTestKeys } from './mc-tests.api'

export function McTestPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, 'crmReferencesSee')
  const canWrite = can(user.permissions, 'crmSettingsEdit')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { id: rawId } = useParams()
  const id = rawId === undefined || rawId === 'create' ? null : Number(rawId)
  const valid = id === null || (Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
  const test = useQuery({
    queryKey: mcTestKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchMcTest(id ?? 0, signal),
    enabled: allowed && valid && id !== null,
    staleTime: 0,
  })
  const choices = useQuery({
    queryKey: mcTestKeys.choices,
    queryFn: ({ signal }) => fetchMcTestChoices(signal),
    enabled: allowed,
    staleTime: 0,
  })
  const [deleting, setDeleting] = useState(false)
  if (!allowed) return <Navigate to="/403" replace />
  if (id === null && !canWrite) return <Navigate to="/403" replace />

  const back = (
    <Link to={MC_TESTS_ROUTE} className="text-sm text-sky-800 underline">
      ← Усі аналізи
    </Link>
  )
  if (!valid || (test.isError && test.error instanceof ApiError && test.error.status === 404))
    return (
      <div className="grid gap-3">
        {back}
        <h1 className="text-2xl font-semibold">Аналіз не знайдено</h1>
        <p>Такого аналізу немає: можливо, його видалили. Оберіть аналіз зі списку.</p>
      </div>
    )
  if (test.isError || choices.isError)
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {mcTestMessages.loadFailed}. Перевірте звʼязок і оновіть сторінку.
        </p>
      </div>
    )
  if (!choices.data || (id !== null && !test.data)) return <PageLoader />

  const remove = async () => {
    setDeleting(false)
    if (!test.data) return
    try {
      await deleteMcTest(test.data.id)
      toast.success(`Аналіз ${test.data.code} видалено`)
      await queryClient.invalidateQueries({ queryKey: mcTestKeys.all })
      void navigate(MC_TESTS_ROUTE)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером.')
    }
  }

  const current = test.data ?? null
  return (
    <div className="grid gap-5">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          {current ? `Аналіз ${current.code} — ${current.nameUk}` : 'Новий аналіз'}
        </h1>
        {current && canWrite && (
          <Button variant="secondary" disabled={!online} onClick={() => setDeleting(true)}>
            Видалити аналіз
          </Button>
        )}
      </div>
      {!canWrite && <ReadOnlyNote>Лише перегляд: у вас немає права змінювати аналізи.</ReadOnlyNote>}
      <OnlineOnlyNote online={online}>
        Аналізи змінюються лише онлайн: зараз звʼязку немає, тож зберегти не вийде.
      </OnlineOnlyNote>
      <McTestForm
        key={current ? `${current.id}-${current.version}` : 'new'}
        test={current}
        choices={choices.data}
        online={online}
        canWrite={canWrite}
        onSaved={(saved, created) => {
          queryClient.setQueryData(mcTestKeys.one(saved.id), saved)
          void queryClient.invalidateQueries({ queryKey: ['mc-tests', 'list'] })
          if (created) void navigate(`${MC_TESTS_ROUTE}/${saved.id}`, { replace: true })
        }}
      />
      <ConfirmDialog
        open={deleting}
        title={`Видалити аналіз ${current?.code ?? ''}?`}
        confirmLabel="Видалити"
        onCancel={() => setDeleting(false)}
        onConfirm={() => void remove()}
      >
        Аналіз, що вже є в замовленнях, прайс-листах чи пакетах, видалити не можна — його можна зняти з
        публікації.
      </ConfirmDialog>
    </div>
  )
}
