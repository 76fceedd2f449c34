/**
 * Demo data of the further references (spec 000 §7, spec 001 §7): laboratories, API parameters,
 * primary protocols, metro stations, guiding organisations, doctors' services, named settings, legal
 * texts, and the extra dictionary sets.
 */

type Entry = [key: string, value: string, extra?: Record<string, unknown>]

/** Dictionary sets added with the reference endpoints (same shape as demo-dictionaries.ts). */
export const demoReferenceDictionaries: Record<string, Entry[]> = {
  autoWritingLogicTypes: [
    ['none', 'Без автозапису'],
    ['in_norm', 'Автоматично, якщо результат у межах норми'],
    ['always', 'Завжди автоматично'],
    ['analyzer', 'За підтвердженням аналізатора'],
  ],
  orderResultFileNameTemplates: [
    ['{code}_{surname}', 'Номер замовлення_Прізвище'],
    ['{surname}_{name}_{date}', "Прізвище_Ім'я_Дата"],
    ['{code}', 'Номер замовлення'],
  ],
  insuranceCompanyCategories: [
    ['insurance', 'Страхова компанія'],
    ['corporate', 'Корпоративний клієнт'],
    ['partner_clinic', 'Клініка-партнер'],
    ['partner_lab', 'Лабораторія-партнер'],
    ['state_program', 'Державна програма'],
  ],
  orderCallStates: [
    ['not_called', 'Не телефонували'],
    ['no_answer', 'Не відповідає'],
    ['call_back', 'Передзвонити пізніше'],
    ['confirmed', 'Підтверджено'],
    ['refused', 'Відмова'],
  ],
}

/** [code, name, kind, city (internal labs)] */
export const demoLaboratories: Array<[string, string, 'internal' | 'api', string | null]> = [
  ['LAB-KV', 'Центральна лабораторія, Київ', 'internal', 'Київ'],
  ['LAB-LV', 'Лабораторія, Львів', 'internal', 'Львів'],
  ['LAB-OD', 'Лабораторія, Одеса', 'internal', 'Одеса'],
  ['LAB-DN', 'Лабораторія, Дніпро', 'internal', 'Дніпро'],
  ['LAB-KH', 'Лабораторія, Харків', 'internal', 'Харків'],
  ['API-BIOTEST', 'Лабораторія-партнер «БіоТест» (API)', 'api', null],
  ['API-GENOM', 'Лабораторія молекулярної діагностики «Геном» (API)', 'api', null],
]

/** Filial code → laboratory codes that take its samples (own city's lab, else Kyiv). */
export const demoFilialLaboratories: Array<[string, string[]]> = [
  ['KV01', ['LAB-KV', 'API-BIOTEST', 'API-GENOM']],
  ['KV02', ['LAB-KV']],
  ['KV03', ['LAB-KV']],
  ['LV01', ['LAB-LV', 'API-BIOTEST']],
  ['OD01', ['LAB-OD']],
  ['DN01', ['LAB-DN']],
  ['KH01', ['LAB-KH']],
  ['VN01', ['LAB-KV']],
]

/** [code, name, reference type, laboratory code, values for list parameters [code, value]] */
/** [system name, name] of the param-api-reference-types resource. */
export const demoParamApiReferenceTypes: Array<[string, string]> = [
  ['list', 'Вибір зі списку'],
  ['text', 'Текст'],
  ['number', 'Число'],
  ['date', 'Дата'],
]

export const demoParamApis: Array<[string, string, string, string, Array<[string, string]>]> = [
  [
    'SAMPLING_SITE',
    'Місце взяття матеріалу',
    'list',
    'API-GENOM',
    [
      ['CERVIX', 'Цервікальний канал'],
      ['URETHRA', 'Уретра'],
      ['VAGINA', 'Піхва'],
      ['NASOPHARYNX', 'Носоглотка'],
      ['OROPHARYNX', 'Ротоглотка'],
    ],
  ],
  ['PREGNANCY_WEEK', 'Термін вагітності, тижнів', 'number', 'API-BIOTEST', []],
  ['CYCLE_DAY', 'День менструального циклу', 'number', 'API-BIOTEST', []],
  ['DIURESIS', 'Добовий діурез, мл', 'number', 'API-BIOTEST', []],
  [
    'FASTING',
    'Натще',
    'list',
    'API-BIOTEST',
    [
      ['YES', 'Так'],
      ['NO', 'Ні'],
    ],
  ],
  ['LAB_COMMENT', 'Коментар для лабораторії', 'text', 'API-GENOM', []],
]

/** [name, rows, columns, control cells] */
export const demoPrimaryProtocols: Array<[string, number, number, string[]]> = [
  ['ПЛР-планшет 96 лунок', 8, 12, ['A1', 'H12']],
  ['ПЛР-планшет 48 лунок', 6, 8, ['A1', 'F8']],
  ['ПЛР-планшет 384 лунки', 16, 24, ['A1', 'P24']],
]

const RED = '#D32F2F'
const BLUE = '#1976D2'
const GREEN = '#388E3C'

