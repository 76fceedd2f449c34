/** Demo data: regions, cities, filials, cabinets, blood points. Fictional network, real Ukrainian places. */

export const demoRegions = [
  'Київська область',
  'Львівська область',
  'Одеська область',
  'Дніпропетровська область',
  'Харківська область',
  'Вінницька область',
]

/** [Ukrainian name, Russian name, region, has its own laboratory] */
export const demoCities: Array<[string, string, string, boolean]> = [
  ['Київ', 'Киев', 'Київська область', true],
  ['Бровари', 'Бровары', 'Київська область', false],
  ['Ірпінь', 'Ирпень', 'Київська область', false],
  ['Біла Церква', 'Белая Церковь', 'Київська область', false],
  ['Львів', 'Львов', 'Львівська область', true],
  ['Одеса', 'Одесса', 'Одеська область', true],
  ['Дніпро', 'Днепр', 'Дніпропетровська область', true],
  ['Харків', 'Харьков', 'Харківська область', true],
  ['Вінниця', 'Винница', 'Вінницька область', false],
]

/** Price factor per city: the same service costs less outside the capital. */
export const cityPriceFactor: Record<string, number> = {
  Київ: 1,
  Львів: 0.9,
  Одеса: 0.9,
  Дніпро: 0.85,
  Харків: 0.85,
  Вінниця: 0.8,
}

/** [code, name, city, colour, address, franchise, full (every cabinet; small filials get three)] */
// prettier-ignore
export const demoFilials: Array<[string, string, string, string, string, boolean, boolean]> = [
  ['KV01', 'Київ, Хрещатик', 'Київ', '#2563EB', 'вул. Хрещатик, 15', false, true],
  ['KV02', 'Київ, Оболонь', 'Київ', '#16A34A', 'просп. Оболонський, 22', false, true],
  ['KV03', 'Київ, Позняки', 'Київ', '#9333EA', 'вул. Драгоманова, 8', false, false],
  ['LV01', 'Львів, Городоцька', 'Львів', '#DC2626', 'вул. Городоцька, 45', false, true],
  ['OD01', 'Одеса, Дерибасівська', 'Одеса', '#0891B2', 'вул. Дерибасівська, 12', false, true],
  ['DN01', 'Дніпро, Яворницького', 'Дніпро', '#EA580C', 'просп. Яворницького, 60', false, false],
  ['KH01', 'Харків, Сумська', 'Харків', '#CA8A04', 'вул. Сумська, 30', false, false],
  ['VN01', 'Вінниця, Соборна', 'Вінниця', '#DB2777', 'вул. Соборна, 50', true, false],
]

/** [name, number, colour, simultaneous reception, in small filials too] */
// prettier-ignore
export const demoCabinetTemplates: Array<[string, string, string, boolean, boolean]> = [
  ['Кабінет терапевта', '101', '#3B82F6', false, true],
  ['Кабінет педіатра', '102', '#F59E0B', false, false],
  ['Процедурний кабінет', '103', '#EF4444', true, true],
  ['Кабінет УЗД', '104', '#8B5CF6', false, true],
  ['Кабінет гінеколога', '105', '#EC4899', false, false],
  ['Кабінет функціональної діагностики', '106', '#10B981', false, false],
]

const wd = 'Пн–Пт 7:30–19:00'

/** [city, address (uk), address (ru), phone, works Saturday, works Sunday, schedule, published] */
// prettier-ignore
export const demoBloodPoints: Array<[string, string, string, string, boolean, boolean, string, boolean]> = [
  ['Київ', 'вул. Хрещатик, 15', 'ул. Крещатик, 15', '380443334401', true, true, `${wd}, Сб–Нд 8:00–15:00`, true],
  ['Київ', 'просп. Оболонський, 22', 'просп. Оболонский, 22', '380443334402', true, false, `${wd}, Сб 8:00–14:00`, true],
  ['Київ', 'вул. Драгоманова, 8', 'ул. Драгоманова, 8', '380443334403', true, false, `${wd}, Сб 8:00–14:00`, true],
  ['Київ', 'вул. Січових Стрільців, 37', 'ул. Сечевых Стрельцов, 37', '380443334404', false, false, 'Пн–Пт 7:30–16:00', true],
  ['Київ', 'просп. Берестейський, 112', 'просп. Берестейский, 112', '380443334405', true, false, `${wd}, Сб 8:00–13:00`, false],
  ['Бровари', 'вул. Героїв України, 9', 'ул. Героев Украины, 9', '380459412201', true, false, 'Пн–Пт 7:30–15:00, Сб 8:00–12:00', true],
  ['Ірпінь', 'вул. Університетська, 2', 'ул. Университетская, 2', '380459712202', false, false, 'Пн–Пт 7:30–15:00', true],
  ['Біла Церква', 'бульв. Олександрійський, 41', 'бульв. Александрийский, 41', '380456312203', true, false, 'Пн–Пт 7:30–15:00, Сб 8:00–12:00', true],
  ['Львів', 'вул. Городоцька, 45', 'ул. Городоцкая, 45', '380322224401', true, true, `${wd}, Сб–Нд 8:00–14:00`, true],
  ['Львів', 'вул. Наукова, 7', 'ул. Научная, 7', '380322224402', true, false, `${wd}, Сб 8:00–13:00`, true],
  ['Одеса', 'вул. Дерибасівська, 12', 'ул. Дерибасовская, 12', '380487774401', true, false, `${wd}, Сб 8:00–14:00`, true],
  ['Дніпро', 'просп. Яворницького, 60', 'просп. Яворницкого, 60', '380567774401', true, false, `${wd}, Сб 8:00–14:00`, true],
  ['Харків', 'вул. Сумська, 30', 'ул. Сумская, 30', '380577774401', true, false, `${wd}, Сб 8:00–14:00`, true],
  ['Вінниця', 'вул. Соборна, 50', 'ул. Соборная, 50', '380432554401', false, false, 'Пн–Пт 7:30–17:00', true],
]
