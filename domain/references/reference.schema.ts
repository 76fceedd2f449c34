/**
 * Answers of the reference endpoints of spec 000 §7 and spec 001 §7. Most are key/value option lists
 * `{data: Option[]}` (options may carry extra fields); the few other shapes are described here. Every
 * answer carries a weak ETag: send it back in If-None-Match to get 304 when the set did not change.
 */
import { z } from 'zod'
import { optionSchema } from './option.schema'

export const referenceListResponseSchema = z
  .object({ data: z.array(optionSchema) })
  .meta({ id: 'ReferenceList' })
export type ReferenceList = z.infer<typeof referenceListResponseSchema>

/** Common filters of the references that take a query; unknown keys are ignored (passed through). */
export const referenceQuerySchema = z.looseObject({
  search: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
})

/** One node of the lab test tree (two levels of categories, tests below them). */
export const mcTestTreeItemSchema = z
  .looseObject({
    key: z.number().int(),
    value: z.string(),
    type: z.enum(['category', 'test']),
    existsChild: z.boolean(),
  })
  .meta({ id: 'McTestTreeItem' })
export const mcTestTreeResponseSchema = z
  .object({ data: z.array(mcTestTreeItemSchema) })
  .meta({ id: 'McTestTree' })

/** One lab test with the fields of spec 001 §3 "Test" that the database holds. */
export const mcTestSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    version: z.number().int(),
    code: z.string(),
    name: z.string(),
    nameUk: z.string(),
    nameRu: z.string().nullable(),
    synonyms: z.string().nullable(),
    categoryId: z.number().int().nullable(),
    testType: z.number().int(),
    analizatorType: z.enum(['default', 'protocol']),
    resultMode: z.enum(['default', 'doubleResult', 'noResult']),
    crmContainerId: z.number().int().nullable(),
    medicalCenterMaterialId: z.number().int().nullable(),
    crmDepartmentId: z.number().int().nullable(),
    workDays: z.number().int(),
    /** Sample volume the test takes from its container, ml; null when not set. */
    volume: z.number().positive().nullable(),
    package: z.boolean(),
    /** The tests a package is made of, in the lab's order (none for a plain test). */
    packageTestsIds: z.array(z.number().int()),
    published: z.boolean(),
  })
  .meta({ id: 'McTest' })
export const mcTestResponseSchema = z.object({ data: mcTestSchema }).meta({ id: 'McTestResponse' })

const owner = z.object({
  type: z.enum(['filial', 'blood_point', 'insurance_company']),
  ownerId: z.number().int(),
  filialId: z.number().int().nullable(),
  id: z.number().int(),
})
export const activePriceListSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(['services', 'tests']),
    cityId: z.number().int().nullable(),
    discount: z.number().int(),
    maxDiscountPercent: z.number().int(),
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    perpetual: z.boolean(),
    owners: z.array(owner),
    filials: z.array(owner.omit({ filialId: true })),
    /** The contractor whose own list this is (chosen for its orders), else null. */
    insuranceCompanyId: z.number().int().nullable(),
  })
  .meta({ id: 'ActivePriceList' })
export type ActivePriceList = z.infer<typeof activePriceListSchema>
export const activePriceListQuerySchema = z.looseObject({
  cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  filialId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The order's contractor: its own published, valid lists for the place win. */
  insuranceCompanyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})
/** The active services and tests price lists for a place (null where none applies). */
export const activePriceListResponseSchema = z
  .object({
    data: z.object({ services: activePriceListSchema.nullable(), tests: activePriceListSchema.nullable() }),
  })
  .meta({ id: 'ActivePriceListResponse' })

/** Doctors with the services they perform (the default layout's service-doctor reference). */
export const doctorServicesResponseSchema = z
  .object({
    data: z.array(
      z.object({
        key: z.number().int(),
        value: z.string(),
        services: z.array(z.object({ serviceId: z.number().int() })),
      }),
    ),
  })
  .meta({ id: 'DoctorServices' })

export const crmSettingQuerySchema = z.looseObject({ settingName: z.string().min(1).max(100) })
export const crmSettingResponseSchema = z
  .object({ data: z.object({ settingName: z.string(), value: z.record(z.string(), z.unknown()) }) })
  .meta({ id: 'CrmSetting' })

export const legalInfoResponseSchema = z
  .object({
    data: z.object({
      param: z.string(),
      title: z.string(),
      items: z.array(z.object({ title: z.string(), text: z.string() })),
    }),
  })
  .meta({ id: 'LegalInfo' })

export const applicationBaseResponseSchema = z
  .object({
    data: z.object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      site: z.string(),
      address: z.string(),
      contactHours: z.array(z.object({ days: z.string(), hours: z.string() })),
      currency: z.object({ code: z.string(), symbol: z.string() }),
      languages: z.array(optionSchema),
      appVersion: z.string(),
    }),
  })
  .meta({ id: 'ApplicationBase' })

export const settingsNavigationResponseSchema = z
  .object({
    data: z.array(
      z.object({
        key: z.string(),
        value: z.string(),
        items: z.array(z.object({ key: z.string(), value: z.string(), path: z.string() })),
      }),
    ),
  })
  .meta({ id: 'SettingsNavigation' })
export type SettingsNavigation = z.infer<typeof settingsNavigationResponseSchema>['data']
