/**
 * /settings/finances/services (spec 001 §2, issue 19 item 2): services filtered in the address by
 * category (a top-level one takes its sub-categories too), code or name, no-schedule and published, 15 a
 * page; add and edit in a dialog, delete after a confirmation (refused by the server while a price list
 * or an order names the service). Below, the two-level category tree as the generic resource section.
 * Reading needs crmReferencesSee, changing crmSettingsEdit. The services list is online only; the
 * categories work offline like every resource.
 */
import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Ellipsis } from 'lucide-react'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { allResources } from '../../../domain/resources/registry'
import { serviceCategories } from '../../../domain/services/service-categories.resource'
import type { Service } from '../../../domain/services/service.schema'
import { ApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button, buttonVariants } from '../../ui/button'
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu'
import { useFilterDraft } from '../../ui/filter-draft'
import { Input } from '../../ui/input'
import { ExcelTransfer } from '../../ui/excel-transfer'
import { ListPager } from '../../ui/list-pager'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { ResourceSection } from '../../ui/resource/resource-section'
import { usePulledResources } from '../../ui/resource/use-resource'
import { Select } from '../../ui/select'
import { ServiceForm } from './service-form'
import {
  deleteService,
  fetchService,
  fetchServices,
  serviceKeys,
  SERVICES_PER_PAGE,
  type ServiceFilters,
} from './services.api'
import { useServiceChoices, type ServiceChoices } from './use-service-choices'

const READ = 'crmReferencesSee'
const WRITE = 'crmSettingsEdit'
const categoriesDef = serviceCategories as unknown as AnyResource

type FilterKey = 'search' | 'category' | 'noSchedule' | 'published' | 'page'
const yesNo = (v: string | null) => (v === 'true' || v === 'false' ? v : undefined)

/** The filters as the address holds them; anything the API would refuse is read as no filter. */
function readFilters(params: URLSearchParams): ServiceFilters {
  const page = Number(params.get('page') ?? '1')
  const category = Number(params.get('category'))
  const search = params.get('search')?.trim().slice(0, 100)
  const noSchedule = yesNo(params.get('noSchedule'))
  const published = yesNo(params.get('published'))
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(search ? { search } : {}),
    ...(Number.isInteger(category) && category >= 1 && category <= 2_147_483_647 ? { category } : {}),
    ...(noSchedule ? { noSchedule } : {}),
    ...(published ? { published } : {}),
  }
}

