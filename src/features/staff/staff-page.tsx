/**
 * /settings/general/staff (spec 001 §6, issue 16 item 6): user accounts — search and filters in the
 * address, 15 a page; add and edit in a dialog; new password; block and unblock after a confirmation.
 * Online only (issue 16 item 7): accounts and rights are never changed from a device's copy.
 */
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import {
  STAFF_USERS_PER_PAGE,
  staffUserListQuerySchema,
  type StaffUserRow,
} from '../../../domain/staff/staff-users.schema'
import { ApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Ellipsis } from 'lucide-react'
import { Button, buttonVariants } from '../../ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu'
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'
import { StaffForm } from './staff-form'
import { StaffPasswordDialog } from './staff-password-dialog'
import { fetchStaffChoices, fetchStaffList, fetchStaffUser, setStaffBlocked, staffKeys } from './staff.api'

type FilterKey = 'q' | 'roleId' | 'filialId' | 'blocked' | 'page'

/** The filters as the address holds them; anything the API would refuse is read as no filter. */
function readFilters(params: URLSearchParams) {
  const raw = Object.fromEntries(
    (['q', 'roleId', 'filialId', 'blocked', 'page'] as const).flatMap((k) => {
      const v = params.get(k)
      return v ? [[k, v]] : []
    }),
  )
  const parsed = staffUserListQuerySchema.safeParse(raw)
  return parsed.success ? parsed.data : { page: 1, perPage: STAFF_USERS_PER_PAGE }
}

export function StaffPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, 'crmStaffEdit')
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({
    queryKey: staffKeys.list(filters),
    queryFn: ({ signal }) => fetchStaffList(filters, signal),
    enabled: allowed,
  })
  const choices = useQuery({
    queryKey: staffKeys.choices,
    queryFn: ({ signal }) => fetchStaffChoices(signal),
    enabled: allowed,
  })
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [password, setPassword] = useState<StaffUserRow | null>(null)
  const [blocking, setBlocking] = useState<StaffUserRow | null>(null)

  const setFilter = (key: FilterKey, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }
  const search = useFilterDraft(filters.q ?? '', (v) => setFilter('q', v))

  if (!allowed) return <Navigate to="/403" replace />

  const block = async (row: StaffUserRow) => {
    setBlocking(null)
    try {
      await setStaffBlocked(row.id, !row.blocked)
      toast.success(
        row.blocked ? `${row.login} розблоковано` : `${row.login} заблоковано: його сесії завершено`,
      )
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером.')
    }
    await queryClient.invalidateQueries({ queryKey: staffKeys.all })
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Співробітники</h1>
          <p className="text-slate-700">
            Облікові записи: ролі, філіали, каси, склади, групи і спеціалізації, повʼязаний пацієнт.
          </p>
        </div>
        <Button disabled={!online} onClick={() => setEditing('new')}>
          Додати співробітника
        </Button>
      </div>
      <OnlineOnlyNote online={online}>
        Співробітники редагуються лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      <form
        role="search"
        aria-label="Пошук співробітників"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          setFilter('q', search.value.trim())
        }}
      >
        <div className="grid w-56 gap-1">
          <label htmlFor="staff-q" className="text-sm font-medium text-slate-800">
            Логін або імʼя
          </label>
          <Input id="staff-q" type="search" {...search.field} />
        </div>
        <Button type="submit" variant="secondary">
          Знайти
        </Button>
        <div className="w-48">
          <Select
            aria-label="Роль"
            value={filters.roleId === undefined ? null : String(filters.roleId)}
            empty="Усі ролі"
            options={(choices.data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            onChange={(v) => setFilter('roleId', v)}
          />
        </div>
        <div className="w-48">
          <Select
            aria-label="Філіал"
            value={filters.filialId === undefined ? null : String(filters.filialId)}
            empty="Усі філіали"
            options={(choices.data?.filials ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
            onChange={(v) => setFilter('filialId', v)}
          />
        </div>
        <div className="w-40">
          <Select
            aria-label="Стан"
            value={filters.blocked ?? null}
            empty="Усі"
            options={[
              { value: 'false', label: 'Активні' },
              { value: 'true', label: 'Заблоковані' },
            ]}
            onChange={(v) => setFilter('blocked', v)}
          />
        </div>
      </form>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert">Не вдалося прочитати співробітників. Перевірте звʼязок і оновіть сторінку.</p>
      ) : (
        <>
          <StaffTable
            rows={list.data.data}
            online={online}
            me={user.id}
            onEdit={(row) => setEditing(row.id)}
            onPassword={setPassword}
            onBlock={setBlocking}
          />
          <ListPager
            page={filters.page}
            perPage={filters.perPage}
            total={list.data.meta.total}
            label="Сторінки списку співробітників"
          />
        </>
      )}
      {editing !== null && <StaffFormDialog id={editing} online={online} onClose={() => setEditing(null)} />}
      {password && <StaffPasswordDialog user={password} online={online} onClose={() => setPassword(null)} />}
      <ConfirmDialog
        open={blocking !== null}
        title={
          blocking?.blocked ? `Розблокувати ${blocking.login}?` : `Заблокувати ${blocking?.login ?? ''}?`
        }
        confirmLabel={blocking?.blocked ? 'Розблокувати' : 'Заблокувати'}
        onCancel={() => setBlocking(null)}
        onConfirm={() => blocking && void block(blocking)}
      >
        {blocking?.blocked
          ? 'Користувач знову зможе увійти.'
          : 'Користувача буде виведено з усіх пристроїв, і він не зможе увійти, доки його не розблокують.'}
      </ConfirmDialog>
    </div>
  )
}

