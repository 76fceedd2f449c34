/** Demo data of the protocols' dictionaries: vendors, research kinds, preparations, lab diagnostics, texts. */
import type { Tx } from '../client'
import {
  labDiagnosticGroups,
  labDiagnostics,
  labTexts,
  preparationGroups,
  preparations,
  protocolVendors,
  researchToolGroups,
  researchTools,
  protocolTemplates,
} from '../schema/protocol-dictionaries'
import type { TemplateIndicator } from '../../../domain/protocols/template-rules'
import { idsBy, insertIfEmpty, need } from './seed-helpers'

const vendors: Array<[string, string]> = [
  ['Дарниця', 'Україна'],
  ['Фармак', 'Україна'],
  ['Артеріум', 'Україна'],
  ['Bayer', 'Німеччина'],
  ['GE HealthCare', 'США'],
  ['Philips', 'Нідерланди'],
  ['Schiller', 'Швейцарія'],
]

const researchGroups = ['Ультразвукова діагностика', 'Функціональна діагностика', 'Ендоскопія']
/** [name, group, vendor] */
const research: Array<[string, string, string | null]> = [
  ['УЗД органів черевної порожнини', 'Ультразвукова діагностика', 'GE HealthCare'],
  ['УЗД щитоподібної залози', 'Ультразвукова діагностика', 'GE HealthCare'],
  ['Ехокардіографія', 'Ультразвукова діагностика', 'Philips'],
  ['Електрокардіографія (ЕКГ)', 'Функціональна діагностика', 'Schiller'],
  ['Спірометрія', 'Функціональна діагностика', 'Schiller'],
  ['Гастроскопія', 'Ендоскопія', null],
]

const prepGroups = ['Анальгетики й жарознижувальні', 'Антибіотики', 'Вітаміни та мінерали', 'Серцево-судинні']
/** [name, group, vendor, dosage] */
const preps: Array<[string, string, string, string]> = [
  ['Парацетамол', 'Анальгетики й жарознижувальні', 'Дарниця', 'таблетки 500 мг'],
  ['Ібупрофен', 'Анальгетики й жарознижувальні', 'Фармак', 'таблетки 200 мг'],
  ['Амоксицилін', 'Антибіотики', 'Артеріум', 'капсули 500 мг'],
  ['Вітамін D3', 'Вітаміни та мінерали', 'Фармак', 'краплі 2000 МО'],
  ['Аспірин Кардіо', 'Серцево-судинні', 'Bayer', 'таблетки 100 мг'],
]

const diagGroups = ['Загальний аналіз крові', 'Біохімія крові']
/** [name, group, norm] */
const diagnostics: Array<[string, string, string]> = [
  ['Гемоглобін', 'Загальний аналіз крові', '120–160 г/л'],
  ['Лейкоцити', 'Загальний аналіз крові', '4,0–9,0 ×10⁹/л'],
  ['Тромбоцити', 'Загальний аналіз крові', '180–320 ×10⁹/л'],
  ['Глюкоза', 'Біохімія крові', '3,9–5,5 ммоль/л'],
  ['Холестерин загальний', 'Біохімія крові', 'до 5,2 ммоль/л'],
  ['Креатинін', 'Біохімія крові', '62–115 мкмоль/л'],
]

const texts: Array<[string, string]> = [
  ['Норма', 'Патологічних змін не виявлено.'],
  ['Контроль через місяць', 'Рекомендовано повторний огляд і контроль аналізів через 1 місяць.'],
  ['Консультація кардіолога', 'Рекомендовано консультацію кардіолога з результатами ЕКГ.'],
  ['Дієта', 'Дотримуватися дієти зі зниженим вмістом солі та тваринних жирів; пити достатньо води.'],
]

const row = (
  code: string,
  label: string,
  widget: TemplateIndicator['widget'],
  more: Partial<TemplateIndicator> = {},
): TemplateIndicator => ({
  code,
  label,
  widget,
  required: false,
  unit: null,
  decimals: null,
  normMin: null,
  normMax: null,
  formula: null,
  parentCode: null,
  options: null,
  defaultValue: null,
  fontSize: null,
  ...more,
})

