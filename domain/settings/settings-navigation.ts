/**
 * The settings area's navigation (spec 001 §2 "Settings area"): groups and their pages, with the
 * Ukrainian labels the menu shows. Served by GET /settings; the PWA's settings screens use the paths.
 */
import type { SettingsNavigation } from '../references/reference.schema'

type Group = [key: string, label: string, pages: Array<[key: string, label: string]>]

// prettier-ignore
const groups: Group[] = [
  ['general', 'Загальні', [
    ['basic-settings', 'Основні налаштування'], ['cities-filial', 'Міста і філії'], ['modules', 'Модулі системи'],
    ['param-api-reference-type', 'Типи параметрів API'], ['personal-settings', 'Персональні налаштування'],
    ['promo-codes', 'Промокоди'], ['protocol-delete-reasons', 'Причини видалення протоколів'],
    ['reasons-canceling-orders', 'Причини скасування замовлень'], ['rights', 'Права і ролі'], ['staff', 'Персонал'],
  ]],
  ['medical-center', 'Медичний центр', [
    ['cabinets-filial', 'Кабінети філій'], ['contracts', 'Договори'], ['schedule', 'Розклад'],
    ['specializations', 'Спеціалізації'], ['staff-groups', 'Групи персоналу'], ['weekend-reasons', 'Причини вихідних'],
  ]],
  ['laboratory', 'Лабораторія', [
    ['analyzers', 'Аналізатори'], ['barcodes', 'Штрихкоди'], ['blood-points', 'Пункти забору'], ['cities', 'Міста'],
    ['containers', 'Контейнери'], ['departments', 'Відділення'], ['favorites-mc-test', 'Улюблені аналізи'],
    ['filial-laboratories', 'Лабораторії філій'], ['medical-center-materials', 'Біоматеріали'],
    ['norm-groups', 'Нормогрупи'], ['primary-protocols', 'Первинні протоколи'],
    ['promotional-tests', 'Акційні аналізи'], ['staging-tests', 'Етапи аналізів'], ['states', 'Статуси'],
    ['units', 'Одиниці виміру'],
  ]],
  ['finances', 'Фінанси', [
    ['discounts', 'Знижки'], ['guiding-organizations', 'Направляючі організації'],
    ['insurance-companies', 'Контрагенти'], ['legal-entities', 'Юридичні особи'], ['mc-tests', 'Аналізи'],
    ['payment-types', 'Типи оплат'], ['price-lists', 'Прайс-листи'], ['mass-attachment', 'Масове прикріплення'],
    ['position', 'Позиції'], ['services', 'Послуги'],
  ]],
  ['call-center', 'Кол-центр', [['call-results', 'Результати дзвінків'], ['call-types', 'Типи дзвінків']]],
  ['integrations', 'Інтеграції', [
    ['param-api-reference', 'Довідники параметрів API'], ['sms', 'SMS'], ['telegram', 'Telegram'],
  ]],
  ['marketing', 'Маркетинг', [['site', 'Сайт']]],
  ['protocols', 'Протоколи', [
    ['constructors', 'Конструктори'], ['lab-text', 'Лабораторні тексти'],
    ['laboratory-diagnostics', 'Лабораторна діагностика'], ['laboratory-diagnostics-group', 'Групи лабораторної діагностики'],
    ['preparation-group', 'Групи препаратів'], ['preparations', 'Препарати'], ['research-tools', 'Інструменти досліджень'],
    ['research-tools-group', 'Групи інструментів досліджень'], ['templates', 'Шаблони'], ['vendors', 'Виробники'],
  ]],
  ['task-manager', 'Менеджер задач', [
    ['general-setting', 'Загальні налаштування'], ['task-document-category', 'Категорії документів'],
    ['task-topics', 'Теми задач'],
  ]],
  ['warehouse', 'Склад', [
    ['nomenclature', 'Номенклатура'], ['nomenclature-units', 'Одиниці номенклатури'],
    ['stock-categories', 'Категорії товарів'], ['stocks', 'Склади'], ['suppliers', 'Постачальники'],
    ['warehouse-groups', 'Групи складів'],
  ]],
]

/** The settings navigation tree; items carry the PWA path of their page. */
export const settingsNavigation: SettingsNavigation = groups.map(([key, value, pages]) => ({
  key,
  value,
  items: pages.map(([page, label]) => ({ key: page, value: label, path: `/settings/${key}/${page}` })),
}))
