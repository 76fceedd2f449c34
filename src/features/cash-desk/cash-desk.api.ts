/** The cash desk's requests (online only: every action is the PRRO provider's) and their query key. */
import {
  deskRegisterListSchema,
  deskRegisterSchema,
  serviceCashAnswerSchema,
  type ServiceCashInput,
} from '../../../domain/cash-desk/cash-desk.schema'
import { api } from '../../lib/api/api'

export const cashDeskKeys = { registers: ['cash-desk', 'registers'] as const }

const BASE = '/api/v2/cash-desk/registers'

export const fetchDeskRegisters = (signal?: AbortSignal) =>
  api.request(BASE, { schema: deskRegisterListSchema, signal })

export type ShiftAction = 'open-shift' | 'x-report' | 'close-shift' | 'upload-offline'

export const runShiftAction = (registerId: number, action: ShiftAction) =>
  api.request(`${BASE}/${registerId}/${action}`, { method: 'POST', body: {}, schema: deskRegisterSchema })

/** `input.id` is made once per dialog: a repeat after a lost answer is the same receipt. */
export const sendServiceCash = (registerId: number, input: ServiceCashInput) =>
  api.request(`${BASE}/${registerId}/service-cash`, {
    method: 'POST',
    body: input,
    schema: serviceCashAnswerSchema,
  })
