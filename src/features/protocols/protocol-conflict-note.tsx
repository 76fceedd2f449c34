/**
 * Shown when the server's protocol moved past the version the unsaved draft was built on (another
 * save, an approval, a deletion; or a 409 on our own write). The draft stays on screen until the doctor
 * chooses: the current version (the draft is dropped) or their own (the next save replaces the current).
 */
import {
  protocolMessages,
  protocolStateLabels,
  type Protocol,
} from '../../../domain/protocols/protocol.schema'
import { Button } from '../../ui/button'
import { kyivDateTime } from './protocol-model'

export function ProtocolConflictNote({
  protocol: p,
  onShowCurrent,
  onKeepMine,
}: {
  protocol: Protocol
  onShowCurrent: () => void
  /** Absent when the current version cannot be written over (approved, deleted, no right). */
  onKeepMine: (() => void) | undefined
}) {
  const who = [p.savedBy, kyivDateTime(p.savedAt)].filter(Boolean).join(', ')
  return (
    <div role="alert" className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{protocolMessages.conflict}.</p>
      <p>
        Поточна версія: {protocolStateLabels[p.state]}
        {who ? ` (${who})` : ''}. На екрані — ваші незбережені зміни: вони не втрачені.
        {onKeepMine
          ? ' Покажіть поточну версію (ваші зміни буде відкинуто) або залиште свої — тоді збереження замінить поточну версію.'
          : ' Змінити протокол уже не можна: перегляньте поточну версію.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onShowCurrent}>
          Показати поточну версію
        </Button>
        {onKeepMine && (
          <Button variant="ghost" onClick={onKeepMine}>
            Залишити мої зміни
          </Button>
        )}
      </div>
    </div>
  )
}
