/**
 * Which copy of the protocol the screen shows: the one read through the device's reference store (the
 * server's, or the one kept offline) or the answer of our own last write — the newer of the two (the
 * higher version; at the same version, the one received later). A write asks the server again.
 */
import { useState } from 'react'
import { protocolSchema, type Protocol } from '../../../domain/protocols/protocol.schema'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { newerProtocol } from './protocol-model'
import { protocolPath } from './protocols.api'

export function useProtocolSource(id: number) {
  const [refresh, setRefresh] = useState(0)
  const [written, setWritten] = useState<{ protocol: Protocol; at: number } | null>(null)
  const answer = useCachedAnswer(protocolPath(id), protocolSchema, refresh)
  const read = answer.status === 'shown' ? answer : undefined
  return {
    answer,
    /** The copy read, when there is one (stale: kept from an earlier visit). */
    read,
    protocol: newerProtocol(read, written),
    /** A protocol the server answered (a write, a 409's current one); the server is asked again. */
    received: (p: Protocol | null) => {
      if (p) setWritten({ protocol: p, at: Date.now() })
      setRefresh((n) => n + 1)
    },
  }
}
