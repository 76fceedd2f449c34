/**
 * Settings (spec 000 §2.2, spec 001 §2): /settings/<group>/<page>, with the sub-routes of insurance
 * companies, tests and price lists. The spec puts no permission on settings in the menu; each page
 * checks its own edit rights when it is built. "general" comes first: it holds the main pages.
 */
import { taskRead } from '../tasks/task-access'
import type { NavIconName, NavNode } from './nav-node'

/** A settings page; `permissions` only where its every API route needs one (the menu then hides it). */
type Page = readonly [
  slug: string,
  title: string,
  hidden?: readonly NavNode[],
  permissions?: NavNode['permissions'],
]

const hidden = (key: string, title: string, path: string, children?: NavNode[]): NavNode => ({
  key,
  title,
  path,
  menu: false,
  ...(children && { children }),
})

const settingsGroup = (
  slug: string,
  title: string,
  icon: NavIconName,
  pages: readonly Page[],
  permissions?: NavNode['permissions'],
): NavNode => ({
  key: slug,
  title,
  icon,
  ...(permissions && { permissions }),
  children: pages.map(([page, pageTitle, sub, pagePermissions]) => ({
    key: page,
    title: pageTitle,
    path: `/settings/${slug}/${page}`,
    ...(sub && { children: sub }),
    ...(pagePermissions && { permissions: pagePermissions }),
  })),
})

const fin = '/settings/finances'

