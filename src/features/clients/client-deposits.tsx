/**
 * The client's deposit on the profile (issue 5 item 6): the balance of every deposit type in hryvnia
 * and the latest movements behind them. Asked on every visit; the copy last loaded is kept on the
 * device and shown offline, marked as possibly out of date. A client the server does not know yet has
 * paid nothing in, so nothing is asked.
 */
import {
  clientDepositsResponseSchema,
  type ClientDeposits as DepositsAnswer,
} from '../../../domain/deposits/deposit.schema'
import { cn } from '../../lib/cn'
import { formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { PageLoader } from '../../ui/page-loader'
import { TextLink } from '../../ui/text-link'
import { cartPath } from '../../shared/orders/order-columns'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import type { ClientView } from '../../shared/patients/client-read'

/** The request (and the key of the copy kept on the device) for a client's deposits. */
export const clientDepositsPath = (clientId: number) => `/api/v2/clients/${clientId}/deposits`

/** A movement's amount with its sign: money in '+200,00 грн', money out '-150,00 грн'. */
export const signedMoney = (kopiykas: number) =>
  kopiykas > 0 ? `+${formatMoney(kopiykas)}` : formatMoney(kopiykas)

const cell = 'px-3 py-2 align-top'

function Balances({ balances }: { balances: DepositsAnswer['balances'] }) {
  if (balances.length === 0) return <p className="text-sm text-slate-600">Коштів на депозиті немає</p>
  return (
    <dl
      aria-label="Баланс депозиту"
      className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1 text-sm"
    >
      {balances.map((b) => (
        <div key={b.type} className="contents">
          <dt className="text-slate-600">{b.label}</dt>
          <dd
            className={cn(
              'text-right font-semibold tabular-nums',
              b.balance < 0 ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {formatMoney(b.balance)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Movements({ deposits }: { deposits: DepositsAnswer }) {
  const labels = new Map(deposits.balances.map((b) => [b.type, b.label]))
  if (deposits.movements.length === 0)
    return <p className="text-sm text-slate-600">Операцій з депозитом ще не було</p>
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table aria-label="Останні операції з депозитом" className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              Дата
            </th>
            <th scope="col" className={cell}>
              Депозит
            </th>
            <th scope="col" className={cell}>
              Операція
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              Сума
            </th>
            <th scope="col" className={cell}>
              Замовлення
            </th>
            <th scope="col" className={cell}>
              Коментар
            </th>
            <th scope="col" className={cell}>
              Хто
            </th>
          </tr>
        </thead>
        <tbody>
          {deposits.movements.map((m) => (
            <tr key={m.id} className="border-t border-slate-100">
              <td className={cn(cell, 'whitespace-nowrap')}>{formatDateTime(m.createdAt)}</td>
              <td className={cell}>{labels.get(m.type) ?? m.type}</td>
              <td className={cell}>{m.kindLabel}</td>
              <td className={cn(cell, 'text-right whitespace-nowrap tabular-nums')}>
                {signedMoney(m.amount)}
              </td>
              <td className={cell}>
                {m.orderId !== null && (
                  <TextLink to={cartPath({ id: m.orderId })} className="min-h-0">
                    {m.orderCode ?? `№ ${m.orderId}`}
                  </TextLink>
                )}
              </td>
              <td className={cell}>{m.comment ?? ''}</td>
              <td className={cell}>{m.createdByName ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DepositAnswer({ clientId, online }: { clientId: number; online: boolean }) {
  const answer = useCachedAnswer(clientDepositsPath(clientId), clientDepositsResponseSchema)
  if (answer.status === 'loading') return <PageLoader label="Завантаження депозиту…" />
  if (answer.status === 'unavailable')
    return (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі: депозит клієнта недоступний офлайн. Він з’явиться, щойно мережа повернеться.'
          : 'Помилка при завантаженні депозиту клієнта'}
      </UnavailableNote>
    )
  const deposits = answer.data.data
  return (
    <>
      {answer.stale && (
        <StaleNote
          online={online}
          fetchedAt={answer.fetchedAt}
          subject="депозит"
          caveat="баланс може бути застарілим"
        />
      )}
      <Balances balances={deposits.balances} />
      <h3 className="mt-2 text-base font-semibold text-slate-900">Останні операції</h3>
      <Movements deposits={deposits} />
    </>
  )
}

export function ClientDeposits({ client }: { client: ClientView }) {
  const online = useOnline()
  return (
    <section aria-label="Депозит" className="grid gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Депозит</h2>
      {client.id === undefined ? (
        <p className="text-sm text-slate-600">Коштів на депозиті немає</p>
      ) : (
        // Mounted again when the network comes or goes: back online the server is asked at once.
        <DepositAnswer key={String(online)} clientId={client.id} online={online} />
      )}
    </section>
  )
}