/** [city, station, line, line colour] */
export const demoMetros: Array<[string, string, string, string]> = [
  ['Київ', 'Хрещатик', 'Святошинсько-Броварська', RED],
  ['Київ', 'Театральна', 'Святошинсько-Броварська', RED],
  ['Київ', 'Вокзальна', 'Святошинсько-Броварська', RED],
  ['Київ', 'Лівобережна', 'Святошинсько-Броварська', RED],
  ['Київ', 'Майдан Незалежності', 'Оболонсько-Теремківська', BLUE],
  ['Київ', 'Оболонь', 'Оболонсько-Теремківська', BLUE],
  ['Київ', 'Теремки', 'Оболонсько-Теремківська', BLUE],
  ['Київ', 'Золоті ворота', 'Сирецько-Печерська', GREEN],
  ['Київ', 'Позняки', 'Сирецько-Печерська', GREEN],
  ['Київ', "Лук'янівська", 'Сирецько-Печерська', GREEN],
  ['Харків', 'Майдан Конституції', 'Холодногірсько-Заводська', RED],
  ['Харків', 'Університет', 'Салтівська', BLUE],
  ['Харків', 'Держпром', 'Олексіївська', GREEN],
  ['Харків', 'Наукова', 'Олексіївська', GREEN],
  ['Дніпро', 'Вокзальна', 'Центрально-Заводська', RED],
  ['Дніпро', 'Проспект Свободи', 'Центрально-Заводська', RED],
  ['Дніпро', 'Метробудівників', 'Центрально-Заводська', RED],
]

/** [name, code, phone] */
export const demoGuidingOrganisations: Array<[string, string, string]> = [
  ['Амбулаторія сімейної медицини №3, Київ', 'GO-001', '380442345601'],
  ['Медичний центр «Здоров’я родини»', 'GO-002', '380442345602'],
  ['Жіноча консультація №2, Львів', 'GO-003', '380322345603'],
  ['Міська поліклініка №1, Одеса', 'GO-004', '380482345604'],
  ['ТОВ «Корпоративне здоров’я»', 'GO-005', '380442345605'],
  ['Спортивний клуб «Олімп»', 'GO-006', '380562345606'],
]

/** Specialization → codes of the services its doctors perform. */
export const demoSpecializationServices: Record<string, string[]> = {
  Терапевт: ['C001', 'C101', 'C102', 'D201', 'P101', 'P102', 'P103', 'V101', 'M103'],
  'Сімейний лікар': ['C001', 'C101', 'C102', 'C103', 'D201', 'V101', 'M101', 'M102', 'M103'],
  Педіатр: ['C201', 'C202', 'C203', 'V101', 'V102'],
  Кардіолог: ['C301', 'D106', 'D201', 'D202', 'D203'],
  Гінеколог: ['C302', 'P201', 'P202', 'D104', 'D105'],
  Ендокринолог: ['C303', 'D103'],
  Невролог: ['C304'],
  Дерматолог: ['C305'],
  Уролог: ['C306', 'D102'],
  Отоларинголог: ['C307', 'P301', 'P302'],
  Офтальмолог: ['C308'],
  Гастроентеролог: ['C309', 'D101', 'D301', 'D302'],
  'Лікар УЗД': ['D101', 'D102', 'D103', 'D104', 'D105', 'D106'],
  'Медична сестра': ['P101', 'P102', 'P103', 'P104', 'P105'],
}

/** Named settings (GET /api/v2/crm-setting?settingName=…). */
export const demoCrmSettings: Record<string, Record<string, unknown>> = {
  barcode_settings: {
    format: 'code128',
    prefix: '',
    // Filial 1 (the first demo filial) marks its tubes; the others use the number alone.
    prefixes: [{ filialId: 1, prefix: 'KV1' }],
    length: 10,
    labelWidthMm: 58,
    labelHeightMm: 40,
    printQr: true,
    copies: 1,
  },
}

/** [param, title, sections [title, text]] */
export const demoLegalInfo: Array<[string, string, Array<[string, string]>]> = [
  [
    'privacy-policy',
    'Політика конфіденційності',
    [
      [
        'Які дані ми збираємо',
        "Прізвище, ім'я, по батькові, дату народження, контактний телефон, електронну пошту та медичні дані, потрібні для надання послуг.",
      ],
      ['Для чого', 'Для запису на прийом, виконання досліджень, надсилання результатів і нагадувань.'],
      [
        'Ваші права',
        'Ви можете отримати, виправити або видалити свої персональні дані, звернувшись до контакт-центру.',
      ],
    ],
  ],
  [
    'terms-of-use',
    'Умови користування',
    [
      ['Загальні положення', 'Користуючись сервісом, ви погоджуєтеся з цими умовами.'],
      ['Результати досліджень', 'Результати не є діагнозом; інтерпретацію надає лікар.'],
    ],
  ],
  [
    'personal-data-consent',
    'Згода на обробку персональних даних',
    [
      [
        'Згода',
        'Я надаю згоду на обробку моїх персональних даних відповідно до Закону України «Про захист персональних даних».',
      ],
    ],
  ],
  [
    'public-offer',
    'Публічна оферта',
    [
      ['Предмет договору', 'Виконавець надає медичні та лабораторні послуги згідно з чинним прайс-листом.'],
      ['Оплата', 'Оплата здійснюється до надання послуги в гривнях.'],
    ],
  ],
]
