/**
 * Registry → Черга (/mc-registry/queue, tab `canban`; issue 20 item 3): a filial's visits of one Kyiv day
 * as cards in five columns, each column in queue order. Cards move by pointer drag or by keyboard
 * (src/ui/use-column-drag.ts) through the outbox, so a move made offline shows at once («Очікує
 * надсилання») and lands when the network returns; a move the server refuses (someone moved the card
 * first: 409) is said on the card and the board is read again. The board is read on every visit and on
 * every registryChanged notice; the copy last read stays on the device, readable offline.
 */
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { allowedEvents } from '../../../domain/orders/order-machine'
import { can } from '../../../domain/permissions/check'
import {
  queueColumns,
  queueColumnTitles,
  queueResponseSchema,
  type QueueCard as Card,
  type QueueColumn,
} from '../../../domain/registry/queue'
import { formatDate } from '../../lib/format/date'
import { useSignedInUser } from '../../lib/session/session-context'
import { discard } from '../../offline/outbox'
import { useOffline } from '../../offline/react/offline-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { today } from '../../shared/patients/use-today'
import { useRegistryLive } from '../../shared/registry/use-registry-live'
import { useNow } from '../../shared/use-now'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { useColumnDrag, type ColumnDragWords } from '../../ui/use-column-drag'
import { queuePath, readQueueFilters, shownColumns } from './queue-board-model'
import { QUEUE_OFFLINE_NOTE, QueueCard, type ReceptionAction } from './queue-card'
import { QueueColumnView } from './queue-column'
import { QueueFilterBar } from './queue-filter-bar'
import { QueueSettingsDialog } from './queue-settings-dialog'
import { useQueueActions } from './use-queue-actions'
import { useQueueMoves } from './use-queue-moves'
import { DragGhost } from '../../ui/drag-ghost'

const words: ColumnDragWords<Card, QueueColumn> = {
  pointerPicked: (c) => `Картку ${c.code} взято`,
  picked: (c, column) =>
    `Картку ${c.code} взято, колонка «${queueColumnTitles[column]}». ` +
    'Стрілками вліво і вправо оберіть колонку, пробіл або Enter — покласти, Escape — скасувати.',
  column: (column) => `Колонка «${queueColumnTitles[column]}»`,
  kept: 'Картку залишено на місці',
}
const idOf = (c: Card) => String(c.orderId)
const columnOf = (c: Card) => c.column
const receptionActions: ReceptionAction[] = ['start_reception', 'finish_reception']

