/**
 * Answers of the reference endpoints of spec 000 §7 and spec 001 §7. Most are key/value option lists
 * `{data: Option[]}` (options may carry extra fields); the few other shapes are described here. Every
 * answer carries a weak ETag: send it back in If-None-Match to get 304 when the set did not change.
 */
import { z } from 'zod'
import { idParam, int4, queryInt, text } from '../api/scalars'
import { optionSchema } from './option.schema'
import { mcTestSchema } from '../laboratory/mc-test.schema'

export const referenceListResponseSchema = z
  .object({ data: z.array(optionSchema) })
  .meta({ id: 'ReferenceList' })
export type ReferenceList = z.infer<typeof referenceListResponseSchema>

/** Common filters of the references that take a query; unknown keys are ignored (passed through). */
export const referenceQuerySchema = z.looseObject({
  search: text().max(100).optional(),
  limit: queryInt(1, 1000).optional(),
})

/** One node of the lab test tree (two levels of categories, tests below them). */
export const mcTestTreeItemSchema = z
  .looseObject({
    key: int4(),
    value: text(),
    type: z.enum(['category', 'test']),
    existsChild: z.boolean(),
  })
  .meta({ id: 'McTestTreeItem' })
export const mcTestTreeResponseSchema = z
  .object({ data: z.array(mcTestTreeItemSchema) })
  .meta({ id: 'McTestTree' })

/** One lab test with the fields of spec 001 §3 "Test": the test editor's record. */
export { mcTestSchema }
export const mcTestResponseSchema = z.object({ data: mcTestSchema }).meta({ id: 'McTestResponse' })

const owner = z.object({
  type: z.enum(['filial', 'blood_point', 'insurance_company']),
  ownerId: int4(),
  filialId: int4().nullable(),
  id: int4(),
})
export const activePriceListSchema = z
  .object({
    id: int4(),
    name: text(),
    type: z.enum(['services', 'tests']),
    cityId: int4().nullable(),
    discount: int4(),
    maxDiscountPercent: int4(),
    dateFrom: text().nullable(),
    dateTo: text().nullable(),
    perpetual: z.boolean(),
    owners: z.array(owner),
    filials: z.array(owner.omit({ filialId: true })),
    /** The contractor whose own list this is (chosen for its orders), else null. */
    insuranceCompanyId: int4().nullable(),
  })
  .meta({ id: 'ActivePriceList' })
export type ActivePriceList = z.infer<typeof activePriceListSchema>
export const activePriceListQuerySchema = z.looseObject({
  cityId: idParam().optional(),
  filialId: idParam().optional(),
  /** The order's contractor: its own published, valid lists for the place win. */
  insuranceCompanyId: idParam().optional(),
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
        key: int4(),
        value: text(),
        services: z.array(z.object({ serviceId: int4() })),
      }),
    ),
  })
  .meta({ id: 'DoctorServices' })

export const crmSettingQuerySchema = z.looseObject({ settingName: text().min(1).max(100) })
export const crmSettingResponseSchema = z
  .object({ data: z.object({ settingName: text(), value: z.record(text(), z.unknown()) }) })
  .meta({ id: 'CrmSetting' })

export const legalInfoResponseSchema = z
  .object({
    data: z.object({
      param: text(),
      title: text(),
      items: z.array(z.object({ title: text(), text: text() })),
    }),
  })
  .meta({ id: 'LegalInfo' })

export const applicationBaseResponseSchema = z
  .object({
    data: z.object({
      name: text(),
      phone: text(),
      email: text(),
      site: text(),
      address: text(),
      contactHours: z.array(z.object({ days: text(), hours: text() })),
      currency: z.object({ code: text(), symbol: text() }),
      languages: z.array(optionSchema),
      appVersion: text(),
    }),
  })
  .meta({ id: 'ApplicationBase' })

export const settingsNavigationResponseSchema = z
  .object({
    data: z.array(
      z.object({
        key: text(),
        value: text(),
        items: z.array(z.object({ key: text(), value: text(), path: text() })),
      }),
    ),
  })
  .meta({ id: 'SettingsNavigation' })
export type SettingsNavigation = z.infer<typeof settingsNavigationResponseSchema>['data']
