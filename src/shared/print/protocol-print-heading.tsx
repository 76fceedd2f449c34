/** The medical centre's legal heading of a protocol's printed pages, as the protocol print lays it out. */
import { printedHeading } from '../../../domain/protocols/protocol-print'
import type { Protocol } from '../../../domain/protocols/protocol.schema'

export function ProtocolCentreHeading({ protocol }: { protocol: Protocol }) {
  const { legal, contact } = printedHeading(protocol)
  return (
    <header className="border-b border-black pb-2">
      <p className="text-[1.4em] font-bold">{protocol.centre.name || 'Медичний центр'}</p>
      {legal && <p>{legal}</p>}
      {contact && <p>{contact}</p>}
    </header>
  )
}