export const settingsGroups: readonly NavNode[] = [
  settingsGroup('general', 'Загальні', 'sliders-horizontal', [
    ['basic-settings', 'Основні налаштування'],
    ['personal-settings', 'Особисті налаштування'],
    ['cities-filial', 'Міста і філіали'],
    ['modules', 'Модулі системи'],
    ['param-api-reference-type', 'Типи довідників API'],
    // Every promo code route of the settings needs crmSettingsEdit, so the page does too.
    ['promo-codes', 'Промокоди', undefined, ['crmSettingsEdit']],
    ['protocol-delete-reasons', 'Причини видалення протоколів'],
    ['reasons-canceling-orders', 'Причини скасування замовлень'],
    // Every route of the rights screen needs crmRightsEdit: without it the page is not offered (/403).
    ['rights', 'Права і ролі', undefined, ['crmRightsEdit']],
    // The staff screen's every route needs crmStaffEdit, so its page does too.
    ['staff', 'Співробітники', undefined, ['crmStaffEdit']],
  ]),
  settingsGroup('call-center', 'Кол-центр', 'headset', [
    ['call-results', 'Результати дзвінків'],
    ['call-types', 'Типи дзвінків'],
  ]),
  settingsGroup('finances', 'Фінанси', 'wallet', [
    ['discounts', 'Знижки'],
    ['guiding-organizations', 'Направляючі організації'],
    [
      'insurance-companies',
      'Контрагенти',
      [
        hidden('create', 'Новий контрагент', `${fin}/insurance-companies/create`),
        hidden('item', 'Контрагент', `${fin}/insurance-companies/:id`, [
          hidden('contract-profile', 'Профіль договору', `${fin}/insurance-companies/:id/contract-profile`),
        ]),
      ],
      // Every contractor settings route needs crmSettingsEdit, so these pages do too.
      ['crmSettingsEdit'],
    ],
    ['legal-entities', 'Юридичні особи'],
    [
      'mc-tests',
      'Аналізи',
      [
        hidden('create', 'Новий аналіз', `${fin}/mc-tests/create`),
        hidden('item', 'Аналіз', `${fin}/mc-tests/:id`),
      ],
    ],
    ['payment-types', 'Типи оплати'],
    [
      'price-lists',
      'Прайс-листи',
      [
        hidden('create', 'Новий прайс-лист', `${fin}/price-lists/create`),
        hidden('item', 'Прайс-лист', `${fin}/price-lists/:id`),
        hidden('group-positions', 'Набори позицій', `${fin}/price-lists/:priceListId/group-positions`, [
          hidden('create', 'Новий набір позицій', `${fin}/price-lists/:priceListId/group-positions/create`),
          hidden('item', 'Набір позицій', `${fin}/price-lists/:priceListId/group-positions/:id`),
        ]),
      ],
      ['crmSettingsEdit'],
    ],
    // Every price list route needs crmSettingsEdit, so these pages do too.
    ['mass-attachment', 'Масове прикріплення', undefined, ['crmSettingsEdit']],
    ['position', 'Позиції', undefined, ['crmSettingsEdit']],
    ['services', 'Послуги'],
  ]),
  settingsGroup('integrations', 'Інтеграції', 'plug', [
    // Every route of the cash registers' resource needs crmSettingsEdit (its rows name provider logins).
    ['cash-registers', 'Каси (ПРРО)', undefined, ['crmSettingsEdit']],
    // The gateway's settings name the merchant: read and changed with crmSettingsEdit.
    ['online-payments', 'Онлайн-оплата', undefined, ['crmSettingsEdit']],
    ['param-api-reference', 'Довідники API'],
    ['sms', 'SMS', [hidden('templates', 'Шаблони сповіщень', '/settings/integrations/sms/templates')]],
    ['telegram', 'Telegram', [hidden('chats', 'Чати Telegram', '/settings/integrations/telegram/chats')]],
  ]),
  settingsGroup('laboratory', 'Лабораторія', 'flask-conical', [
    ['analyzers', 'Аналізатори'],
    ['barcodes', 'Штрихкоди'],
    ['blood-points', 'Пункти забору'],
    ['cities', 'Міста'],
    ['containers', 'Контейнери'],
    ['departments', 'Відділення'],
    ['favorites-mc-test', 'Обрані аналізи'],
    ['filial-laboratories', 'Лабораторії філіалів'],
    ['medical-center-materials', 'Матеріали медичного центру'],
    ['norm-groups', 'Нормогрупи'],
    ['primary-protocols', 'Первинні протоколи'],
    ['promotional-tests', 'Акційні аналізи'],
    ['staging-tests', 'Постановка аналізів'],
    ['states', 'Стани'],
    ['units', 'Одиниці виміру'],
  ]),
  settingsGroup('marketing', 'Маркетинг', 'megaphone', [['site', 'Сайт']]),
  settingsGroup('medical-center', 'Медичний центр', 'hospital', [
    ['cabinets-filial', 'Кабінети філіалів'],
    ['contracts', 'Договори'],
    ['schedule', 'Розклад'],
    ['specializations', 'Спеціалізації'],
    ['staff-groups', 'Групи співробітників'],
    ['weekend-reasons', 'Причини вихідних'],
  ]),
  settingsGroup('protocols', 'Протоколи', 'file-text', [
    ['constructors', 'Конструктори'],
    ['lab-text', 'Лабораторні тексти'],
    ['laboratory-diagnostics', 'Лабораторна діагностика'],
    ['laboratory-diagnostics-group', 'Групи лабораторної діагностики'],
    ['preparation-group', 'Групи препаратів'],
    ['preparations', 'Препарати'],
    ['research-tools', 'Види досліджень'],
    ['research-tools-group', 'Групи видів досліджень'],
    ['templates', 'Шаблони'],
    ['vendors', 'Виробники'],
  ]),
  settingsGroup(
    'task-manager',
    'Менеджер задач',
    'list-todo',
    [
      ['general-setting', 'Загальні налаштування'],
      ['task-document-category', 'Категорії документів'],
      ['task-topics', 'Теми задач'],
      // Every API route of these pages needs crmTasksSee (the task manager's own gate), so the group does.
    ],
    [taskRead],
  ),
  settingsGroup(
    'warehouse',
    'Склад',
    'warehouse',
    [
      ['nomenclature', 'Номенклатура'],
      ['nomenclature-units', 'Одиниці номенклатури'],
      ['stock-categories', 'Категорії товарів'],
      ['stocks', 'Склади'],
      ['suppliers', 'Постачальники'],
      ['warehouse-groups', 'Групи складів'],
    ],
    // Every API route of these pages needs crmWarehouseSee (domain/warehouse/warehouse.resources.ts).
    ['crmWarehouseSee'],
  ),
]

export const settingsNav: NavNode = {
  key: 'settings',
  title: 'Налаштування',
  icon: 'settings',
  children: settingsGroups,
}
