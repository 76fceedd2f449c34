/**
 * /settings/finances/price-lists/:priceListId/group-positions (with /create and /:id): the position
 * sets of a price list (spec 001 §2 "position sets") — a named group of the list's own positions, with
 * the sum of their final prices; created, edited and deleted. Online only, crmSettingsEdit.
 */
import { useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import {
  positionSetInputSchema,
  type PositionSet,
  type PriceList,
} from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { formatMoney } from '../../lib/format/money'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button, buttonVariants } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { useFilterDraft } from '../../ui/filter-draft'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { PRICE_LIST_PERMISSION, PRICE_LISTS_ROUTE } from './price-list-words'
import {
  createSet,
  deleteSet,
  fetchPositions,
  fetchPriceList,
  fetchSets,
  priceListKeys,
  updateSet,
} from './price-lists.api'
import { newUuid } from '../../lib/new-uuid'

type Member = PositionSet['positions'][number]

export function PositionSetsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, PRICE_LIST_PERMISSION)
  const { priceListId, id } = useParams()
  const listId = Number(priceListId)
  const validList = Number.isInteger(listId) && listId > 0 && listId <= 2_147_483_647
  const list = useQuery({
    queryKey: priceListKeys.one(listId),
    queryFn: ({ signal }) => fetchPriceList(listId, signal),
    enabled: allowed && validList,
  })
  const sets = useQuery({
    queryKey: priceListKeys.sets(listId),
    queryFn: ({ signal }) => fetchSets(listId, signal),
    enabled: allowed && validList,
  })
  if (!allowed) return <Navigate to="/403" replace />
  const base = `${PRICE_LISTS_ROUTE}/${listId}/group-positions`
  if (!validList || list.isError || sets.isError)
    return (
      <p role="alert">
        Не вдалося прочитати набори позицій: прайс-листа немає або немає звʼязку. Оновіть сторінку.
      </p>
    )
  if (list.isPending || sets.isPending) return <PageLoader />
  const editingId = id === undefined ? null : id === 'create' ? 'new' : Number(id)
  const editing = typeof editingId === 'number' ? sets.data.find((s) => s.id === editingId) : undefined
  return (
    <div className="grid gap-5">
      <Link to={`${PRICE_LISTS_ROUTE}/${listId}?tab=positions`} className="text-sm text-sky-800 underline">
        ← Прайс-лист «{list.data.nameUk}»
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Набори позицій</h1>
          <p className="text-slate-700">Групи позицій прайс-листа, які продають разом (напр. чекап).</p>
        </div>
        {online && editingId === null ? (
          <Link to={`${base}/create`} className={buttonVariants()}>
            Новий набір
          </Link>
        ) : null}
      </div>
      <OnlineOnlyNote online={online}>
        Набори позицій редагуються лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      {editingId !== null ? (
        typeof editingId === 'number' && !editing ? (
          <p role="alert">Такого набору немає — можливо, його видалили.</p>
        ) : (
          <SetForm
            key={editing ? `${editing.id}-${editing.version}` : 'new'}
            list={list.data}
            set={editing ?? null}
            online={online}
            back={base}
          />
        )
      ) : sets.data.length === 0 ? (
        <p className="text-slate-700">Наборів ще немає.</p>
      ) : (
        <SetTable sets={sets.data} base={base} listId={listId} online={online} />
      )}
    </div>
  )
}

