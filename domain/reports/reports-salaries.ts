/**
 * «Зарплати лікарів» (finance-doctors-salaries): per doctor of the sold service lines, the services, their
 * money after discounts and the pay by the doctors' rates (domain/finances/doctor-rates.resource.ts) —
 * each line's money × the rate's percent / 100, rounded to kopiykas, plus the fixed sum per service.
 */
import { defineReport, reportDateTypes } from './define-report'

/** Said on a doctor's row when some of their services have no rate (they count the money, pay 0). */
export const NO_RATE = 'ставку не задано'

export const financeDoctorsSalariesReport = defineReport({
  name: 'finance-doctors-salaries',
  title: 'Зарплати лікарів',
  permission: 'crmReportsFinanceDoctorsSalariesSee',
  description:
    'Послуги, виконані кожним лікарем у замовленнях періоду, їхня сума після знижок і нарахування за ставками лікарів (Налаштування → Медичний центр → Групи співробітників → Ставки лікарів): відсоток від суми кожної послуги за ставкою, що діяла на дату замовлення, і фіксована сума за послугу. Ставка категорії послуг замінює загальну. Послуги без ставки рахуються в сумі, але не нараховуються. Фільтр користувачів обирає лікарів за їхнім обліковим записом; видалені замовлення не враховано.',
  filters: ['cityId', 'filialId', 'userIds', 'serviceCategoryId'],
  dateTypes: reportDateTypes,
  columns: [
    { key: 'doctor', label: 'Лікар', kind: 'text' },
    { key: 'services', label: 'Послуг', kind: 'int', total: true },
    { key: 'money', label: 'Сума послуг', kind: 'money', total: true },
    { key: 'rate', label: 'Ставка', kind: 'text' },
    { key: 'pay', label: 'Нараховано', kind: 'money', total: true },
    { key: 'note', label: 'Примітка', kind: 'text' },
  ],
  chart: { x: 'doctor', y: 'pay', title: 'Нараховано по лікарях' },
})
