/**
 * «Файли» of the protocol screen (spec 001 §3 "Protocol: … files"): the files the server lists with the
 * protocol, and those added on this device that wait for the network (queued through the outbox, sent
 * once, after a save of the protocol that is still waiting). The limits are checked here before anything
 * is queued; the server checks them again. Download and delete need the network.
 */
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  PROTOCOL_FILE_ENTITY,
  protocolFileAccept,
  protocolFilesPath,
  formatFileSize,
  type ProtocolFile,
} from '../../../domain/protocols/protocol-files.schema'
import {
  mayChangeFiles,
  PROTOCOL_ENTITY,
  protocolMessages,
  type Protocol,
} from '../../../domain/protocols/protocol.schema'
import { isApiError } from '../../lib/api/api-error'
import { newUuid } from '../../lib/new-uuid'
import { saveFile } from '../../lib/save-file'
import type { PendingProtocolFile } from '../../offline/entities/protocol-files'
import { discard } from '../../offline/outbox'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOffline } from '../../offline/react/offline-context'
import { useEntityItems } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'
import { readFileToSend } from './protocol-file-read'
import { deleteProtocolFile, downloadProtocolFile } from './protocols.api'

const needsNetwork = 'Немає мережі: файли завантажуються та видаляються лише онлайн.'