export function QueuePage() {
  const [params, setParams] = useSearchParams()
  const day = today()
  const filters = useMemo(() => readQueueFilters(params, day), [params, day])
  const isToday = filters.date === day
  const online = useOnline()
  const offline = useOffline()
  const user = useSignedInUser()
  const heard = useRegistryLive()
  const now = useNow(30_000)
  const moves = useQueueMoves(offline.db)
  const open = (moves ?? []).filter((m) => m.status !== 'done').length
  const refused = (moves ?? []).filter((m) => m.status === 'rejected' || m.status === 'conflict').length
  const [own, setOwn] = useState(0)
  // Read again on another user's notice, after this user's own changes, and when a move lands or is refused.
  const answer = useCachedAnswer(
    queuePath(filters),
    queueResponseSchema,
    `${heard}:${own}:${open}:${refused}`,
  )
  const board = answer.status === 'shown' ? answer.data : undefined
  const fetchedAt = answer.status === 'shown' ? answer.fetchedAt : undefined
  const columns = useMemo(
    () => (board ? shownColumns(board, moves ?? [], fetchedAt, now, board.rules) : undefined),
    [board, moves, fetchedAt, now],
  )
  const [settingsOpen, setSettingsOpen] = useState(false)
  const maySetRules = can(user.permissions, 'crmMainSettingsEdit')

  const change = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k)
      else next.set(k, v)
    }
    setParams(next, { replace: true })
  }

  const { undo, onDrop, reception, outOfTurn, busy, focusId } = useQueueActions(columns, () =>
    setOwn((n) => n + 1),
  )
  const { drag, announcement, ghost, pointerDown, clickCapture, keyDown, cancelKeyboard } = useColumnDrag({
    columns: queueColumns,
    idOf,
    columnOf,
    words,
    onDrop,
  })

  let body
  if (answer.status === 'unavailable')
    body = (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі, а черги цього дня на пристрої ще немає. Вона з’явиться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </UnavailableNote>
    )
  else if (!board || !columns) body = <PageLoader label="Завантаження черги…" />
  else {
    const dragged = drag
      ? queueColumns.flatMap((c) => columns[c]).find((s) => idOf(s.card) === drag.id)
      : undefined
    body = (
      <>
        {answer.status === 'shown' && answer.stale && (
          <StaleNote
            online={online}
            fetchedAt={answer.fetchedAt}
            subject="чергу"
            caveat="вона може бути застарілою; переміщення надішлемо, щойно буде мережа"
          />
        )}
        {!online && (
          <p id={QUEUE_OFFLINE_NOTE} className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Немає мережі: переміщення карток збережемо на пристрої й надішлемо, щойно мережа повернеться;
            прийом, позначка «Поза чергою» і скасування надісланого переміщення — лише онлайн.
          </p>
        )}
        {!isToday && (
          <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
            Черга за {formatDate(filters.date)}: переміщувати картки можна лише в черзі на сьогодні.
          </p>
        )}
        <div className="flex gap-3 overflow-x-auto pb-2" onClickCapture={clickCapture}>
          {queueColumns.map((column) => (
            <QueueColumnView
              key={column}
              column={column}
              count={columns[column].length}
              over={drag?.over === column}
            >
              {columns[column].map((shown) => {
                const card = shown.card
                const events = allowedEvents(card.state)
                return (
                  <QueueCard
                    key={card.orderId}
                    shown={shown}
                    now={now}
                    movable={card.mayMove && isToday && !shown.refused}
                    mayUndo={card.mayMove && isToday && !shown.refused}
                    receptions={card.mayMove ? receptionActions.filter((a) => events.includes(a)) : []}
                    online={online}
                    busy={busy === card.orderId}
                    picked={drag?.via === 'keyboard' && drag.id === idOf(card)}
                    dragging={drag?.via === 'pointer' && drag.id === idOf(card)}
                    focus={focusId === card.orderId}
                    onPointerDown={pointerDown}
                    onKeyDown={keyDown}
                    onBlur={cancelKeyboard}
                    onUndo={(c) => void undo(c.orderId)}
                    onReception={(c, a) => void reception(c, a)}
                    onOutOfTurn={(c) => void outOfTurn(c)}
                    onDismiss={(id) => void discard(offline.db, id)}
                  />
                )
              })}
            </QueueColumnView>
          ))}
        </div>
        <DragGhost ghostRef={ghost} shown={Boolean(dragged) && drag?.via === 'pointer'} className="w-56">
          {dragged ? `${dragged.card.patient ?? dragged.card.code}` : ''}
        </DragGhost>
      </>
    )
  }

  return (
    <section className="grid gap-3" aria-busy={answer.status === 'loading'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Черга</h1>
        {maySetRules && board && (
          <div className="grid justify-items-end gap-1">
            <Button
              variant="secondary"
              disabled={!online}
              aria-describedby={online ? undefined : 'queue-settings-offline'}
              onClick={() => setSettingsOpen(true)}
            >
              Налаштування черги
            </Button>
            {!online && (
              <span id="queue-settings-offline" className="text-xs text-slate-600">
                Змінити налаштування можна лише онлайн
              </span>
            )}
          </div>
        )}
      </div>
      <QueueFilterBar filters={filters} today={day} filials={board?.filials} onChange={change} />
      <p id="queue-help" className="text-sm text-slate-600">
        Перетягніть картку в іншу колонку або оберіть її й натисніть пробіл, потім стрілки вліво чи вправо і
        ще раз пробіл.
      </p>
      <div role="status" aria-live="assertive" className="sr-only" data-testid="queue-announcement">
        {announcement}
      </div>
      {refused > 0 && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          Сервер не прийняв {refused === 1 ? 'одне переміщення' : `${refused} переміщення`}: причину видно на
          картці й на сторінці синхронізації, черга прочитана знову.
        </p>
      )}
      {body}
      {settingsOpen && board && (
        <QueueSettingsDialog
          rules={board.rules}
          onClose={() => setSettingsOpen(false)}
          onSaved={() => {
            setSettingsOpen(false)
            setOwn((n) => n + 1)
          }}
        />
      )}
    </section>
  )
}
