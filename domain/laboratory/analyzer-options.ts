/**
 * The fixed choices of an analyzer's connection (spec 001 §1 "analyzers", §4 listener states; domain
 * notes B2–B4): the protocol, who starts a transfer, the text encoding and which field of the
 * analyzer's messages carries the sample id. Shared by the resource, the database checks and the seed.
 */

export const analyzerProtocols = [
  { value: 'astm', label: 'ASTM LIS2-A2 (E1394) через TCP' },
  { value: 'hl7', label: 'HL7 v2 через MLLP' },
] as const

export const analyzerDirections = [
  { value: 'analyzer', label: 'Аналізатор надсилає результати' },
  { value: 'query', label: 'Запит завдань за штрихкодом (query mode)' },
  { value: 'bidirectional', label: 'Двобічний обмін' },
] as const

export const analyzerEncodings = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1251', label: 'Windows-1251 (кирилиця)' },
  { value: 'latin1', label: 'Latin-1 (ISO 8859-1)' },
] as const

/**
 * Where the sample id sits: ASTM order record field 3 (specimen id, e.g. Horiba Pentra) or field 4
 * (instrument specimen id, e.g. Sysmex XN, space-padded); HL7 OBR-3 (filler order number), OBR-2
 * (placer order number) or SPM-2 (specimen id, HL7 2.5).
 */
export const sampleIdFields = [
  { value: 'astm:O.3', label: 'ASTM O.3 — Specimen ID' },
  { value: 'astm:O.4', label: 'ASTM O.4 — Instrument Specimen ID' },
  { value: 'hl7:OBR-2', label: 'HL7 OBR-2 — Placer Order Number' },
  { value: 'hl7:OBR-3', label: 'HL7 OBR-3 — Filler Order Number' },
  { value: 'hl7:SPM-2', label: 'HL7 SPM-2 — Specimen ID' },
] as const

/** The listener of an analyzer (spec 001 §4): written only by the listener, never by the form. */
export const listenerStates = [
  { value: 'started', label: 'Запущено' },
  { value: 'stopping', label: 'Зупиняється' },
  { value: 'stopped', label: 'Зупинено' },
] as const

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]]

export const analyzerProtocolValues = values(analyzerProtocols)
export const analyzerDirectionValues = values(analyzerDirections)
export const analyzerEncodingValues = values(analyzerEncodings)
export const sampleIdFieldValues = values(sampleIdFields)
export const listenerStateValues = values(listenerStates)
export type ListenerState = (typeof listenerStateValues)[number]
export type AnalyzerProtocol = (typeof analyzerProtocolValues)[number]

/** Whether a sample-id field belongs to the protocol ('astm:O.3' to ASTM). */
export const sampleIdFieldFits = (protocol: string, field: string): boolean =>
  field.startsWith(`${protocol}:`)

export const analyzerMessages = {
  portTaken: 'Цей порт вже використовує інший аналізатор',
  sampleIdField: 'Оберіть поле ідентифікатора зразка цього протоколу',
  host: 'Вкажіть імʼя хоста або IP-адресу, напр. 192.168.1.20 чи lab-xn.local',
  port: 'Порт — ціле число від 1 до 65535',
} as const
