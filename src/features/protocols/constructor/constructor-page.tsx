/**
 * /settings/protocols/constructors (spec 001 §2 protocols settings, §3 "Protocol indicator"): the
 * protocol template constructor. The templates on the left (searchable; the chosen one in the address,
 * `?template=<uuid>`), the chosen one edited on the right as a tree of sections and indicators. The
 * records are the `protocol-templates` resource's (its generic list is /settings/protocols/templates),
 * kept on the device and written through the outbox, so the constructor works offline too. Without the
 * right to edit settings it shows the templates read-only.
 */
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { can } from '../../../../domain/permissions/check'
import { protocolTemplates } from '../../../../domain/protocols/protocol-templates.resource'
import type { AnyResource } from '../../../../domain/resources/define-resource'
import { allResources } from '../../../../domain/resources/registry'
import { useSignedInUser } from '../../../lib/session/session-context'
import { cn } from '../../../lib/cn'
import { Button } from '../../../ui/button'
import { Input } from '../../../ui/input'
import { PageLoader } from '../../../ui/page-loader'
import { ReadOnlyNote } from '../../../ui/read-only-note'
import { usePulledResources, useResourceRows } from '../../../ui/resource/use-resource'
import { TemplateEditor } from './template-editor'

const def = protocolTemplates as unknown as AnyResource
const NEW = 'new'

export function ConstructorPage() {
  usePulledResources(allResources())
  const rows = useResourceRows(def)
  const user = useSignedInUser()
  const editable = can(user.permissions, def.perms.write)
  const [params, setParams] = useSearchParams()
  const [query, setQuery] = useState('')
  const chosen = params.get('template')
  const sorted = useMemo(
    () => [...(rows ?? [])].sort((a, b) => String(a.row.name).localeCompare(String(b.row.name), 'uk')),
    [rows],
  )
  const shown = sorted.filter((r) => String(r.row.name).toLowerCase().includes(query.trim().toLowerCase()))
  const open = (uuid: string) => setParams({ template: uuid })
  const row = chosen && chosen !== NEW ? rows?.find((r) => r.row.uuid === chosen)?.row : undefined

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">Конструктор протоколів</h1>
        <p className="text-slate-600">
          Шаблон — дерево розділів і показників. Перетягуйте рядки, щоб змінити порядок; формули перевіряються
          під час збереження; попередній перегляд показує шаблон так, як його бачить лікар.
        </p>
      </header>
      {!editable && (
        <ReadOnlyNote>Змінювати шаблони може лише той, хто має право редагувати налаштування.</ReadOnlyNote>
      )}
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Шаблони" className="grid content-start gap-2">
          <label htmlFor="constructor-search" className="text-sm font-medium text-slate-800">
            Пошук шаблону
          </label>
          <Input
            id="constructor-search"
            type="search"
            value={query}
            placeholder="Назва"
            onChange={(e) => setQuery(e.target.value)}
          />
          {editable && (
            <Button variant="secondary" onClick={() => open(NEW)}>
              Новий шаблон
            </Button>
          )}
          {rows === undefined ? (
            <PageLoader />
          ) : shown.length === 0 ? (
            <p className="text-slate-600">
              {rows.length === 0 ? 'Шаблонів ще немає.' : 'Нічого не знайдено.'}
            </p>
          ) : (
            <ul className="grid gap-1">
              {shown.map(({ row: r, unsent }) => (
                <li key={r.uuid}>
                  <button
                    type="button"
                    aria-current={r.uuid === chosen ? 'page' : undefined}
                    onClick={() => open(r.uuid)}
                    className={cn(
                      'grid min-h-11 w-full rounded-md px-3 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700',
                      r.uuid === chosen && 'bg-brand-50 font-semibold text-brand-900',
                    )}
                  >
                    {String(r.name)}
                    <span className="text-xs font-normal text-slate-600">
                      {Array.isArray(r.indicators) ? r.indicators.length : 0} рядків · {String(r.pageFormat)}
                      {unsent ? ' · очікує надсилання' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div>
          {rows === undefined ? null : chosen === NEW && editable ? (
            <TemplateEditor key={NEW} row={undefined} rows={rows} editable onSaved={open} />
          ) : row ? (
            <TemplateEditor key={row.uuid} row={row} rows={rows} editable={editable} onSaved={open} />
          ) : (
            <p className="text-slate-600">
              {chosen ? 'Такого шаблону немає — оберіть шаблон зі списку.' : 'Оберіть шаблон ліворуч.'}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
