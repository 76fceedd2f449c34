/**
 * «Завантажити PDF»: the server's PDF of the protocol on A4 or A5 (the protocol's own format first). An
 * approved protocol for everyone who reads it; an unapproved one only with the right to download
 * unapproved protocols (spec 000 §6) — the server's `may.download`; without it the button is not offered. Needs the network and says so.
 */
import { useState } from 'react'
import { toast } from 'sonner'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import { isApiError } from '../../lib/api/api-error'
import { saveFile } from '../../lib/save-file'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { downloadProtocolPdf } from './protocols.api'

const formats = [
  { value: 'A4', label: 'A4' },
  { value: 'A5', label: 'A5' },
]

export function ProtocolPdfButton({ protocol, online }: { protocol: Protocol; online: boolean }) {
  const [format, setFormat] = useState<'A4' | 'A5'>(protocol.pageFormat)
  const [busy, setBusy] = useState(false)
  if (!protocol.may.download) return null
  const download = async () => {
    setBusy(true)
    try {
      saveFile(await downloadProtocolPdf(protocol.id, format), `protocol-${protocol.id}-${format}.pdf`)
    } catch (e) {
      const description =
        isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: PDF можна завантажити лише онлайн.'
      toast.error('PDF не завантажено', { description })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-28">
        <label htmlFor="protocol-pdf-format" className="mb-1 block text-sm font-medium text-slate-800">
          Формат
        </label>
        <Select
          id="protocol-pdf-format"
          value={format}
          options={formats}
          onChange={(v) => setFormat(v === 'A5' ? 'A5' : 'A4')}
        />
      </div>
      <Button
        variant="secondary"
        disabled={!online || busy}
        title={online ? undefined : 'Немає мережі: PDF можна завантажити лише онлайн.'}
        onClick={() => void download()}
      >
        {busy ? 'Завантаження…' : 'Завантажити PDF'}
      </Button>
      {protocol.state !== 'approved' && (
        <p className="text-sm text-slate-700">Чернетка: у PDF позначено, що протокол не затверджено.</p>
      )}
    </div>
  )
}
