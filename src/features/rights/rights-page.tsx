/**
 * /settings/general/rights (spec 000 §6, spec 001 §2): each role's permissions as paired switches
 * (see / create and edit) grouped by area, saved whole against the role's version, or reset to the
 * defaults after a confirmation; and one user's own grants and denies on top of the role, in the same
 * rows (a deny wins, as the server rules). Online only: rights
 * are never changed from a device's copy. Every change reaches the users it concerns at once (their
 * tabs read their profile again on the realtime notice).
 */
import { useMemo, useState } from 'react'
import { Navigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { permissionCatalogue } from '../../../domain/permissions/catalogue'
import { flipPermission } from '../../../domain/permissions/rows'
import { can } from '../../../domain/permissions/check'
import {
  rightsUsersResponseSchema,
  roleSchema,
  rolesResponseSchema,
  userPermissionsSchema,
  type Role,
  type UserPermissions,
} from '../../../domain/rights/rights.schema'
import { api } from '../../lib/api/api'
import { ApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { Button } from '../../ui/button'
import { Switch } from '../../ui/switch'
import { PermissionTables } from './permission-table'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'

const ROLES_KEY = ['rights', 'roles'] as const
const USERS_KEY = ['rights', 'users'] as const

const failure = (e: unknown) =>
  e instanceof ApiError && e.status === 409
    ? 'Права цієї ролі щойно змінив інший користувач: показано їхній поточний стан, змініть ще раз.'
    : e instanceof ApiError
      ? e.message
      : 'Не вдалося зберегти: немає звʼязку з сервером. Зміни залишились на екрані.'

function RoleEditor({ role, online }: { role: Role; online: boolean }) {
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState(() => new Set(role.permissions))
  const [seen, setSeen] = useState(role)
  const [busy, setBusy] = useState(false)
  const [confirmReset, setConfirmReset] = useState(false)
  if (seen !== role) {
    // Another version arrived (saved here, or re-read after a conflict): show what the server has.
    setSeen(role)
    setChosen(new Set(role.permissions))
  }
  const changed = chosen.size !== role.permissions.length || role.permissions.some((p) => !chosen.has(p))

  const send = async (path: string, body: unknown) => {
    setBusy(true)
    try {
      const saved = await api.request(path, {
        method: path.endsWith('/reset') ? 'POST' : 'PUT',
        body,
        schema: roleSchema,
      })
      queryClient.setQueryData<{ data: Role[] }>(ROLES_KEY, (old) =>
        old ? { data: old.data.map((r) => (r.id === saved.id ? saved : r)) } : old,
      )
      toast.success(path.endsWith('/reset') ? 'Ролі повернуто типові права' : 'Права ролі збережено')
    } catch (e) {
      toast.error(failure(e))
      if (e instanceof ApiError && e.status === 409)
        await queryClient.invalidateQueries({ queryKey: ROLES_KEY })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-label={`Права ролі: ${role.name}`}
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        void send(`/api/v2/roles/${role.id}`, { permissions: [...chosen], version: role.version })
      }}
    >
      <p className="text-sm text-slate-700">
        Створення і редагування вмикає і перегляд того ж; без перегляду воно вимикається.
      </p>
      <PermissionTables
        cell={(name, row, column) => (
          <Switch
            label={permissionCatalogue[name].label}
            checked={chosen.has(name)}
            disabled={!online || busy}
            onChange={(on) => setChosen((cur) => flipPermission(cur, row, column, on))}
          />
        )}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!online || busy || !changed}>
          Зберегти права ролі
        </Button>
        <Button variant="secondary" disabled={!online || busy} onClick={() => setConfirmReset(true)}>
          Скинути до типових
        </Button>
      </div>
      <ConfirmDialog
        open={confirmReset}
        title={`Повернути ролі «${role.name}» типові права?`}
        confirmLabel="Скинути"
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          setConfirmReset(false)
          void send(`/api/v2/roles/${role.id}/reset`, { version: role.version })
        }}
      >
        Усі зміни прав цієї ролі буде втрачено. Користувачі з цією роллю отримають типові права одразу.
      </ConfirmDialog>
    </form>
  )
}

type Effect = 'role' | 'grant' | 'deny'

const effectsOf = (p: UserPermissions) => {
  const m = new Map<string, Effect>()
  for (const g of p.grants) m.set(g, 'grant')
  for (const d of p.denies) m.set(d, 'deny')
  return m
}