export function ProtocolFiles({
  protocol,
  online,
  onChanged,
}: {
  protocol: Protocol
  online: boolean
  /** The server's protocol after a delete, or null when it should be read again (an upload landed). */
  onChanged: (p: Protocol | null) => void
}) {
  const { db, userId, outbox } = useOffline()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<ProtocolFile | null>(null)
  const uploads = (useEntityItems(db, PROTOCOL_FILE_ENTITY) ?? []).filter(
    (i) => (i.local as PendingProtocolFile | undefined)?.protocolId === protocol.id,
  )
  const saves = (useEntityItems(db, PROTOCOL_ENTITY) ?? []).filter(
    (i) => i.entity.uuid === String(protocol.id),
  )
  const stored = protocol.files
  const pending = uploads.filter((i) => !stored.some((f) => f.uuid === i.entity.uuid))
  const changeable = mayChangeFiles(protocol)

  const changed = useRef(onChanged)
  useEffect(() => {
    changed.current = onChanged
  })
  // An upload that left the queue has landed (or was discarded): the protocol is read again for its list.
  const seen = useRef<Set<string>>(new Set())
  const uuids = uploads.map((i) => i.entity.uuid).join()
  useEffect(() => {
    const now = new Set(uuids ? uuids.split(',') : [])
    if ([...seen.current].some((u) => !now.has(u))) changed.current(null)
    seen.current = now
  }, [uuids])

  // A refusal by the server is said once, with its reason; the reason also stays on the file's line.
  const told = useRef<Set<string>>(new Set())
  useEffect(() => {
    for (const i of uploads)
      if (i.status === 'rejected' && !told.current.has(i.id)) {
        told.current.add(i.id)
        toast.error(protocolMessages.fileSave, { description: i.lastError?.message })
      }
  })

  const add = async (file: File) => {
    setProblem(null)
    setBusy(true)
    try {
      const read = await readFileToSend(file, stored.length + pending.length)
      if (!read.ok) {
        setProblem(read.problem)
        toast.error(protocolMessages.fileSave, { description: read.problem })
        return
      }
      const uuid = newUuid()
      const { name, type, content, size } = read
      const local: PendingProtocolFile = { uuid, protocolId: protocol.id, name, type, size }
      await outbox.write({
        userId,
        entity: { type: PROTOCOL_FILE_ENTITY, uuid },
        method: 'POST',
        path: protocolFilesPath(protocol.id),
        body: { uuid, name, type, content },
        // A protocol saved on this device only: the file goes after its save.
        dependsOn: saves.map((i) => i.id),
        label: `Файл до протоколу: ${protocol.subject.name}`,
        openPath: `/protocol/${protocol.id}`,
        local,
      })
      toast.success(
        online
          ? 'Файл додано'
          : 'Файл збережено на цьому пристрої: його буде надіслано, щойно з’явиться мережа',
      )
    } catch {
      toast.error(protocolMessages.fileSave)
    } finally {
      setBusy(false)
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  const download = async (f: ProtocolFile) => {
    try {
      saveFile(await downloadProtocolFile(protocol.id, f.id), f.name)
    } catch (e) {
      toast.error('Файл не завантажено', {
        description: isApiError(e) && e.status > 0 ? e.message : needsNetwork,
      })
    }
  }
  const remove = async (f: ProtocolFile) => {
    setRemoving(null)
    try {
      onChanged(await deleteProtocolFile(protocol.id, f.id))
      toast.success('Файл видалено')
    } catch (e) {
      toast.error('Файл не видалено', {
        description: isApiError(e) && e.status > 0 ? e.message : needsNetwork,
      })
    }
  }

  const saveFirst = protocol.state === 'requested' && protocol.may.save
  if (!changeable && !saveFirst && stored.length === 0 && pending.length === 0) return null
  return (
    <section aria-labelledby="protocol-files" className="grid gap-3 border-t border-slate-200 pt-3">
      <h2 id="protocol-files" className="text-lg font-semibold text-slate-900">
        Файли
      </h2>
      {stored.length + pending.length === 0 ? (
        <p className="text-sm text-slate-700">Файлів немає.</p>
      ) : (
        <ul aria-label="Файли протоколу" className="grid gap-2">
          {stored.map((f) => (
            <li key={f.uuid} className="flex flex-wrap items-center gap-3">
              <span className="font-medium break-all text-slate-900">{f.name}</span>
              <span className="text-sm text-slate-700">{formatFileSize(f.size)}</span>
              <Button
                variant="secondary"
                disabled={!online}
                title={online ? undefined : needsNetwork}
                aria-label={`Завантажити ${f.name}`}
                onClick={() => void download(f)}
              >
                Завантажити
              </Button>
              {changeable && (
                <Button
                  variant="ghost"
                  disabled={!online}
                  title={online ? undefined : needsNetwork}
                  aria-label={`Видалити ${f.name}`}
                  onClick={() => setRemoving(f)}
                >
                  Видалити
                </Button>
              )}
            </li>
          ))}
          {pending.map((i) => {
            const f = i.local as PendingProtocolFile
            const refused = i.status === 'rejected'
            return (
              <li key={i.id} className="grid gap-1">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-medium break-all text-slate-900">{f.name}</span>
                  <span className="text-sm text-slate-700">{formatFileSize(f.size)}</span>
                  <span className={refused ? 'text-sm text-red-800' : 'text-sm text-amber-900'}>
                    {refused ? 'не збережено' : 'очікує мережі'}
                  </span>
                  <Button
                    variant="ghost"
                    aria-label={`Скасувати ${f.name}`}
                    onClick={() => void discard(db, i.id).then(outbox.kick)}
                  >
                    Скасувати
                  </Button>
                </div>
                {refused && (
                  <p role="alert" className="text-sm text-red-800">
                    {protocolMessages.fileSave}{' '}
                    {Object.values(i.lastError?.errors ?? {}).flat()[0] ?? i.lastError?.message}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {changeable ? (
        <div className="grid gap-1">
          <div>
            <input
              ref={inputRef}
              id="protocol-file-input"
              type="file"
              accept={protocolFileAccept}
              className="sr-only"
              aria-describedby="protocol-file-limits"
              aria-invalid={problem ? true : undefined}
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (file) void add(file)
              }}
            />
            <label
              htmlFor="protocol-file-input"
              className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50"
            >
              Додати файл
            </label>
          </div>
          <p id="protocol-file-limits" className="text-sm text-slate-700">
            PDF, JPEG, PNG, WebP, DOCX, XLSX або TXT, до 5 МБ; не більше 10 файлів.
          </p>
          {problem && (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
        </div>
      ) : (
        saveFirst && (
          <p className="text-sm text-slate-700">Файли можна додати, щойно протокол буде збережено.</p>
        )
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Видалити файл?"
        confirmLabel="Так, видалити"
        cancelLabel="Ні"
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      >
        <p>Файл «{removing?.name}» буде видалено з протоколу.</p>
      </ConfirmDialog>
    </section>
  )
}
