/**
 * Demo data: the simple configurable enumerations kept in the `dictionaries` table, by set code (the
 * reference-store name). `extra` fields are merged into the option the API serves.
 */

type Entry = [key: string, value: string, extra?: Record<string, unknown>]

export const demoDictionaries: Record<string, Entry[]> = {
  genders: [
    ['man', 'Чоловіча'],
    ['woman', 'Жіноча'],
  ],
  patientStates: [
    ['new', 'Новий клієнт'],
    ['regular', 'Постійний клієнт'],
    ['vip', 'VIP'],
    ['corporate', 'Корпоративний клієнт'],
    ['problem', 'Потребує уваги'],
  ],
  requestGroups: [
    ['consultation', 'Запис на консультацію'],
    ['analyses', 'Аналізи'],
    ['home_sampling', 'Виїзд додому'],
    ['results', 'Питання щодо результатів'],
    ['complaint', 'Скарга або пропозиція'],
  ],
  billingAccounts: [
    ['main', 'Основний рахунок ТОВ «Клінік Офіс»'],
    ['lab', 'Рахунок ТОВ «Клінік Офіс Лаб»'],
    ['franchise', 'Рахунок ФОП (франшиза, Вінниця)'],
  ],
  ppoList: [
    ['4000100001', 'ПРРО 4000100001 — Київ, Хрещатик'],
    ['4000100002', 'ПРРО 4000100002 — Київ, Оболонь'],
    ['4000100003', 'ПРРО 4000100003 — Львів, Городоцька'],
    ['4000100004', 'ПРРО 4000100004 — Одеса, Дерибасівська'],
  ],
  depositTypes: [
    ['cash', 'Грошовий депозит'],
    ['services', 'Депозит послуг'],
  ],
  depositItemTypes: [
    ['service', 'Послуга'],
    ['test', 'Аналіз'],
    ['product', 'Товар'],
  ],
  orderMcTestStates: [
    ['new', 'Новий'],
    ['sampled', 'Біоматеріал взято'],
    ['sent', 'Передано в лабораторію'],
    ['received', 'Прийнято лабораторією'],
    ['in_work', 'В роботі'],
    ['done', 'Виконано'],
    ['approved', 'Затверджено'],
    ['cancelled', 'Скасовано'],
    ['rejected', 'Відбраковано'],
  ],
  primaryProtocolDimension: [
    ['8x12', '8 × 12 (96 лунок)', { rows: 8, columns: 12 }],
    ['6x8', '6 × 8 (48 лунок)', { rows: 6, columns: 8 }],
    ['16x24', '16 × 24 (384 лунки)', { rows: 16, columns: 24 }],
  ],
  printTypes: [
    ['A4', 'A4', { widthMm: 210 }],
    ['A5', 'A5', { widthMm: 148 }],
  ],
  storageUnits: [
    ['pcs', 'Штука'],
    ['pack', 'Упаковка'],
    ['box', 'Коробка'],
    ['bottle', 'Флакон'],
    ['pair', 'Пара'],
  ],
  useUnits: [
    ['pcs', 'шт'],
    ['ml', 'мл'],
    ['g', 'г'],
    ['pair', 'пара'],
    ['test', 'тест'],
  ],
  medicalCenter: [
    ['name', 'Медична мережа «Клінік Офіс»'],
    ['phone', '380443334400'],
    ['email', 'info@clinic-office.example.com'],
    ['site', 'https://clinic-office.example.com'],
    ['address', 'м. Київ, вул. Хрещатик, 15'],
  ],
  invoiceTypes: [
    ['incoming', 'Прибуткова накладна'],
    ['sales', 'Видаткова накладна'],
  ],
  invoiceStates: [
    ['saved', 'Збережено'],
    ['signed', 'Підписано'],
    ['deleted', 'Видалено'],
  ],
  invoiceReasons: [
    ['purchase', 'Закупівля'],
    ['return', 'Повернення постачальнику'],
    ['transfer', 'Переміщення між складами'],
    ['write_off', 'Списання'],
    ['expired', 'Списання простроченого товару'],
  ],
  currencies: [['UAH', 'Гривня', { symbol: 'грн' }]],
  exportExcel: [
    ['page', 'Поточна сторінка'],
    ['all', 'Усі записи за фільтром'],
  ],
  languages: [
    ['ua', 'Українська'],
    ['ru', 'Русский'],
  ],
}
