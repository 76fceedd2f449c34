/**
 * What the user can do with an unsent item, on the sync screen and on the record's own screen:
 * retry, discard (after a confirmation), and for a conflict "keep mine" or "take the server's".
 */
import { useState } from 'react'
import type { OfflineDb } from '../db'
import { discard, keepMine, retryNow, takeServers } from '../outbox'
import type { OutboxItem } from '../outbox-types'
import { Button } from '../../ui/button'
import { ConfirmDialog } from './confirm-dialog'

export function ItemActions({
  db,
  item,
  onChanged,
}: {
  db: OfflineDb
  item: OutboxItem
  onChanged: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const act = (p: Promise<unknown>) => void p.then(onChanged)
  if (item.status === 'done' || item.status === 'sending') return null
  return (
    <div className="flex flex-wrap gap-2">
      {item.status === 'conflict' ? (
        <>
          <Button onClick={() => act(keepMine(db, item.id))}>Залишити мої</Button>
          <Button variant="secondary" onClick={() => act(takeServers(db, item.id))}>
            Взяти з сервера
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => act(retryNow(db, item.id))}>
          Надіслати знову
        </Button>
      )}
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Скасувати зміну
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Скасувати зміну?"
        confirmLabel="Так, скасувати"
        cancelLabel="Ні, залишити"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          act(discard(db, item.id))
        }}
      >
        <p>
          Зміну «{item.label}» буде видалено з цього пристрою і вона не потрапить на сервер. Цю дію не можна
          скасувати.
        </p>
      </ConfirmDialog>
    </div>
  )
}
