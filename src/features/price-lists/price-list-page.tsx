/**
 * /settings/finances/price-lists/create and /settings/finances/price-lists/:id (spec 001 §2): a new
 * list's form; an existing list's form, positions (with Excel import and export and mass actions),
 * materials (tests lists), position sets and history as tabs kept in the address (`?tab=`), and its deletion (refused once an
 * order used it: 'Прайс-лист неможливо видалити. Він вже був використаний!'). Online only.
 */
import { useState } from 'react'
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import type { PriceList } from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { cn } from '../../lib/cn'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { PositionsSection } from './positions-section'
import { PriceListForm } from './price-list-form'
import { PriceListHistory } from './price-list-history'
import { PriceListMaterials } from './price-list-materials'
import {
  PRICE_LIST_PERMISSION,
  PRICE_LISTS_ROUTE,
  typeLabels,
  useCityChoices,
  validityText,
} from './price-list-words'
import { deletePriceList, fetchPriceList, priceListKeys } from './price-lists.api'
import { PriceListExcel } from './price-list-excel'
import { useOwnerChoices } from './use-owner-choices'

const tabs = [
  { key: 'main', label: 'Основне' },
  { key: 'positions', label: 'Позиції' },
  { key: 'materials', label: 'Матеріали' },
  { key: 'history', label: 'Історія змін' },
] as const
type Tab = (typeof tabs)[number]['key']

export function PriceListPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, PRICE_LIST_PERMISSION)
  const { id: rawId } = useParams()
  const id = rawId === undefined || rawId === 'create' ? null : Number(rawId)
  const valid = id === null || (Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
  const list = useQuery({
    queryKey: priceListKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchPriceList(id ?? 0, signal),
    enabled: allowed && valid && id !== null,
    staleTime: 0,
  })
  const cityChoices = useCityChoices()
  const ownerChoices = useOwnerChoices()
  if (!allowed) return <Navigate to="/403" replace />

  const back = (
    <Link to={PRICE_LISTS_ROUTE} className="text-sm text-sky-800 underline">
      ← Усі прайс-листи
    </Link>
  )
  if (id === null)
    return (
      <div className="grid gap-5">
        {back}
        <h1 className="text-2xl font-semibold">Новий прайс-лист</h1>
        <OnlineOnlyNote online={online}>
          Прайс-листи створюються лише онлайн: зараз звʼязку немає, тож зберегти не вийде.
        </OnlineOnlyNote>
        <PriceListForm list={null} cityChoices={cityChoices} ownerChoices={ownerChoices} online={online} />
      </div>
    )
  if (!valid || (list.isError && list.error instanceof ApiError && list.error.status === 404))
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">Такого прайс-листа немає — можливо, його видалили.</p>
      </div>
    )
  if (list.isPending) return <PageLoader />
  if (list.isError)
    return <p role="alert">Не вдалося прочитати прайс-лист. Перевірте звʼязок і оновіть сторінку.</p>
  return (
    <Loaded
      list={list.data}
      online={online}
      back={back}
      cityChoices={cityChoices}
      ownerChoices={ownerChoices}
    />
  )
}

function Loaded({
  list,
  online,
  back,
  cityChoices,
  ownerChoices,
}: {
  list: PriceList
  online: boolean
  back: React.ReactNode
  cityChoices: ReturnType<typeof useCityChoices>
  ownerChoices: ReturnType<typeof useOwnerChoices>
}) {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const asked = params.get('tab')
  const tab: Tab = tabs.some((t) => t.key === asked) ? (asked as Tab) : 'main'
  const [deleting, setDeleting] = useState(false)
  const open = (t: Tab) => {
    const next = new URLSearchParams()
    if (t !== 'main') next.set('tab', t)
    setParams(next)
  }
  const remove = async () => {
    setDeleting(false)
    try {
      await deletePriceList(list.id)
      toast.success(`Прайс-лист «${list.nameUk}» видалено`)
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all })
      void navigate(PRICE_LISTS_ROUTE)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером.')
    }
  }
  return (
    <div className="grid gap-5">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">{list.nameUk}</h1>
          <p className="text-slate-700">
            {typeLabels[list.type]} · {validityText(list)} · знижка {list.discount} % · позицій{' '}
            {list.positionCount}
            {list.published ? ' · опубліковано' : ' · не опубліковано'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${PRICE_LISTS_ROUTE}/${list.id}/group-positions`}
            className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            Набори позицій
          </Link>
          <Button
            variant="secondary"
            disabled={!online || list.usedByOrders > 0}
            title={
              list.usedByOrders > 0 ? 'Прайс-лист неможливо видалити. Він вже був використаний!' : undefined
            }
            onClick={() => setDeleting(true)}
          >
            Видалити
          </Button>
        </div>
      </div>
      {list.usedByOrders > 0 && (
        <p className="text-sm text-slate-700">
          Використано в замовленнях: {list.usedByOrders} — прайс-лист неможливо видалити, його можна зняти з
          публікації.
        </p>
      )}
      <OnlineOnlyNote online={online}>
        Прайс-листи редагуються лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      <div role="tablist" aria-label="Розділи прайс-листа" className="flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              tab === t.key
                ? 'border-sky-700 text-sky-900'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
            onClick={() => open(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabs.find((t) => t.key === tab)?.label}>
        {tab === 'main' ? (
          <PriceListForm
            key={`${list.id}`}
            list={list}
            cityChoices={cityChoices}
            ownerChoices={ownerChoices}
            online={online}
          />
        ) : tab === 'positions' ? (
          <PositionsSection list={list} online={online} toolbar={<PriceListExcel list={list} />} />
        ) : tab === 'materials' ? (
          <PriceListMaterials list={list} online={online} />
        ) : (
          <PriceListHistory listId={list.id} />
        )}
      </div>
      <ConfirmDialog
        open={deleting}
        title={`Видалити прайс-лист «${list.nameUk}»?`}
        confirmLabel="Видалити"
        onCancel={() => setDeleting(false)}
        onConfirm={() => void remove()}
      >
        Разом із ним зникнуть його позиції, набори та історія змін.
      </ConfirmDialog>
    </div>
  )
}
