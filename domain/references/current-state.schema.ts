/**
 * The reference store loaded once per session from GET /current-state (spec 000 §3 "Reference store").
 * Every set is a list of key/value options; some carry extra fields (city, color, region...).
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { insurerCartOptionSchema } from '../insurance-companies/insurance-company.schema'
import { systemModulesSchema } from '../settings/system-modules'
import { optionSchema } from './option.schema'

// Still offered here for the server's modules, which know the option as part of this contract.
export { optionSchema, type Option } from './option.schema'

const options = z.array(optionSchema)

export const filialOptionSchema = z
  .object({
    key: z.union([z.number(), z.literal('')]),
    value: text(),
    city: z.number().nullable(),
    color: text().nullable(),
  })
  .meta({ id: 'FilialOption' })

/** Names of the key/value sets, in the spec's order. */
export const referenceSetNames = [
  'cities',
  'regions',
  'contracts',
  'filials',
  'companies',
  'genders',
  'staffGroups',
  'specializations',
  'cabinets',
  'roles',
  'bloodPoints',
  'requestGroups',
  'billingAccounts',
  'departments',
  'ppoList',
  'warehouses',
  'patientStates',
  'insuranceCompaniesForCart',
  'depositTypes',
  'depositItemTypes',
  'orderStates',
  'orderMcTestStates',
  'orderCancelReasons',
  'priceLists',
  'internalCities',
  'primaryProtocolDimension',
  'printTypes',
  'paymentTypes',
  'storageUnits',
  'useUnits',
  'medicalCenter',
  'legalEntities',
  'invoiceTypes',
  'invoiceStates',
  'invoiceReasons',
  'currencies',
  'staffReferences',
  'weekendReasons',
  'exportExcel',
] as const
export type ReferenceSetName = (typeof referenceSetNames)[number]

const sets = Object.fromEntries(referenceSetNames.map((n) => [n, options])) as Record<
  ReferenceSetName,
  typeof options
>

export const currentStateSchema = z
  .object({
    ...sets,
    /** Published contractors with what their contracts cover (the old option fields kept). */
    insuranceCompaniesForCart: z.array(insurerCartOptionSchema),
    permissions: z.array(z.object({ key: text(), value: text(), group: text() })),
    filialsForSelect: z.array(filialOptionSchema),
    applyUaPhoneMask: z.boolean(),
    modules: systemModulesSchema,
  })
  .meta({ id: 'CurrentState' })
export type CurrentState = z.infer<typeof currentStateSchema>

export const currentStateResponseSchema = z
  .object({ data: currentStateSchema })
  .meta({ id: 'CurrentStateResponse' })

/** The label of the first filialsForSelect option (empty key = every filial). */
export const allFilialsLabel = 'Всі філії'
