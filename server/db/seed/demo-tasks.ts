/** Demo data of the task manager: topics, document categories and task templates between demo logins. */
import type { TaskPriority, TaskStatus } from '../../../domain/tasks/task-states'

/** Fixed uuids, so the seed is idempotent and tests can name demo rows (8/9/a/b variant nibble: valid v4). */
export const DEMO_TASK_UUID_PREFIX = '00000000-0000-4000-9000-'
export const demoTaskUuid = (n: number) => DEMO_TASK_UUID_PREFIX + n.toString(16).padStart(12, '0')
export const demoTopicUuid = (n: number) => '00000000-0000-4000-9100-' + n.toString(16).padStart(12, '0')
export const demoCategoryUuid = (n: number) => '00000000-0000-4000-9200-' + n.toString(16).padStart(12, '0')

export const demoTaskTopics = [
  'Дзвінок пацієнту',
  'Повторний аналіз',
  'Документи',
  'Скарга',
  'Запис на прийом',
  'Результати аналізів',
  'Оплата',
  'Закупівля',
]

export const demoTaskDocumentCategories = [
  'Направлення',
  'Висновок лікаря',
  'Результати аналізів',
  'Договір',
  'Рахунок',
  'Інше',
]

export interface DemoTaskTemplate {
  title: string
  description: string
  /** Index into demoTaskTopics, or null. */
  topic: number | null
  /** Index into demoTaskDocumentCategories, or null. */
  category: number | null
  /** The task is about a patient (a demo client is attached). */
  withClient: boolean
}

// prettier-ignore
export const demoTaskTemplates: DemoTaskTemplate[] = [
  { title: 'Передзвонити пацієнту щодо результатів', description: 'Пацієнт просив пояснити показники загального аналізу крові.', topic: 0, category: null, withClient: true },
  { title: 'Нагадати про повторний аналіз через 2 тижні', description: 'Контроль феритину після курсу лікування.', topic: 1, category: null, withClient: true },
  { title: 'Підготувати виписку для страхової', description: 'Страхова компанія чекає виписку та рахунок за лютий.', topic: 2, category: 4, withClient: true },
  { title: "Розібрати скаргу на час очікування", description: "Пацієнтка скаржиться, що чекала прийому понад 40 хв. Зв'язатися та вибачитися.", topic: 3, category: null, withClient: true },
  { title: 'Записати пацієнта до кардіолога', description: 'Після ЕКГ лікар рекомендував консультацію кардіолога.', topic: 4, category: 0, withClient: true },
  { title: 'Надіслати результати аналізів на e-mail', description: 'Пацієнт не може відкрити кабінет, надіслати PDF.', topic: 5, category: 2, withClient: true },
  { title: 'Перевірити оплату замовлення', description: 'Оплата карткою не відобразилась у касі.', topic: 6, category: 4, withClient: true },
  { title: 'Замовити пробірки з ЕДТА', description: 'Залишок на складі менше 200 шт.', topic: 7, category: null, withClient: false },
  { title: 'Оновити договір з лабораторією-партнером', description: 'Термін дії договору закінчується наприкінці місяця.', topic: 2, category: 3, withClient: false },
  { title: 'Уточнити дані направлення', description: 'У направленні не вказано код послуги.', topic: 2, category: 0, withClient: true },
  { title: 'Зателефонувати щодо підготовки до УЗД', description: "Пояснити підготовку: натще, 1 л води за годину до дослідження.", topic: 0, category: null, withClient: true },
  { title: 'Внести висновок лікаря в картку', description: 'Висновок надійшов паперовим листом.', topic: 2, category: 1, withClient: true },
]

/** [template, author login, performer login, status, priority, deadline in days from now (null: none)] */
// prettier-ignore
export const demoTasks: Array<[number, string, string, TaskStatus, TaskPriority, number | null]> = [
  [0, 'admin', 'registrar', 1, 'high', 1],
  [1, 'doctor', 'registrar', 1, 'middle', 14],
  [2, 'admin', 'registrar', 2, 'middle', 3],
  [3, 'admin', 'registrar', 2, 'superhigh', 0],
  [4, 'doctor', 'registrar', 3, 'middle', -2],
  [5, 'lab', 'registrar', 1, 'low', 5],
  [6, 'cashier', 'registrar', 2, 'high', 1],
  [9, 'doctor', 'registrar', 4, 'low', null],
  [10, 'doctor', 'registrar', 3, 'middle', -1],
  [11, 'registrar', 'doctor', 1, 'middle', 2],
  [0, 'registrar', 'doctor', 2, 'high', 1],
  [5, 'lab', 'doctor', 1, 'superhigh', 0],
  [1, 'admin', 'doctor', 3, 'low', -5],
  [4, 'callcenter', 'doctor', 1, 'middle', 3],
  [3, 'admin', 'doctor', 2, 'high', 2],
  [9, 'registrar', 'doctor', 4, 'middle', null],
  [6, 'admin', 'cashier', 1, 'middle', 2],
  [2, 'admin', 'cashier', 2, 'high', 1],
  [6, 'registrar', 'cashier', 3, 'middle', -3],
  [5, 'doctor', 'lab', 1, 'high', 1],
  [1, 'doctor', 'lab', 2, 'middle', 4],
  [7, 'admin', 'lab', 3, 'low', -7],
  [0, 'admin', 'callcenter', 1, 'middle', 1],
  [10, 'doctor', 'callcenter', 1, 'high', 0],
  [3, 'admin', 'callcenter', 2, 'superhigh', 0],
  [4, 'registrar', 'callcenter', 3, 'middle', -1],
  [7, 'admin', 'lab', 1, 'high', 3],
  [7, 'lab', 'cashier', 2, 'middle', 5],
  [8, 'admin', 'admin', 1, 'middle', 10],
  [8, 'registrar', 'admin', 2, 'low', 20],
  [3, 'callcenter', 'admin', 1, 'high', 1],
  [2, 'cashier', 'admin', 3, 'middle', -4],
  [11, 'doctor', 'admin', 4, 'low', null],
  [0, 'callcenter', 'registrar', 1, 'middle', 2],
  [6, 'cashier', 'doctor', 1, 'low', 7],
  [5, 'lab', 'callcenter', 2, 'middle', 2],
  [1, 'doctor', 'registrar', 1, 'superhigh', 0],
  [10, 'admin', 'registrar', 2, 'middle', null],
  [4, 'callcenter', 'registrar', 1, 'high', 1],
  [2, 'admin', 'doctor', 1, 'middle', 6],
]
