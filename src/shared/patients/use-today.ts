import { clinicDay } from '../../../domain/clients/client-rules'

/** The clinic's calendar day (Europe/Kyiv), for ages and date limits. */
export const today = (): string => clinicDay(new Date())
