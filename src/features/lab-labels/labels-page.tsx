/**
 * Лабораторія → Етикетки замовлення (/laboratory/labels/:orderId; issue 22 item 2): the order's tubes, each
 * with a preview of its label, «Друкувати всі» and «Друкувати» per tube (a reprint). The print mode is the
 * user's personal setting: ZPL goes through the server to the label printer; pixel labels are drawn and
 * printed here, and work offline from the labels last read or the collection point's day on the device.
 */
import { useEffect, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import {
  orderLabelsSchema,
  labelMessages,
  type OrderLabels,
  type TubeLabel,
} from '../../../domain/laboratory/tube-label'
import { personalSettingsSchema } from '../../../domain/settings/personal-settings.schema'
import { isApiError } from '../../lib/api/api-error'
import { labelSvg, printLabels } from '../../lib/labels/pixel-labels'
import { PERSONAL_SETTINGS_PATH } from '../../offline/entities/personal-settings'
import { useOffline } from '../../offline/react/offline-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { useReference } from '../../offline/react/use-reference'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { labelsFromCollection, labelsPath, logPixelPrint, printZpl } from './labels.api'

type Said = { tone: 'ok' | 'error'; text: string }

/** What to tell the user when a ZPL print fails: the server's Ukrainian message where there is one. */
function failure(err: unknown): string {
  if (isApiError(err) && err.status === 0)
    return 'Немає мережі: ZPL-етикетки друкує сервер. Перемкніть друк на піксельний в особистих налаштуваннях або спробуйте пізніше.'
  if (isApiError(err)) return err.message
  return 'Не вдалося надрукувати етикетки'
}

export function LabelsPage() {
  const orderId = Number(useParams().orderId)
  if (!Number.isInteger(orderId) || orderId <= 0)
    return (
      <p role="alert" className="text-red-800">
        Замовлення не знайдено
      </p>
    )
  return <OrderLabelsView key={orderId} orderId={orderId} />
}

function OrderLabelsView({ orderId }: { orderId: number }) {
  const offline = useOffline()
  const online = useOnline()
  const own = personalSettingsSchema.safeParse(useReference(PERSONAL_SETTINGS_PATH).data)
  const settings = own.success ? own.data : undefined
  const mode = settings?.labelPrinterType ?? 'zpl'
  const answer = useCachedAnswer(labelsPath(orderId), orderLabelsSchema)
  const [fallback, setFallback] = useState<OrderLabels | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<Said | null>(null)

  // No copy of this order's labels: the collection point's day on the device may have the order.
  const unavailable = answer.status === 'unavailable'
  useEffect(() => {
    if (!unavailable) return
    let live = true
    void labelsFromCollection(offline.db, orderId, settings).then((l) => live && setFallback(l ?? null))
    return () => {
      live = false
    }
  }, [unavailable, offline.db, orderId, settings])

  const data = answer.status === 'shown' ? answer.data : (fallback ?? undefined)
  const previews = useMemo(
    () => (data ? data.labels.map((l) => ({ label: l, svg: labelSvg(l, data.sheet) })) : []),
    [data],
  )

  if (answer.status === 'loading' || (unavailable && fallback === undefined)) return <PageLoader />
  if (!data)
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {unavailable && answer.offline
          ? 'Немає мережі, а етикеток цього замовлення на пристрої немає: відкрийте день пункту забору, поки є мережа.'
          : 'Замовлення не знайдено або етикетки недоступні'}
      </p>
    )

  const print = async (labels: TubeLabel[], one: boolean) => {
    setBusy(true)
    setSaid(null)
    const ids = labels.map((l) => l.tubeId)
    try {
      if (mode === 'zpl') {
        const r = await printZpl(orderId, one ? ids : undefined)
        setSaid({ tone: 'ok', text: labelMessages.printed(r.printed) })
      } else {
        await printLabels(labels, data.sheet)
        await logPixelPrint(offline, orderId, data.orderCode, ids)
        setSaid({ tone: 'ok', text: `Етикетки передано на друк: ${labels.length}` })
      }
    } catch (err) {
      const text = failure(err)
      setSaid({ tone: 'error', text })
      toast.error(text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="grid gap-3" aria-labelledby="labels-title">
      <h1 id="labels-title" className="text-2xl font-semibold text-slate-900">
        Етикетки замовлення {data.orderCode}
      </h1>
      <p className="text-sm text-slate-700">
        Друк: {mode === 'zpl' ? 'ZPL-принтер' : 'піксельний (через браузер)'}
        {mode === 'zpl' &&
          settings?.labelPrinterHost &&
          `, ${settings.labelPrinterHost}:${settings.labelPrinterPort}`}
        {' · '}
        <Link className="underline" to="/settings/general/personal-settings">
          Змінити в особистих налаштуваннях
        </Link>
      </p>
      {answer.status !== 'shown' && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Немає мережі: етикетки з даних пункту забору на цьому пристрої.
        </p>
      )}
      {answer.status === 'shown' && answer.stale && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Немає мережі: показано етикетки, збережені на пристрої раніше.
        </p>
      )}
      {mode === 'zpl' && !online && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          ZPL-етикетки надсилає на принтер сервер, тож без мережі вони не друкуються. Без мережі друкуйте в
          піксельному режимі.
        </p>
      )}
      {said && (
        <p
          role={said.tone === 'error' ? 'alert' : 'status'}
          className={
            said.tone === 'error'
              ? 'rounded-md bg-red-50 p-3 text-sm text-red-900'
              : 'rounded-md bg-emerald-50 p-3 text-sm text-emerald-900'
          }
        >
          {said.text}
        </p>
      )}
      {data.labels.length === 0 ? (
        <p className="text-sm text-slate-700">{labelMessages.noTubes}</p>
      ) : (
        <>
          <div>
            <Button disabled={busy} onClick={() => void print(data.labels, false)}>
              Друкувати всі ({data.labels.length})
            </Button>
          </div>
          <ul className="grid gap-3" aria-label="Етикетки пробірок">
            {previews.map(({ label, svg }) => (
              <li
                key={label.tubeId}
                data-testid="label-tube"
                className="flex flex-wrap items-center gap-4 rounded-md border border-slate-200 p-2"
              >
                <img
                  alt={`Етикетка ${label.containerName} ${label.barcode}`}
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
                  className="border border-slate-300 bg-white"
                />
                <div className="grid gap-1 text-sm">
                  <span className="font-medium text-slate-900">{label.containerName}</span>
                  <span className="font-mono text-slate-700">{label.barcode}</span>
                  <Button variant="secondary" disabled={busy} onClick={() => void print([label], true)}>
                    Друкувати
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
