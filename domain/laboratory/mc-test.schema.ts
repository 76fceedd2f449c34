/**
 * The test editor's record (spec 001 §2 finances/mc-tests, §3 "Test", §5): the fields of spec 001 §3 by
 * their spec names, the tests a package is made of and the results' indicators. One schema for the
 * form and the API; the rules that need only the record (a package's tests, a collection service, the
 * options of a select indicator, indicator codes) are checked here, what needs the database (a package
 * in a package, an external laboratory, unknown references) by the write path.
 */
import { z } from 'zod'
import { INT4_MAX, int4, queryInt, text } from '../api/scalars'
import { packageMessages } from '../references/mc-test-package'
import { checkFormula, FORMULA_MAX_LENGTH, formulaMessages, formulaOrder } from '../protocols/formula'

export const mcTestMessages = {
  ...packageMessages,
  codeTaken: 'Аналіз з таким кодом вже є',
  codeRequired: 'Вкажіть код аналізу',
  codeShape: 'Код: літери, цифри, «.», «-», «_» або «/», без пробілів',
  nameRequired: 'Вкажіть назву аналізу',
  categoryRequired: 'Оберіть категорію',
  unknownCategory: 'Такої категорії немає: оберіть зі списку',
  unknownRef: 'Такого запису немає: оберіть зі списку',
  packageNeedsTests: 'Оберіть аналізи, з яких складається пакет',
  packageIsDefault: 'Пакет — це звичайний аналіз (тип 1), не послуга забору',
  collectionHasNoCollection: 'Послуга забору матеріалу сама не має послуги забору',
  notACollectionService: 'Оберіть послугу забору матеріалу (аналіз типу 2)',
  externalNoContainer: 'Аналіз зовнішньої лабораторії не має контейнера й відділення',
  volume: 'Обʼєм — число від 0,01 до 9999,99 мл, не більше двох знаків після коми',
  workDays: 'Термін виконання — ціле число робочих днів від 0 до 365',
  weekdays: 'Оберіть хоча б один день виконання',
  indicatorCodeTaken: 'Код показника повторюється',
  indicatorOptions: 'Додайте варіанти відповіді для показника зі списком',
  formulaNumericOnly: 'Формула можлива лише для числового показника',
  inUse: 'Аналіз неможливо видалити: він вже використовується',
  loadFailed: 'Дані не були завантаженні',
  saveFailed: 'Аналіз не збережено',
} as const