function StaffTable({
  rows,
  online,
  me,
  onEdit,
  onPassword,
  onBlock,
}: {
  rows: StaffUserRow[]
  online: boolean
  me: number
  onEdit: (r: StaffUserRow) => void
  onPassword: (r: StaffUserRow) => void
  onBlock: (r: StaffUserRow) => void
}) {
  if (rows.length === 0) return <p className="text-slate-700">Нікого не знайдено.</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2 font-medium">Логін</th>
            <th className="px-3 py-2 font-medium">Імʼя</th>
            <th className="px-3 py-2 font-medium">Ролі</th>
            <th className="px-3 py-2 font-medium">Філіали</th>
            <th className="px-3 py-2 font-medium">Стан</th>
            <th className="px-3 py-2 font-medium">
              <span className="sr-only">Дії</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-slate-200 align-top" aria-label={r.login}>
              <td className="px-3 py-2 font-medium text-slate-900">{r.login}</td>
              <td className="px-3 py-2">{r.name}</td>
              <td className="px-3 py-2">{r.roleNames.join(', ')}</td>
              <td className="px-3 py-2">
                {/* One a line: a filial's own name has a comma ("Київ, Хрещатик"). */}
                {r.filialNames.length ? r.filialNames.map((f) => <div key={f}>{f}</div>) : '—'}
              </td>
              <td className="px-3 py-2">{r.blocked ? 'Заблокований' : 'Активний'}</td>
              <td className="px-3 py-1 text-right">
                <div className="flex items-center justify-end gap-1">
                  <Button variant="ghost" disabled={!online} onClick={() => onEdit(r)}>
                    Змінити
                  </Button>
                  <DropdownMenu>
                    <DropdownMenuTrigger
                      disabled={!online}
                      aria-label={`Дії ${r.login}`}
                      title="Дії"
                      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    >
                      <Ellipsis aria-hidden="true" className="size-5" />
                    </DropdownMenuTrigger>
                    <DropdownMenuContent className="min-w-56">
                      <DropdownMenuLabel>{r.login}</DropdownMenuLabel>
                      <DropdownMenuItem onSelect={() => onPassword(r)}>Скинути пароль</DropdownMenuItem>
                      {r.id !== me && (
                        <DropdownMenuItem
                          className={r.blocked ? undefined : 'text-red-700'}
                          onSelect={() => onBlock(r)}
                        >
                          {r.blocked ? 'Розблокувати' : 'Заблокувати'}
                        </DropdownMenuItem>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function StaffFormDialog({
  id,
  online,
  onClose,
}: {
  id: number | 'new'
  online: boolean
  onClose: () => void
}) {
  const user = useQuery({
    queryKey: staffKeys.one(typeof id === 'number' ? id : 0),
    queryFn: ({ signal }) => fetchStaffUser(id as number, signal),
    enabled: typeof id === 'number',
    staleTime: 0,
  })
  const choices = useQuery({
    queryKey: staffKeys.choices,
    queryFn: ({ signal }) => fetchStaffChoices(signal),
  })
  const ready = choices.data && (id === 'new' || user.data)
  const failed = choices.isError || user.isError
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={false} className="w-[min(60rem,calc(100vw-2rem))]">
        <DialogTitle className="mb-4">{id === 'new' ? 'Новий співробітник' : 'Співробітник'}</DialogTitle>
        {failed ? (
          <p role="alert">Не вдалося прочитати дані. Перевірте звʼязок і спробуйте ще раз.</p>
        ) : !ready ? (
          <PageLoader />
        ) : (
          <StaffForm
            key={user.data ? `${user.data.id}-${user.data.version}` : 'new'}
            user={id === 'new' ? null : (user.data ?? null)}
            choices={choices.data}
            online={online}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
