/**
 * /settings/general/promo-codes (spec 001 §3, issue 19 item 5): promo codes searched by code and
 * filtered by state in the address, 15 a page; add and edit in a dialog, delete after a confirmation
 * (refused by the server once an order used the code), and a generated batch with its export. Every
 * promo code route needs crmSettingsEdit, and so does the page. Online only.
 */
import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import { formatDate } from '../../../domain/pricing/calendar'
import type { PromoCode } from '../../../domain/promo-codes/promo-code.schema'
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
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'
import { PromoCodeForm } from './promo-code-form'
import { PromoGenerateDialog } from './promo-generate-dialog'
import {
  deletePromoCode,
  fetchPromoCode,
  fetchPromoList,
  promoKeys,
  PROMO_CODES_PER_PAGE,
  type PromoListFilters,
} from './promo-codes.api'
import { choiceName, usePromoChoices, type PromoChoices } from './use-promo-choices'

const PROMO_PERMISSION = 'crmSettingsEdit'

/** The filters as the address holds them; anything the API would refuse is read as no filter. */
function readFilters(params: URLSearchParams): PromoListFilters {
  const page = Number(params.get('page') ?? '1')
  const search = params.get('search')?.trim().slice(0, 32)
  const active = params.get('active')
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(search ? { search } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
  }
}

const validityText = (p: Pick<PromoCode, 'perpetual' | 'dateFrom' | 'dateTo'>) =>
  p.perpetual
    ? p.dateFrom
      ? `Безстроковий, з ${formatDate(p.dateFrom)}`
      : 'Безстроковий'
    : `${p.dateFrom ? formatDate(p.dateFrom) : '…'} – ${p.dateTo ? formatDate(p.dateTo) : '…'}`

const usageText = (p: PromoCode) =>
  p.multipleUse ? (p.count === null ? 'Багаторазовий' : `Багаторазовий, до ${p.count}`) : 'Одноразовий'