const idOf = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message)
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Не довше ${max} символів`)
    .nullable()
    .transform((v) => (v ? v : null))
const optionalId = idOf(mcTestMessages.unknownRef).nullable()

export const testTypes = [
  { value: 1, label: 'Аналіз' },
  { value: 2, label: 'Послуга забору матеріалу' },
] as const
export const analyzerTypes = [
  { value: 'default', label: 'Звичайний' },
  { value: 'protocol', label: 'Протокол' },
] as const
export const resultModes = [
  { value: 'default', label: 'Один результат' },
  { value: 'doubleResult', label: 'Подвійний результат' },
  { value: 'noResult', label: 'Без результату' },
] as const
export const resultTypes = [
  { value: 'numeric', label: 'Число' },
  { value: 'text', label: 'Текст' },
  { value: 'select', label: 'Вибір зі списку' },
] as const
export const weekdayNames = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'] as const

export const indicatorSchema = z.object({
  /** An indicator the test has (kept, with its id); none: a new one. */
  id: idOf('Такого показника немає').optional(),
  code: text({ error: 'Вкажіть код показника' })
    .trim()
    .min(1, 'Вкажіть код показника')
    .max(50, 'Код: не довше 50 символів')
    .regex(
      /^[\p{L}\p{N}][\p{L}\p{N}._/#%-]*$/u,
      'Код показника: літери, цифри, «.», «-», «_», «#», «%» без пробілів',
    ),
  name: text({ error: 'Вкажіть назву показника' })
    .trim()
    .min(1, 'Вкажіть назву показника')
    .max(255, 'Назва: не довше 255 символів'),
  unitId: idOf('Такої одиниці немає: оберіть зі списку').nullable(),
  decimals: z
    .number({ error: 'Знаків після коми — від 0 до 6' })
    .int('Знаків після коми — від 0 до 6')
    .min(0, 'Знаків після коми — від 0 до 6')
    .max(6, 'Знаків після коми — від 0 до 6'),
  resultType: z.enum(['numeric', 'text', 'select'], { error: 'Оберіть тип результату' }),
  options: z
    .array(text().trim().min(1, 'Варіант не може бути порожнім').max(100, 'Варіант: не довше 100 символів'))
    .max(50, 'Не більше 50 варіантів'),
  /**
   * A calculated indicator's formula over the test's other numeric indicators by their codes (domain/
   * protocols/formula.ts: + − * / ^, round, min, max…): its value is worked out when the others are saved,
   * never typed. Empty: typed (or sent by an analyzer).
   */
  formula: text()
    .trim()
    .max(FORMULA_MAX_LENGTH, `Формула: не довше ${FORMULA_MAX_LENGTH} символів`)
    .nullish()
    .transform((f) => f || null),
  /** Normogroups (reference ranges) of the indicator, by id. */
  normGroupIds: z.array(idOf('Такої нормогрупи немає: оберіть зі списку')).max(50, 'Не більше 50 нормогруп'),
})
export type Indicator = z.infer<typeof indicatorSchema>

const fields = {
  code: text({ error: mcTestMessages.codeRequired })
    .trim()
    .min(1, mcTestMessages.codeRequired)
    .max(50, 'Код: не довше 50 символів')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u, mcTestMessages.codeShape),
  nameUk: text({ error: mcTestMessages.nameRequired })
    .trim()
    .min(1, mcTestMessages.nameRequired)
    .max(255, 'Назва: не довше 255 символів'),
  nameRu: optionalText(255),
  synonyms: optionalText(1000),
  categoryId: idOf(mcTestMessages.categoryRequired),
  testType: z.union([z.literal(1), z.literal(2)], { error: 'Оберіть тип аналізу' }),
  analizatorType: z.enum(['default', 'protocol'], { error: 'Оберіть тип аналізатора' }),
  resultMode: z.enum(['default', 'doubleResult', 'noResult'], { error: 'Оберіть режим результату' }),
  /** null: the network's own laboratory. */
  laboratoryId: optionalId,
  crmDepartmentId: optionalId,
  crmContainerId: optionalId,
  containerAdditionalId: optionalId,
  medicalCenterMaterialId: optionalId,
  materialCollectionServiceId: optionalId,
  volume: z
    .number({ error: mcTestMessages.volume })
    .min(0.01, mcTestMessages.volume)
    .max(9999.99, mcTestMessages.volume)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, mcTestMessages.volume)
    .nullable(),
  workDays: z
    .number({ error: mcTestMessages.workDays })
    .int(mcTestMessages.workDays)
    .min(0, mcTestMessages.workDays)
    .max(365, mcTestMessages.workDays),
  runWeekdays: z
    .array(z.number().int().min(1, mcTestMessages.weekdays).max(7, mcTestMessages.weekdays))
    .min(1, mcTestMessages.weekdays)
    .max(7, mcTestMessages.weekdays)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  externalId: optionalText(100),
  externalName: optionalText(255),
  externalMaterialId: optionalText(100),
  externalMaterialName: optionalText(255),
  defaultParamApi: optionalId,
  buhCode: optionalText(50),
  buhCodeMaterial: optionalText(50),
  uniqueTest: z.boolean(),
  hasUniqueTests: z.boolean(),
  package: z.boolean(),
  packageFull: z.boolean(),
  packageTestsIds: z.array(idOf(mcTestMessages.unknownTest)).max(200, 'Не більше 200 аналізів у пакеті'),
  sHelp: optionalText(5000),
  published: z.boolean(),
  indicators: z.array(indicatorSchema).max(100, 'Не більше 100 показників'),
}

type Fields = { [K in keyof typeof fields]: z.infer<(typeof fields)[K]> }

/** The rules of one record, as [path, message]: shared by the form and the write path. */
export function mcTestRecordIssues(v: Partial<Fields>): Array<[Array<string | number>, string]> {
  const out: Array<[Array<string | number>, string]> = []
  if (v.package === false && (v.packageTestsIds?.length ?? 0) > 0)
    out.push([['packageTestsIds'], mcTestMessages.notAPackage])
  if (v.package === true && v.packageTestsIds !== undefined && v.packageTestsIds.length === 0)
    out.push([['packageTestsIds'], mcTestMessages.packageNeedsTests])
  if (v.package === true && v.testType === 2) out.push([['testType'], mcTestMessages.packageIsDefault])
  if (v.testType === 2 && v.materialCollectionServiceId)
    out.push([['materialCollectionServiceId'], mcTestMessages.collectionHasNoCollection])
  const codes = new Map<string, number>()
  v.indicators?.forEach((ind, i) => {
    const key = ind.code.trim().toLowerCase()
    if (codes.has(key)) out.push([['indicators', i, 'code'], mcTestMessages.indicatorCodeTaken])
    else codes.set(key, i)
    if (ind.resultType === 'select' && ind.options.length === 0)
      out.push([['indicators', i, 'options'], mcTestMessages.indicatorOptions])
  })
  out.push(...formulaIssues(v.indicators ?? []))
  return out
}

/**
 * The calculated indicators' formulas: on numeric indicators only, reading the test's other numeric
 * indicators by code, with no cycle between them (spec 001 §5's «fields not found or formula wrong»).
 */
function formulaIssues(
  indicators: ReadonlyArray<Pick<Indicator, 'code' | 'resultType' | 'formula'>>,
): Array<[Array<string | number>, string]> {
  const out: Array<[Array<string | number>, string]> = []
  const numeric = indicators.filter((ind) => ind.resultType === 'numeric').map((ind) => ind.code.trim())
  const reads = new Map<string, readonly string[]>()
  const at = new Map<string, number>()
  indicators.forEach((ind, i) => {
    if (!ind.formula) return
    const path = ['indicators', i, 'formula']
    if (ind.resultType !== 'numeric') return void out.push([path, mcTestMessages.formulaNumericOnly])
    const code = ind.code.trim()
    const checked = checkFormula(ind.formula, new Set(numeric.filter((c) => c !== code)))
    if (!checked.ok) return void out.push([path, `${checked.message}: ${checked.detail}`])
    reads.set(code, checked.formula.refs)
    at.set(code, i)
  })
  const order = formulaOrder(reads)
  if (!order.ok)
    out.push([
      ['indicators', at.get(order.cycle[0]!)!, 'formula'],
      `${formulaMessages.wrong}: формули читають одна одну по колу (${order.cycle.join(' → ')})`,
    ])
  return out
}

const withRules = <T extends z.ZodType<Partial<Fields>>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const [path, message] of mcTestRecordIssues(v)) ctx.addIssue({ code: 'custom', path, message })
  })

export const mcTestCreateSchema = withRules(z.object(fields).strict()).meta({ id: 'McTestCreate' })
export type McTestCreate = z.infer<typeof mcTestCreateSchema>
export type McTestFields = z.input<typeof mcTestCreateSchema>

export const mcTestPatchSchema = withRules(
  z
    .object(fields)
    .partial()
    .extend({ version: int4(0) })
    .strict(),
).meta({ id: 'McTestPatch' })
export type McTestPatch = z.infer<typeof mcTestPatchSchema>

const nullableText = text().nullable()
const nullableId = int4().nullable()

/** One test as the editor and GET /api/v2/mc-tests/{id} answer it (spec 001 §3 names). */
export const mcTestSchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    code: text(),
    name: text(),
    nameUk: text(),
    nameRu: nullableText,
    synonyms: nullableText,
    categoryId: nullableId,
    /** The category's names from the top; empty without a category. */
    categoryPath: z.array(text()),
    testType: int4(),
    analizatorType: z.enum(['default', 'protocol']),
    resultMode: z.enum(['default', 'doubleResult', 'noResult']),
    laboratoryId: nullableId,
    /** 'api' when an external laboratory does the test; null for the network's own. */
    laboratoryKind: z.enum(['internal', 'api']).nullable(),
    crmContainerId: nullableId,
    containerAdditionalId: nullableId,
    medicalCenterMaterialId: nullableId,
    crmDepartmentId: nullableId,
    materialCollectionServiceId: nullableId,
    workDays: int4(),
    runWeekdays: z.array(int4()),
    /** Sample volume the test takes from its container, ml; null when not set. */
    volume: z.number().positive().nullable(),
    externalId: nullableText,
    externalName: nullableText,
    externalMaterialId: nullableText,
    externalMaterialName: nullableText,
    defaultParamApi: nullableId,
    buhCode: nullableText,
    buhCodeMaterial: nullableText,
    uniqueTest: z.boolean(),
    hasUniqueTests: z.boolean(),
    package: z.boolean(),
    packageFull: z.boolean(),
    /** The tests a package is made of, in the lab's order (none for a plain test). */
    packageTestsIds: z.array(int4()),
    sHelp: nullableText,
    published: z.boolean(),
    indicators: z.array(
      indicatorSchema.extend({
        id: int4(),
        code: text(),
        name: text(),
        options: z.array(text()),
        formula: text().nullable(),
      }),
    ),
  })
  .meta({ id: 'McTest' })
export type McTest = z.infer<typeof mcTestSchema>

const yesNo = z.enum(['true', 'false'])

export const mcTestListQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(15),
    /** A part of the code, the name or a synonym. */
    search: text().trim().max(100).optional(),
    /** A category with its sub-categories. */
    category: queryInt(1).optional(),
    package: yesNo.optional(),
    published: yesNo.optional(),
    testType: z.enum(['1', '2']).optional(),
  })
  .strict()
export type McTestListQuery = z.infer<typeof mcTestListQuerySchema>

export const mcTestListRowSchema = z.object({
  id: int4(),
  version: int4(),
  code: text(),
  nameUk: text(),
  categoryPath: z.array(text()),
  testType: int4(),
  package: z.boolean(),
  /** How many tests a package is made of. */
  packageSize: int4(),
  container: nullableText,
  department: nullableText,
  laboratory: nullableText,
  workDays: int4(),
  published: z.boolean(),
})
export type McTestListRow = z.infer<typeof mcTestListRowSchema>

export const mcTestListSchema = z
  .object({
    data: z.array(mcTestListRowSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'McTestList' })
export type McTestList = z.infer<typeof mcTestListSchema>

const choice = z.object({ id: int4(), name: text() })
/** What the editor's selects offer, in one answer. */
export const mcTestChoicesSchema = z
  .object({
    /** Top-level categories each followed by its sub-categories, named "Категорія › Підкатегорія". */
    categories: z.array(choice),
    containers: z.array(choice),
    departments: z.array(choice),
    materials: z.array(choice),
    units: z.array(choice),
    laboratories: z.array(choice.extend({ kind: z.enum(['internal', 'api']) })),
    paramApis: z.array(choice),
    /** Tests of type 2 (material collection services), "code name". */
    collectionServices: z.array(choice),
    normGroups: z.array(choice),
  })
  .meta({ id: 'McTestChoices' })
export type McTestChoices = z.infer<typeof mcTestChoicesSchema>
