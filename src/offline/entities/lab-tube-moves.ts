/**
 * The outbox's view of a collection point's tube marks (issue 22 item 3): the record is the tube
 * (`lab-tube:<barcode>`), so the marks of one tube land in the order they were made while tubes go
 * independently. A mark is never edited: nothing to rebase; the server answers the tube as it left it.
 */
import type { EntityAdapter } from '../entity-adapter'

export const LAB_TUBE_ENTITY = 'lab-tube'
export const labTubeRecordKey = (barcode: string): string => `${LAB_TUBE_ENTITY}:${barcode}`

export const labTubeAdapter: EntityAdapter = {
  recordKey: labTubeRecordKey,
  fromAnswer: (answer) => answer,
  versionOf: () => undefined,
  rebase: (body) => body,
  keepMine: (body) => body,
  fromCurrent: (current) => current,
}