export function PromoCodesPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, PROMO_PERMISSION)
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({
    queryKey: promoKeys.list(filters),
    queryFn: ({ signal }) => fetchPromoList(filters, signal),
    enabled: allowed,
  })
  const choices = usePromoChoices()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [generating, setGenerating] = useState(false)
  const [deleting, setDeleting] = useState<PromoCode | null>(null)

  const setFilter = (key: 'search' | 'active' | 'page', value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }
  const search = useFilterDraft(filters.search ?? '', (v) => setFilter('search', v))

  if (!allowed) return <Navigate to="/403" replace />

  const remove = async (p: PromoCode) => {
    setDeleting(null)
    try {
      await deletePromoCode(p.id)
      toast.success(`Промокод ${p.code} видалено`)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером.')
    }
    await queryClient.invalidateQueries({ queryKey: promoKeys.all })
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Промокоди</h1>
          <p className="text-slate-700">
            Знижка за кодом у кошику: термін дії, контрагент, тип оплати, одно- чи багаторазове використання.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!online} onClick={() => setGenerating(true)}>
            Згенерувати
          </Button>
          <Button disabled={!online} onClick={() => setEditing('new')}>
            Додати промокод
          </Button>
        </div>
      </div>
      <OnlineOnlyNote online={online}>
        Промокоди редагуються лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      <form
        role="search"
        aria-label="Пошук промокодів"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          setFilter('search', search.value.trim())
        }}
      >
        <div className="grid w-56 gap-1">
          <label htmlFor="promo-search" className="text-sm font-medium text-slate-800">
            Код
          </label>
          <Input id="promo-search" type="search" maxLength={32} {...search.field} />
        </div>
        <Button type="submit" variant="secondary">
          Знайти
        </Button>
        <div className="w-44">
          <Select
            aria-label="Стан"
            value={filters.active ?? null}
            empty="Усі"
            options={[
              { value: 'true', label: 'Активні' },
              { value: 'false', label: 'Вимкнені' },
            ]}
            onChange={(v) => setFilter('active', v)}
          />
        </div>
      </form>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <p role="alert">Не вдалося прочитати промокоди. Перевірте звʼязок і оновіть сторінку.</p>
      ) : (
        <>
          <PromoTable
            rows={list.data.data}
            choices={choices}
            online={online}
            onEdit={(p) => setEditing(p.id)}
            onDelete={setDeleting}
          />
          <ListPager
            page={filters.page}
            perPage={PROMO_CODES_PER_PAGE}
            total={list.data.meta.total}
            label="Сторінки списку промокодів"
          />
        </>
      )}
      {editing !== null && (
        <PromoFormDialog id={editing} choices={choices} online={online} onClose={() => setEditing(null)} />
      )}
      {generating && (
        <PromoGenerateDialog choices={choices} online={online} onClose={() => setGenerating(false)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Видалити промокод ${deleting?.code ?? ''}?`}
        confirmLabel="Видалити"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        Промокод, уже використаний у замовленнях, видалити не можна — його можна вимкнути.
      </ConfirmDialog>
    </div>
  )
}

function PromoTable({
  rows,
  choices,
  online,
  onEdit,
  onDelete,
}: {
  rows: PromoCode[]
  choices: PromoChoices
  online: boolean
  onEdit: (p: PromoCode) => void
  onDelete: (p: PromoCode) => void
}) {
  if (rows.length === 0) return <p className="text-slate-700">Промокодів не знайдено.</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2 font-medium">Код</th>
            <th className="px-3 py-2 font-medium">Знижка</th>
            <th className="px-3 py-2 font-medium">Термін дії</th>
            <th className="px-3 py-2 font-medium">Контрагент</th>
            <th className="px-3 py-2 font-medium">Тип оплати</th>
            <th className="px-3 py-2 font-medium">Використання</th>
            <th className="px-3 py-2 font-medium">Використано</th>
            <th className="px-3 py-2 font-medium">Стан</th>
            <th className="px-3 py-2 font-medium">
              <span className="sr-only">Дії</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id} className="border-t border-slate-200 align-top" aria-label={p.code}>
              <td className="px-3 py-2 font-mono font-medium text-slate-900">{p.code}</td>
              <td className="px-3 py-2 tabular-nums">{String(p.percent).replace('.', ',')} %</td>
              <td className="px-3 py-2 tabular-nums">{validityText(p)}</td>
              <td className="px-3 py-2">{choiceName(choices.companies, p.contractorId)}</td>
              <td className="px-3 py-2">{choiceName(choices.paymentTypes, p.paymentTypeId)}</td>
              <td className="px-3 py-2">{usageText(p)}</td>
              <td className="px-3 py-2 tabular-nums">{p.usedCount}</td>
              <td className="px-3 py-2">{p.active ? 'Активний' : 'Вимкнений'}</td>
              <td className="px-3 py-1 text-right">
                <div className="flex items-center justify-end gap-1">
                  <Button
                    variant="ghost"
                    disabled={!online}
                    aria-label={`Змінити ${p.code}`}
                    onClick={() => onEdit(p)}
                  >
                    Змінити
                  </Button>
                  <DropdownMenu>
                    <DropdownMenuTrigger
                      disabled={!online}
                      aria-label={`Дії ${p.code}`}
                      title="Дії"
                      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    >
                      <Ellipsis aria-hidden="true" className="size-5" />
                    </DropdownMenuTrigger>
                    <DropdownMenuContent className="min-w-48">
                      <DropdownMenuLabel>{p.code}</DropdownMenuLabel>
                      <DropdownMenuItem className="text-red-700" onSelect={() => onDelete(p)}>
                        Видалити
                      </DropdownMenuItem>
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

function PromoFormDialog({
  id,
  choices,
  online,
  onClose,
}: {
  id: number | 'new'
  choices: PromoChoices
  online: boolean
  onClose: () => void
}) {
  const promo = useQuery({
    queryKey: promoKeys.one(typeof id === 'number' ? id : 0),
    queryFn: ({ signal }) => fetchPromoCode(id as number, signal),
    enabled: typeof id === 'number',
    staleTime: 0,
  })
  const ready = id === 'new' || promo.data
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={false} className="w-[min(52rem,calc(100vw-2rem))]">
        <DialogTitle className="mb-4">{id === 'new' ? 'Новий промокод' : 'Промокод'}</DialogTitle>
        {promo.isError ? (
          <p role="alert">Не вдалося прочитати промокод. Перевірте звʼязок і спробуйте ще раз.</p>
        ) : !ready ? (
          <PageLoader />
        ) : (
          <PromoCodeForm
            key={promo.data ? `${promo.data.id}-${promo.data.version}` : 'new'}
            promo={id === 'new' ? null : (promo.data ?? null)}
            choices={choices}
            online={online}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