export function ServicesPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, READ)
  const canWrite = can(user.permissions, WRITE)
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const list = useQuery({
    queryKey: serviceKeys.list(filters),
    queryFn: ({ signal }) => fetchServices(filters, signal),
    enabled: allowed,
  })
  // The categories as every resource page pulls them: one cursor for the session's resources.
  usePulledResources(allResources())
  const choices = useServiceChoices()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Service | null>(null)

  const setFilter = (key: FilterKey, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }
  const search = useFilterDraft(filters.search ?? '', (v) => setFilter('search', v))

  if (!allowed) return <Navigate to="/403" replace />

  const remove = async (s: Service) => {
    setDeleting(null)
    try {
      await deleteService(s.id)
      toast.success(`Послугу ${s.code} видалено`)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Не вдалося: немає звʼязку з сервером.')
    }
    await queryClient.invalidateQueries({ queryKey: serviceKeys.all })
  }

  const flagFilter = (key: 'noSchedule' | 'published', label: string, yes: string, no: string) => (
    <div className="w-52">
      <Select
        aria-label={label}
        value={filters[key] ?? null}
        empty={`${label}: усі`}
        options={[
          { value: 'true', label: yes },
          { value: 'false', label: no },
        ]}
        onChange={(v) => setFilter(key, v)}
      />
    </div>
  )

  return (
    <div className="grid gap-10">
      <section aria-labelledby="services-title" className="grid gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 id="services-title" className="text-2xl font-semibold">
              Послуги
            </h1>
            <p className="text-slate-700">
              Консультації, діагностика і процедури: категорія, тривалість запису, максимальна знижка і
              лікарі, які їх надають.
            </p>
          </div>
          <div
            role="toolbar"
            aria-label="Дії зі списком послуг"
            className="flex flex-wrap items-center gap-2"
          >
            {canWrite && (
              <Button disabled={!online} onClick={() => setEditing('new')}>
                Додати послугу
              </Button>
            )}
          </div>
        </div>
        {canWrite && (
          <ExcelTransfer
            exportPath="/settings/services/export"
            importPath="/settings/services/import"
            fileName="Послуги.xlsx"
            onImported={() => void queryClient.invalidateQueries({ queryKey: serviceKeys.all })}
          />
        )}
        {!canWrite && <ReadOnlyNote>Лише перегляд: у вас немає права змінювати послуги.</ReadOnlyNote>}
        <OnlineOnlyNote online={online}>
          Послуги читаються і змінюються лише онлайн: зараз звʼязку немає.
        </OnlineOnlyNote>
        <form
          role="search"
          aria-label="Фільтри послуг"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            setFilter('search', search.value.trim())
          }}
        >
          <div className="grid w-72 gap-1">
            <label htmlFor="services-category" className="text-sm font-medium text-slate-800">
              Категорія
            </label>
            <Select
              id="services-category"
              value={filters.category === undefined ? null : String(filters.category)}
              empty="Усі категорії"
              options={choices.categories.map((c) => ({ value: String(c.id), label: c.label }))}
              onChange={(v) => setFilter('category', v)}
            />
          </div>
          <div className="grid w-64 gap-1">
            <label htmlFor="services-search" className="text-sm font-medium text-slate-800">
              Код або назва
            </label>
            <Input id="services-search" type="search" maxLength={100} {...search.field} />
          </div>
          <Button type="submit" variant="secondary">
            Знайти
          </Button>
          {flagFilter('noSchedule', 'Розклад', 'Без розкладу', 'З розкладом')}
          {flagFilter('published', 'Публікація', 'Опубліковані', 'Не опубліковані')}
        </form>
        {list.isPending ? (
          <PageLoader />
        ) : list.isError ? (
          <p role="alert">Не вдалося прочитати послуги. Перевірте звʼязок і оновіть сторінку.</p>
        ) : (
          <>
            <ServicesTable
              rows={list.data.data}
              canWrite={canWrite}
              online={online}
              onEdit={(s) => setEditing(s.id)}
              onDelete={setDeleting}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ListPager
                page={filters.page}
                perPage={SERVICES_PER_PAGE}
                total={list.data.meta.total}
                label="Сторінки списку послуг"
              />
              <p className="text-sm text-slate-700">
                Знайдено: {list.data.meta.total.toLocaleString('uk-UA')}
              </p>
            </div>
          </>
        )}
      </section>
      <ResourceSection def={categoriesDef} prefix="categories." heading="h2" />
      {editing !== null && (
        <ServiceFormDialog id={editing} choices={choices} online={online} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Видалити послугу ${deleting?.code ?? ''}?`}
        confirmLabel="Видалити"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        Послугу, що вже є в прайс-листах чи замовленнях, видалити не можна — її можна зняти з публікації.
      </ConfirmDialog>
    </div>
  )
}

const flagsOf = (s: Service) =>
  [s.noSchedule ? 'Без розкладу' : '', s.published ? '' : 'Не опублікована'].filter(Boolean).join(', ') || '—'

function ServicesTable({
  rows,
  canWrite,
  online,
  onEdit,
  onDelete,
}: {
  rows: Service[]
  canWrite: boolean
  online: boolean
  onEdit: (s: Service) => void
  onDelete: (s: Service) => void
}) {
  if (rows.length === 0) return <p className="text-slate-700">Послуг за цими фільтрами не знайдено.</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2 font-medium">Код</th>
            <th className="px-3 py-2 font-medium">Назва</th>
            <th className="px-3 py-2 font-medium">Категорія</th>
            <th className="px-3 py-2 font-medium">Тривалість</th>
            <th className="px-3 py-2 font-medium">Макс. знижка</th>
            <th className="px-3 py-2 font-medium">Лікарів</th>
            <th className="px-3 py-2 font-medium">Ознаки</th>
            {canWrite && (
              <th className="px-3 py-2 font-medium">
                <span className="sr-only">Дії</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id} className="border-t border-slate-200 align-top" aria-label={s.code}>
              <td className="px-3 py-2 font-mono font-medium text-slate-900">{s.code}</td>
              <td className="px-3 py-2">{s.name}</td>
              <td className="px-3 py-2">{s.categoryPath.join(' › ') || '—'}</td>
              <td className="px-3 py-2 tabular-nums">{s.standardDuration} хв</td>
              <td className="px-3 py-2 tabular-nums">{s.maxDiscount} %</td>
              <td
                className="px-3 py-2 tabular-nums"
                title={s.doctors.map((d) => d.name).join(', ') || undefined}
              >
                {s.doctors.length}
              </td>
              <td className="px-3 py-2">{flagsOf(s)}</td>
              {canWrite && (
                <td className="px-3 py-1 text-right">
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      disabled={!online}
                      aria-label={`Змінити ${s.code}`}
                      onClick={() => onEdit(s)}
                    >
                      Змінити
                    </Button>
                    <DropdownMenu>
                      <DropdownMenuTrigger
                        disabled={!online}
                        aria-label={`Дії ${s.code}`}
                        title="Дії"
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                      >
                        <Ellipsis aria-hidden="true" className="size-5" />
                      </DropdownMenuTrigger>
                      <DropdownMenuContent className="min-w-48">
                        <DropdownMenuLabel>{s.code}</DropdownMenuLabel>
                        <DropdownMenuItem className="text-red-700" onSelect={() => onDelete(s)}>
                          Видалити
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ServiceFormDialog({
  id,
  choices,
  online,
  onClose,
}: {
  id: number | 'new'
  choices: ServiceChoices
  online: boolean
  onClose: () => void
}) {
  const service = useQuery({
    queryKey: serviceKeys.one(typeof id === 'number' ? id : 0),
    queryFn: ({ signal }) => fetchService(id as number, signal),
    enabled: typeof id === 'number',
    staleTime: 0,
  })
  const ready = id === 'new' || service.data
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={false} className="w-[min(48rem,calc(100vw-2rem))]">
        <DialogTitle className="mb-4">{id === 'new' ? 'Нова послуга' : 'Послуга'}</DialogTitle>
        {service.isError ? (
          <p role="alert">Не вдалося прочитати послугу. Перевірте звʼязок і спробуйте ще раз.</p>
        ) : !ready ? (
          <PageLoader />
        ) : (
          <ServiceForm
            key={service.data ? `${service.data.id}-${service.data.version}` : 'new'}
            service={id === 'new' ? null : (service.data ?? null)}
            choices={choices}
            online={online}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