function UserOverrides({ userId, online }: { userId: number; online: boolean }) {
  const queryClient = useQueryClient()
  const key = ['rights', 'user', userId] as const
  const overrides = useQuery({
    queryKey: key,
    queryFn: () => api.request(`/api/v2/users/${userId}/permissions`, { schema: userPermissionsSchema }),
  })
  // The user's edits, kept while they are based on the answer on screen; a new answer starts afresh.
  const [edit, setEdit] = useState<{ from: UserPermissions; effects: Map<string, Effect> } | null>(null)
  const [busy, setBusy] = useState(false)
  const data = overrides.data
  const effects = !data ? null : edit && edit.from === data ? edit.effects : effectsOf(data)
  const setEffects = (change: (cur: Map<string, Effect>) => Map<string, Effect>) =>
    data && effects && setEdit({ from: data, effects: change(effects) })
  if (overrides.isError) return <p role="alert">Не вдалося прочитати права користувача.</p>
  if (!effects) return <PageLoader />
  const save = async () => {
    const body: UserPermissions = {
      grants: [...effects].filter(([, e]) => e === 'grant').map(([n]) => n),
      denies: [...effects].filter(([, e]) => e === 'deny').map(([n]) => n),
    }
    setBusy(true)
    try {
      const saved = await api.request(`/api/v2/users/${userId}/permissions`, {
        method: 'PUT',
        body,
        schema: userPermissionsSchema,
      })
      queryClient.setQueryData(key, saved)
      toast.success('Права користувача збережено')
    } catch (e) {
      toast.error(failure(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="grid gap-4">
      <PermissionTables
        cell={(name) => (
          <div className="mx-auto w-36">
            <Select
              id={`user-${userId}-${name}`}
              aria-label={permissionCatalogue[name].label}
              value={effects.get(name) ?? 'role'}
              disabled={!online || busy}
              options={[
                { value: 'role', label: 'Як у ролі' },
                { value: 'grant', label: 'Надати' },
                { value: 'deny', label: 'Заборонити' },
              ]}
              onChange={(v) =>
                setEffects((cur) => {
                  const next = new Map(cur)
                  if (v === 'grant' || v === 'deny') next.set(name, v)
                  else next.delete(name)
                  return next
                })
              }
            />
          </div>
        )}
      />
      <div>
        <Button disabled={!online || busy} onClick={() => void save()}>
          Зберегти права користувача
        </Button>
      </div>
    </div>
  )
}

export function RightsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, 'crmRightsEdit')
  const roles = useQuery({
    queryKey: ROLES_KEY,
    queryFn: () => api.request('/api/v2/roles', { schema: rolesResponseSchema }),
    enabled: allowed,
  })
  const users = useQuery({
    queryKey: USERS_KEY,
    queryFn: () => api.request('/api/v2/rights/users', { schema: rightsUsersResponseSchema }),
    enabled: allowed,
  })
  const [roleId, setRoleId] = useState<string | null>(null)
  const [userId, setUserId] = useState<string | null>(null)
  const role = useMemo(
    () => roles.data?.data.find((r) => String(r.id) === (roleId ?? String(roles.data?.data[0]?.id))),
    [roles.data, roleId],
  )
  if (!allowed) return <Navigate to="/403" replace />
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Права і ролі</h1>
        <p className="text-slate-700">
          Що може кожна роль, і що окремому користувачу надано або заборонено понад роль (заборона сильніша).
          Зміни діють для користувачів одразу, без перезавантаження.
        </p>
      </div>
      <OnlineOnlyNote online={online}>
        Права змінюються лише з мережею: зараз звʼязку немає, тож сторінка лише для перегляду.
      </OnlineOnlyNote>
      {roles.isPending ? (
        <PageLoader />
      ) : roles.isError ? (
        <p role="alert">Не вдалося прочитати ролі. Перевірте звʼязок і оновіть сторінку.</p>
      ) : (
        <section aria-labelledby="roles-title" className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="roles-title" className="text-xl font-semibold">
              Права ролі
            </h2>
            <div className="w-64">
              <Select
                id="rights-role"
                aria-label="Роль"
                value={role ? String(role.id) : null}
                options={roles.data.data.map((r) => ({ value: String(r.id), label: r.name }))}
                onChange={setRoleId}
              />
            </div>
          </div>
          {role && <RoleEditor key={role.id} role={role} online={online} />}
        </section>
      )}
      <section aria-labelledby="user-rights-title" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="user-rights-title" className="text-xl font-semibold">
            Права користувача
          </h2>
          <div className="w-72">
            <Select
              id="rights-user"
              aria-label="Користувач"
              value={userId}
              placeholder="Оберіть користувача…"
              options={(users.data?.data ?? []).map((u) => ({
                value: String(u.id),
                label: `${u.name} (${u.login})${u.isActive ? '' : ' — заблокований'}`,
              }))}
              onChange={setUserId}
            />
          </div>
        </div>
        {userId !== null && <UserOverrides key={userId} userId={Number(userId)} online={online} />}
      </section>
    </div>
  )
}
