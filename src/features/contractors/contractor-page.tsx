/**
 * /settings/finances/insurance-companies/create and /{id} (spec 001 §3 "Contractor", issue 19 item 4):
 * the contractor's main form, with links between it and the contract profile. Every contractor route
 * needs crmSettingsEdit, and so do the pages. Online only.
 */
import { Navigate, NavLink, useNavigate, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { can } from '../../../domain/permissions/check'
import type { InsuranceCompany } from '../../../domain/insurance-companies/insurance-company.schema'
import { cn } from '../../lib/cn'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { TextLink } from '../../ui/text-link'
import { ContractorForm } from './contractor-form'
import { CONTRACTOR_PERMISSION, CONTRACTORS_PATH, contractorKeys, fetchContractor } from './contractors.api'
import { useContractorChoices } from './use-contractor-choices'

export function ContractorCreatePage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, CONTRACTOR_PERMISSION)
  const choices = useContractorChoices(allowed)
  const navigate = useNavigate()
  if (!allowed) return <Navigate to="/403" replace />
  return (
    <div className="grid gap-5">
      <TextLink to={CONTRACTORS_PATH} className="w-fit">
        ← До списку контрагентів
      </TextLink>
      <h1 className="text-2xl font-semibold">Новий контрагент</h1>
      <OnlineOnlyNote online={online}>
        Контрагенти редагуються лише онлайн: зараз звʼязку немає, тож додати контрагента не можна.
      </OnlineOnlyNote>
      <p className="text-slate-700">
        Профіль договору (номер, дати, email для листів, токен доступу) заповнюється після збереження.
      </p>
      <ContractorForm
        contractor={null}
        choices={choices}
        editable={online}
        onCreated={(c) => void navigate(`${CONTRACTORS_PATH}/${c.id}`, { replace: true })}
      />
    </div>
  )
}

/** The contractor of the address's id, read fresh from the server. */
export function useContractorOfRoute(enabled: boolean) {
  const { id = '' } = useParams()
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0
  const query = useQuery({
    queryKey: contractorKeys.one(numeric),
    queryFn: ({ signal }) => fetchContractor(numeric, signal),
    enabled: enabled && numeric > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  return { id: numeric, query }
}

/** The contractor's name, its links back to the list, and the tabs between its two forms. */
export function ContractorHeader({ contractor }: { contractor: InsuranceCompany }) {
  const base = `${CONTRACTORS_PATH}/${contractor.id}`
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
      isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900',
    )
  return (
    <div className="grid gap-2">
      <TextLink to={CONTRACTORS_PATH} className="w-fit">
        ← До списку контрагентів
      </TextLink>
      <h1 className="text-2xl font-semibold">{contractor.name}</h1>
      <nav aria-label="Розділи контрагента" className="flex gap-1 border-b border-slate-200">
        <NavLink to={base} end className={tab}>
          Основні дані
        </NavLink>
        <NavLink to={`${base}/contract-profile`} className={tab}>
          Профіль договору
        </NavLink>
      </nav>
    </div>
  )
}

/** What a contractor page shows while its record is not there: loading, missing or unreadable. */
export function ContractorMissing({ failed }: { failed: unknown }) {
  if (!failed) return <PageLoader />
  const notFound =
    typeof failed === 'object' && failed !== null && 'status' in failed && failed.status === 404
  return (
    <div className="grid gap-3">
      <p role="alert">
        {notFound
          ? 'Такого контрагента немає.'
          : 'Не вдалося прочитати контрагента. Перевірте звʼязок і оновіть сторінку.'}
      </p>
      <TextLink to={CONTRACTORS_PATH} className="w-fit">
        До списку контрагентів
      </TextLink>
    </div>
  )
}

export function ContractorPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, CONTRACTOR_PERMISSION)
  const choices = useContractorChoices(allowed)
  const { id, query } = useContractorOfRoute(allowed)
  if (!allowed) return <Navigate to="/403" replace />
  return (
    <div className="grid gap-5">
      {query.data ? <ContractorHeader contractor={query.data} /> : null}
      <OnlineOnlyNote online={online}>
        Контрагенти редагуються лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      {query.data ? (
        <ContractorForm key={id} contractor={query.data} choices={choices} editable={online} />
      ) : (
        <ContractorMissing failed={query.error ?? (id === 0 ? { status: 404 } : null)} />
      )}
    </div>
  )
}
