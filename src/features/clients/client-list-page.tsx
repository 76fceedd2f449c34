/**
 * /clients: the client list with filters, 15 rows a page, read from the local copy (the change feed
 * keeps it current), so it is fast on a long list and works offline. Clients created on this device and
 * not yet sent are listed too, marked as waiting.
 */
import { useState } from 'react'
import { Link } from 'react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { useOffline } from '../../offline/react/offline-context'
import { can } from '../../../domain/permissions/check'
import { clientEdit } from '../../../domain/clients/client-access'
import { useSignedInUser } from '../../lib/session/session-context'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { PageLoader } from '../../ui/page-loader'
import { readClient, clientRef } from '../../shared/patients/client-read'
import { localClients, watchClients } from '../../shared/patients/local-clients'
import {
  birthdayShown,
  birthdayToSend,
  maskBirthday,
  maskPhone,
  maskPhoneSearch,
  phoneRunToSend,
} from '../../shared/patients/masks'
import { useClientsSync } from '../../shared/patients/use-clients-sync'
import { today } from '../../shared/patients/use-today'

const PAGE = 15

interface Filters {
  surname: string
  name: string
  phone: string
  birthday: string
  withDeleted: boolean
}

const none: Filters = { surname: '', name: '', phone: '', birthday: '', withDeleted: false }

export function ClientListPage() {
  const { db } = useOffline()
  const sync = useClientsSync()
  const [filters, setFilters] = useState<Filters>(none)
  const mayCreate = can(useSignedInUser().permissions, clientEdit)
  const [page, setPage] = useState(0)
  const result = useLiveQuery(async () => {
    await watchClients(db)
    return localClients(db).query(
      {
        surname: filters.surname,
        name: filters.name,
        phone: phoneRunToSend(filters.phone),
        birthday: birthdayToSend(filters.birthday) ?? undefined,
        withDeleted: filters.withDeleted,
      },
      page * PAGE,
      PAGE,
    )
  }, [db, filters, page, sync.ready])
  const set = (patch: Partial<Filters>) => {
    setPage(0)
    setFilters((f) => ({ ...f, ...patch }))
  }
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE)) : 1
  return (
    <section className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Клієнти</h1>
        {mayCreate && (
          <Link
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            to="/clients/create"
          >
            Новий клієнт
          </Link>
        )}
      </div>
      <form
        // Five across only where they fit: on a tablet the boxes and buttons would run off the screen.
        className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <FormField id="f-surname" label="Прізвище">
          <Input id="f-surname" value={filters.surname} onChange={(e) => set({ surname: e.target.value })} />
        </FormField>
        <FormField id="f-name" label="Ім'я">
          <Input id="f-name" value={filters.name} onChange={(e) => set({ name: e.target.value })} />
        </FormField>
        <FormField id="f-phone" label="Телефон">
          <Input
            id="f-phone"
            value={filters.phone}
            onChange={(e) => set({ phone: maskPhoneSearch(e.target.value) })}
          />
        </FormField>
        <FormField id="f-birthday" label="Дата народження">
          <Input
            id="f-birthday"
            placeholder="ДД.ММ.РРРР"
            value={filters.birthday}
            onChange={(e) => set({ birthday: maskBirthday(e.target.value) })}
          />
        </FormField>
        <div className="flex items-end gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={filters.withDeleted}
              onChange={(e) => set({ withDeleted: e.target.checked })}
            />
            Видалені
          </label>
          <Button variant="ghost" onClick={() => set(none)}>
            Очистити
          </Button>
        </div>
      </form>
      {!sync.ready && sync.syncing && <PageLoader label="Завантаження клієнтів на пристрій…" />}
      {!sync.ready && !sync.syncing && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Список клієнтів ще не завантажено на цей пристрій: потрібне з’єднання з сервером.
        </p>
      )}
      {result && (
        <>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="py-2 pr-3">ПІБ</th>
                <th className="py-2 pr-3">Дата народження</th>
                <th className="py-2 pr-3">Телефон</th>
                <th className="py-2 pr-3">Ел. пошта</th>
                <th className="py-2 pr-3">Стан</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((raw) => {
                const c = readClient(raw, today())
                return (
                  <tr key={c.uuid} className="border-b border-slate-100">
                    <td className="py-2 pr-3">
                      <Link className="text-brand-700 underline" to={`/clients/profile/${clientRef(c)}`}>
                        {c.pib}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">{birthdayShown(c.birthday)}</td>
                    <td className="py-2 pr-3">{c.phone ? maskPhone(c.phone) : ''}</td>
                    <td className="py-2 pr-3">{c.email ?? ''}</td>
                    <td className="py-2 pr-3">
                      {c.deletedAt ? 'видалено' : c.id === undefined ? 'чекає на надсилання' : ''}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          <nav aria-label="Сторінки" className="flex items-center gap-3 text-sm">
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              Попередня
            </Button>
            <span>
              Сторінка {page + 1} з {pages} · знайдено {result.total.toLocaleString('uk-UA')}
            </span>
            <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              Наступна
            </Button>
          </nav>
        </>
      )}
    </section>
  )
}
