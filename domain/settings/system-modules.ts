/**
 * System modules switchable per installation (spec 000 §6, spec 001 §6). Stored in the database;
 * these are the keys, labels and defaults.
 */
import { z } from 'zod'
import { int4 } from '../api/scalars'

export const systemModuleDefaults = {
  joinReports: { label: "Об'єднані звіти", value: false },
  thirdLogisticsStep: { label: 'Третій крок логістики', value: false },
  upselling: { label: 'Додаткові продажі (апселінг)', value: true },
  onlinePayment: { label: 'Онлайн-оплата', value: true },
  labPayment: { label: 'Оплата в лабораторії', value: false },
  birthdayRequired: { label: "Дата народження обов'язкова", value: false },
  phoneMask: { label: 'Маска телефону +38', value: true },
  rowsPerPage: { label: 'Рядків на сторінці', value: 15 },
} as const satisfies Record<string, { label: string; value: boolean | number }>

export type SystemModuleKey = keyof typeof systemModuleDefaults
export const systemModuleKeys = Object.keys(systemModuleDefaults) as SystemModuleKey[]

export const systemModulesSchema = z
  .object({
    joinReports: z.boolean(),
    thirdLogisticsStep: z.boolean(),
    upselling: z.boolean(),
    onlinePayment: z.boolean(),
    labPayment: z.boolean(),
    birthdayRequired: z.boolean(),
    phoneMask: z.boolean(),
    rowsPerPage: int4().min(5).max(100),
  })
  .meta({ id: 'SystemModules' })
export type SystemModules = z.infer<typeof systemModulesSchema>
