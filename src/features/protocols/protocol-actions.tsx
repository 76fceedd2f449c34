/**
 * The protocol's buttons, only those the server says the user may use now: save (the form's submit),
 * approve (a saved protocol without unsaved changes, once its save reached the server) and delete. A save
 * works offline (it waits on the device); approval and deletion need the network and say so.
 */
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import { Button } from '../../ui/button'

export const offlineOnly = 'Немає мережі: це можна зробити лише онлайн.'

export function ProtocolActions({
  protocol: p,
  editable,
  dirty,
  queued,
  behind,
  online,
  busy,
  onApprove,
  onDelete,
}: {
  protocol: Protocol
  /** The protocol may be written now (saved or not yet written, and the user may save). */
  editable: boolean
  dirty: boolean
  /** A save of it is still on the device. */
  queued: boolean
  behind: boolean
  online: boolean
  busy: 'save' | 'approve' | 'delete' | null
  onApprove: () => void
  onDelete: () => void
}) {
  const mayApprove = p.may.approve && p.state !== 'approved' && p.state !== 'deleted'
  const mayDelete = p.may.delete && p.state !== 'approved' && p.state !== 'deleted'
  if (!editable && !mayApprove && !mayDelete) return null
  const saveFirst = p.state !== 'saved' || dirty
  const waitSent = !saveFirst && queued
  const offlineTitle = online ? undefined : offlineOnly
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {editable && (
          <Button type="submit" disabled={busy !== null || behind}>
            {busy === 'save' ? 'Збереження…' : 'Зберегти'}
          </Button>
        )}
        {mayApprove && (
          <Button
            variant="secondary"
            disabled={!online || busy !== null || saveFirst || waitSent || behind}
            title={offlineTitle}
            aria-describedby={saveFirst || waitSent ? 'protocol-approve-hint' : undefined}
            onClick={onApprove}
          >
            {busy === 'approve' ? 'Затвердження…' : 'Затвердити'}
          </Button>
        )}
        {mayDelete && (
          <Button
            variant="ghost"
            disabled={!online || busy !== null || queued}
            title={offlineTitle}
            onClick={onDelete}
          >
            Видалити
          </Button>
        )}
      </div>
      {mayApprove && (saveFirst || waitSent) && (
        <p id="protocol-approve-hint" className="text-sm text-slate-700">
          {saveFirst ? 'Спершу збережіть протокол' : 'Затвердити можна, щойно збереження дійде до сервера'}
        </p>
      )}
      {!online && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Немає мережі: зберегти протокол можна — його буде надіслано, щойно мережа повернеться; затвердити чи
          видалити — лише онлайн.
        </p>
      )}
    </div>
  )
}