/** A therapist's examination: measurements, the calculated BMI and mean arterial pressure, a conclusion. */
export const demoTherapistTemplate: TemplateIndicator[] = [
  row('complaints', 'Скарги', 'textarea'),
  row('condition', 'Загальний стан', 'select', {
    options: 'задовільний; середньої тяжкості; тяжкий',
    defaultValue: 'задовільний',
  }),
  row('weight', 'Вага', 'number', { required: true, unit: 'кг', decimals: 1 }),
  row('height', 'Зріст', 'number', { required: true, unit: 'м', decimals: 2 }),
  row('bmi', 'Індекс маси тіла', 'number', {
    unit: 'кг/м²',
    decimals: 1,
    normMin: 18.5,
    normMax: 24.9,
    formula: 'round(weight / height ^ 2, 1)',
  }),
  row('sys', 'Тиск систолічний', 'number', { unit: 'мм рт. ст.', normMin: 90, normMax: 139 }),
  row('dia', 'Тиск діастолічний', 'number', { unit: 'мм рт. ст.', normMin: 60, normMax: 89 }),
  row('map', 'Середній артеріальний тиск', 'number', {
    unit: 'мм рт. ст.',
    decimals: 0,
    formula: 'round((sys + 2 * dia) / 3)',
    parentCode: 'sys',
  }),
  row('recommendations', 'Рекомендації', 'textarea', { required: true }),
]

export async function seedProtocolDictionaries(tx: Tx): Promise<void> {
  await insertIfEmpty(tx, protocolTemplates, () => [
    { name: 'Огляд терапевта', pageFormat: 'A4', indicators: demoTherapistTemplate },
    {
      name: 'Рецепт',
      pageFormat: 'A5',
      // No calculated indicators: approved by itself an hour after the end of the visit's day.
      autoApproveMinutes: 60,
      indicators: [
        row('preparation', 'Препарат', 'search-select', {
          required: true,
          options: 'Парацетамол 500 мг; Ібупрофен 200 мг; Амоксицилін 500 мг; Лоратадин 10 мг',
        }),
        row('dose', 'Дозування', 'input', { required: true }),
        row('days', 'Тривалість, днів', 'number', { decimals: 0 }),
      ],
    },
  ])
  await insertIfEmpty(tx, protocolVendors, () => vendors.map(([name, country]) => ({ name, country })))
  const vendorIds = await idsBy(tx, protocolVendors, protocolVendors.name, protocolVendors.id)
  const vendor = (name: string | null) => (name === null ? null : need(vendorIds, name, 'vendor'))

  await insertIfEmpty(tx, researchToolGroups, () => researchGroups.map((name) => ({ name })))
  const rGroups = await idsBy(tx, researchToolGroups, researchToolGroups.name, researchToolGroups.id)
  await insertIfEmpty(tx, researchTools, () =>
    research.map(([name, group, v]) => ({
      name,
      groupId: need(rGroups, group, 'research group'),
      vendorId: vendor(v),
    })),
  )

  await insertIfEmpty(tx, preparationGroups, () => prepGroups.map((name) => ({ name })))
  const pGroups = await idsBy(tx, preparationGroups, preparationGroups.name, preparationGroups.id)
  await insertIfEmpty(tx, preparations, () =>
    preps.map(([name, group, v, dosage]) => ({
      name,
      groupId: need(pGroups, group, 'preparation group'),
      vendorId: vendor(v),
      dosage,
    })),
  )

  await insertIfEmpty(tx, labDiagnosticGroups, () => diagGroups.map((name) => ({ name })))
  const dGroups = await idsBy(tx, labDiagnosticGroups, labDiagnosticGroups.name, labDiagnosticGroups.id)
  await insertIfEmpty(tx, labDiagnostics, () =>
    diagnostics.map(([name, group, norm]) => ({
      name,
      groupId: need(dGroups, group, 'diagnostic group'),
      norm,
    })),
  )

  await insertIfEmpty(tx, labTexts, () => texts.map(([name, body]) => ({ name, body })))
}
