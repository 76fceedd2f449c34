/** A protocol as the server answers it, for tests: a requested one with one template to choose. */
import { protocolSchema, type Protocol } from '../../../../domain/protocols/protocol.schema'
import type { TemplateIndicator } from '../../../../domain/protocols/template-rules'

export const indicator = (over: Partial<TemplateIndicator> & { code: string }): TemplateIndicator => ({
  label: over.code,
  widget: 'input',
  unit: null,
  decimals: null,
  normMin: null,
  normMax: null,
  formula: null,
  parentCode: null,
  ...over,
})

/** A check-up template: weight (required) and height, the BMI worked out from them, and a note. */
export const vitals = {
  templateId: 3,
  name: 'Огляд',
  pageFormat: 'A4' as const,
  autoApproveMinutes: null,
  indicators: [
    indicator({ code: 'weight', label: 'Вага', widget: 'number', unit: 'кг', required: true }),
    indicator({ code: 'height', label: 'Зріст', widget: 'number', unit: 'см' }),
    indicator({
      code: 'bmi',
      label: 'ІМТ',
      widget: 'number',
      formula: 'weight / (height / 100) ^ 2',
      decimals: 1,
      normMin: 18.5,
      normMax: 25,
    }),
    indicator({ code: 'note', label: 'Примітка', widget: 'input', defaultValue: 'без змін' }),
  ],
}

export function buildProtocol(over: Partial<Protocol> = {}): Protocol {
  return protocolSchema.parse({
    id: 7,
    state: 'requested',
    version: 0,
    orderId: 11,
    orderCode: 'MC-11',
    clientId: 5,
    patient: 'Коваль Олена',
    birthday: '1990-04-02',
    subject: { type: 'service', id: 2, name: 'Консультація терапевта', packageName: null },
    doctor: null,
    assistant: null,
    visitAt: null,
    nextVisitDate: null,
    conclusion: '',
    comment: '',
    sheets: [],
    pageFormat: 'A4',
    savedAt: null,
    savedBy: null,
    approvedAt: null,
    approvedBy: null,
    autoApproved: false,
    autoApproveAt: null,
    deletedAt: null,
    deleteReason: null,
    files: [],
    centre: {
      name: 'Медична мережа «Клінік Офіс»',
      legalName: 'ТОВ «Клінік Офіс»',
      legalTaxCode: '43210987',
      legalAddress: 'м. Київ',
      address: 'м. Київ',
      phone: '+380443334400',
      email: '',
    },
    may: { save: true, approve: true, delete: true, download: false },
    choices: {
      templates: [vitals],
      doctors: [
        { id: 1, name: 'Шевчук А. М.' },
        { id: 2, name: 'Бондар О. І.' },
      ],
      staff: [{ id: 9, name: 'Мельник І.' }],
      deleteReasons: [{ id: 1, name: 'Помилка' }],
    },
    ...over,
  })
}

/** The demo «Рецепт» template (server/db/seed/protocol-dictionaries.ts) with a drug, its dose and days. */
export const prescription = {
  templateId: 8,
  name: 'Рецепт',
  pageFormat: 'A5' as const,
  autoApproveMinutes: 60,
  indicators: [
    indicator({ code: 'preparation', label: 'Препарат', widget: 'search-select', required: true }),
    indicator({ code: 'dose', label: 'Дозування', widget: 'input', required: true }),
    indicator({ code: 'days', label: 'Тривалість, днів', widget: 'number', decimals: 0 }),
  ],
}