function SetTable({
  sets,
  base,
  listId,
  online,
}: {
  sets: PositionSet[]
  base: string
  listId: number
  online: boolean
}) {
  const queryClient = useQueryClient()
  const [deleting, setDeleting] = useState<PositionSet | null>(null)
  const remove = async (s: PositionSet) => {
    setDeleting(null)
    try {
      await deleteSet(listId, s.id)
      toast.success(`Набір «${s.name}» видалено`)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером.')
    }
    await queryClient.invalidateQueries({ queryKey: priceListKeys.sets(listId) })
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2 font-medium">Назва</th>
            <th className="px-3 py-2 font-medium">Код</th>
            <th className="px-3 py-2 font-medium">Позицій</th>
            <th className="px-3 py-2 text-right font-medium">Сума</th>
            <th className="px-3 py-2 font-medium">Опубліковано</th>
            <th className="px-3 py-2">
              <span className="sr-only">Дії</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sets.map((s) => (
            <tr key={s.id} className="border-t border-slate-200" aria-label={s.name}>
              <td className="px-3 py-2">
                <Link to={`${base}/${s.id}`} className="font-medium text-sky-800 underline">
                  {s.name}
                </Link>
              </td>
              <td className="px-3 py-2 font-mono">{s.code ?? '—'}</td>
              <td className="px-3 py-2 tabular-nums">{s.positionIds.length}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(s.total)}</td>
              <td className="px-3 py-2">{s.published ? 'Так' : 'Ні'}</td>
              <td className="px-3 py-1 text-right">
                <Button variant="ghost" disabled={!online} onClick={() => setDeleting(s)}>
                  Видалити
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={deleting !== null}
        title={`Видалити набір «${deleting?.name ?? ''}»?`}
        confirmLabel="Видалити"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        Позиції залишаться в прайс-листі.
      </ConfirmDialog>
    </div>
  )
}

function SetForm({
  list,
  set,
  online,
  back,
}: {
  list: PriceList
  set: PositionSet | null
  online: boolean
  back: string
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [name, setName] = useState(set?.name ?? '')
  const [code, setCode] = useState(set?.code ?? '')
  const [published, setPublished] = useState(set?.published ?? true)
  const [members, setMembers] = useState<Member[]>(set?.positions ?? [])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [key] = useState(() => newUuid())
  const [search, setSearch] = useState('')
  const draft = useFilterDraft('', setSearch)
  const found = useQuery({
    queryKey: priceListKeys.positions(list.id, 1, search),
    queryFn: ({ signal }) => fetchPositions(list.id, 1, search, signal),
    enabled: search.length > 0,
  })
  const save = async () => {
    const body = {
      name,
      code: code.trim() === '' ? null : code,
      published,
      positionIds: members.map((m) => m.id),
    }
    const check = positionSetInputSchema.safeParse(body)
    if (!check.success) {
      setErrors(Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const saved = set
        ? await updateSet(list.id, set.id, { ...check.data, version: set.version })
        : await createSet(list.id, check.data, key)
      toast.success(`Набір «${saved.name}» збережено`)
      await queryClient.invalidateQueries({ queryKey: priceListKeys.sets(list.id) })
      void navigate(back)
    } catch (e) {
      if (!(e instanceof ApiError)) {
        setErrors({ root: 'Набір позицій не збережено: немає звʼязку з сервером.' })
      } else if (e.status === 409) {
        setErrors({
          root: 'Цей набір щойно змінив інший користувач. Ваші зміни залишились у формі — оновіть сторінку, щоб побачити його версію.',
        })
      } else {
        const fieldErrors = Object.fromEntries(
          Object.entries(e.errors).map(([k, m]) => [k === 'position_ids' ? 'positionIds' : k, m[0] ?? '']),
        )
        setErrors(Object.keys(fieldErrors).length ? fieldErrors : { root: e.message })
      }
    } finally {
      setBusy(false)
    }
  }
  const locked = !online || busy
  const total = members.reduce((sum, m) => sum + m.finalPrice, 0)
  return (
    <form
      noValidate
      aria-label={set ? `Набір ${set.name}` : 'Новий набір позицій'}
      className="grid max-w-3xl gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="set-name" label="Назва *" error={errors.name}>
          <Input
            id="set-name"
            value={name}
            maxLength={255}
            disabled={locked}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? fieldErrorId('set-name') : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField id="set-code" label="Код" error={errors.code}>
          <Input
            id="set-code"
            value={code}
            maxLength={50}
            disabled={locked}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
      </div>
      <Checkbox
        id="set-published"
        label="Опубліковано"
        checked={published}
        disabled={locked}
        onChange={setPublished}
      />
      <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          Позиції набору ({members.length}, разом {formatMoney(total)})
        </legend>
        {errors.positionIds && <p className="text-sm text-red-700">{errors.positionIds}</p>}
        <ul className="grid gap-1">
          {members.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2">
              <span>
                <span className="font-mono">{m.code}</span> {m.name} · {formatMoney(m.finalPrice)}
              </span>
              <Button
                variant="ghost"
                disabled={locked}
                onClick={() => setMembers((all) => all.filter((x) => x.id !== m.id))}
              >
                Прибрати
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex items-end gap-2">
          <div className="grid flex-1 gap-1">
            <label htmlFor="set-search" className="text-sm font-medium text-slate-800">
              Знайти позицію прайс-листа
            </label>
            <Input
              id="set-search"
              type="search"
              {...draft.field}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  setSearch(draft.value.trim())
                }
              }}
            />
          </div>
          <Button variant="secondary" onClick={() => setSearch(draft.value.trim())}>
            Знайти
          </Button>
        </div>
        {found.data && (
          <ul aria-label="Знайдені позиції" className="grid max-h-56 gap-1 overflow-y-auto">
            {found.data.data.length === 0 && <li className="text-sm text-slate-700">Нічого не знайдено.</li>}
            {found.data.data.map((p) => {
              const inSet = members.some((m) => m.id === p.id)
              return (
                <li key={p.id} className="flex items-center justify-between gap-2 rounded border px-2 py-1">
                  <span>
                    <span className="font-mono">{p.code}</span> {p.name} · {formatMoney(p.finalPrice)}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={locked || inSet}
                    aria-label={`Додати ${p.code} до набору`}
                    onClick={() =>
                      setMembers((all) => [
                        ...all,
                        { id: p.id, code: p.code, name: p.name, finalPrice: p.finalPrice },
                      ])
                    }
                  >
                    {inSet ? 'У наборі' : 'Додати'}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </fieldset>
      {errors.root && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={back} className={buttonVariants({ variant: 'secondary' })}>
          Скасувати
        </Link>
        <Button type="submit" disabled={locked}>
          Зберегти набір
        </Button>
      </div>
    </form>
  )
}
