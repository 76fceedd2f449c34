/**
 * What the user does to a card: move it (through the outbox, with a toast that offers to take it back),
 * undo the last move (a move still on the device is dropped there; one that landed is undone on the
 * server), mark it out of turn, start or finish the reception (online; the server's reason is shown on
 * failure).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  queueColumns,
  queueColumnTitles,
  type QueueCard,
  type QueueColumn,
} from '../../../domain/registry/queue'
import { isApiError } from '../../lib/api/api-error'
import { discard } from '../../offline/outbox'
import { useOffline } from '../../offline/react/offline-context'
import { rowActions } from '../../shared/orders/order-actions'
import { postOrderAction } from '../../shared/orders/orders.api'
import type { ShownColumns } from './queue-board-model'
import type { ReceptionAction } from './queue-card'
import { moveCard, setOutOfTurn, undoLastMove } from './queue.api'

const offlineOnly = 'Немає мережі: це можна зробити лише онлайн.'

/** `columns`: the board as shown; `changed`: read the board again after a change made online. */
export function useQueueActions(columns: ShownColumns | undefined, changed: () => void) {
  const offline = useOffline()
  const [focusId, setFocusId] = useState<number | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  // A toast's «Скасувати» runs later: it reads the board as it is then.
  const latest = useRef(columns)
  useEffect(() => {
    latest.current = columns
  }, [columns])
  const changedRef = useRef(changed)
  useEffect(() => {
    changedRef.current = changed
  }, [changed])

  const undo = useCallback(
    async (orderId: number) => {
      const board = latest.current
      const shown = board && queueColumns.flatMap((c) => board[c]).find((s) => s.card.orderId === orderId)
      if (shown?.unsentId) {
        // Never sent: taken back on this device, the server never hears of it.
        await discard(offline.db, shown.unsentId)
        toast.success('Переміщення скасовано')
        return
      }
      try {
        await undoLastMove(orderId)
        toast.success('Переміщення скасовано')
      } catch (e) {
        toast.error('Не вдалося скасувати переміщення', {
          description: isApiError(e) && e.status > 0 ? e.message : offlineOnly,
        })
      }
      changedRef.current()
    },
    [offline.db],
  )

  const onDrop = useCallback(
    (card: QueueCard, to: QueueColumn, announce: (text: string) => void) => {
      setFocusId(card.orderId)
      moveCard(offline, card, card.column, to)
        .then(() => {
          const said = `Картку ${card.code} переміщено до колонки «${queueColumnTitles[to]}»`
          announce(said)
          toast.success(said, {
            description: navigator.onLine ? undefined : 'Надішлемо, щойно буде мережа.',
            action: { label: 'Скасувати', onClick: () => void undo(card.orderId) },
          })
        })
        .catch((e: unknown) => {
          console.error('Queue move failed', e)
          toast.error('Не вдалося зберегти переміщення на цьому пристрої')
        })
    },
    [offline, undo],
  )

  const reception = useCallback(async (card: QueueCard, action: ReceptionAction) => {
    setBusy(card.orderId)
    try {
      await postOrderAction(card.orderId, action)
      toast.success(`${rowActions[action].done}: ${card.code}`)
    } catch (e) {
      toast.error(rowActions[action].failure, {
        description: isApiError(e) && e.status > 0 ? e.message : offlineOnly,
      })
    } finally {
      setBusy(null)
      changedRef.current()
    }
  }, [])

  const outOfTurn = useCallback(async (card: QueueCard) => {
    setBusy(card.orderId)
    try {
      await setOutOfTurn(card.orderId, !card.outOfTurn)
      toast.success(
        card.outOfTurn ? `${card.code}: позначку «Поза чергою» знято` : `${card.code}: поза чергою`,
      )
    } catch (e) {
      toast.error('Не вдалося змінити позначку «Поза чергою»', {
        description: isApiError(e) && e.status > 0 ? e.message : offlineOnly,
      })
    } finally {
      setBusy(null)
      changedRef.current()
    }
  }, [])

  return { undo, onDrop, reception, outOfTurn, busy, focusId }
}
