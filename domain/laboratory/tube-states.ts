/**
 * The states of a laboratory tube (issue 22 item 1; spec 000 §3 orderMcTestStates): a pure state machine
 * the server asks before every move. A tube is created `new` when its order is confirmed, then
 *
 *   new ──collect──▶ collected ──hand_over──▶ sent ──receive──▶ received ──start──▶ in_work
 *   in_work ──finish──▶ done ──approve──▶ approved ──reopen (a value changed)──▶ done
 *   collected / sent / received ──reject (with a reason)──▶ rejected
 *
 * Repeating the move a tube has just made (collect a collected tube) is not a refusal but a no-op, so a
 * scanner's double read or an offline replay lands once. Every refusal is a Ukrainian sentence.
 * The tests of a tube follow it: their state is `testStateOfTube` (the orderMcTestStates dictionary keys;
 * a collected tube's tests are 'sampled', the key the dictionary had before tubes existed).
 */

export const tubeStates = [
  'new',
  'collected',
  'sent',
  'received',
  'in_work',
  'done',
  'approved',
  'rejected',
] as const
export type TubeState = (typeof tubeStates)[number]

export const tubeStateLabels: Record<TubeState, string> = {
  new: 'Нова',
  collected: 'Біоматеріал взято',
  sent: 'Передано в лабораторію',
  received: 'Прийнято лабораторією',
  in_work: 'В роботі',
  done: 'Виконано',
  approved: 'Затверджено',
  rejected: 'Відбраковано',
}

export const tubeEvents = [
  'collect',
  'hand_over',
  'receive',
  'start',
  'finish',
  'approve',
  'reopen',
  'reject',
] as const
export type TubeEvent = (typeof tubeEvents)[number]

/** from → to of each event. */
export const tubeTransitions: Record<TubeEvent, Partial<Record<TubeState, TubeState>>> = {
  collect: { new: 'collected' },
  hand_over: { collected: 'sent' },
  receive: { sent: 'received' },
  start: { received: 'in_work' },
  finish: { in_work: 'done' },
  approve: { done: 'approved' },
  // An approved value changed: the tube waits for its re-approval again.
  reopen: { approved: 'done' },
  reject: { collected: 'rejected', sent: 'rejected', received: 'rejected' },
}

/** The state each event leads to (whatever the state it starts from). */
const targetOf = (event: TubeEvent): TubeState => Object.values(tubeTransitions[event])[0]!

export const tubeMessages = {
  notFound: 'Штрихкод не знайдено',
  notCollected: 'Біоматеріал ще не взято',
  alreadyCollected: 'Біоматеріал уже взято',
  alreadySent: 'Пробірку вже передано в лабораторію',
  notSent: 'Пробірку ще не передано в лабораторію',
  alreadyReceived: 'Пробірку вже прийнято лабораторією',
  notReceived: 'Пробірку ще не прийнято лабораторією',
  inWork: 'Пробірка вже в роботі',
  notInWork: 'Пробірка ще не в роботі',
  done: 'Дослідження пробірки вже виконано',
  notDone: 'Дослідження пробірки ще не виконано',
  approved: 'Результати пробірки вже затверджено',
  rejected: 'Пробірку відбраковано',
  rejectNew: 'Біоматеріал ще не взято: відбраковувати нічого',
  reasonLength: 'Причина відбракування: від 3 до 500 символів',
} as const
const m = tubeMessages

/** Why `event` may not move a tube in `state` (null when it may). */
function refusal(state: TubeState, event: TubeEvent): string {
  if (state === 'rejected') return m.rejected
  if (state === 'approved') return m.approved
  const order = tubeStates.indexOf(state)
  const needs = Object.keys(tubeTransitions[event])[0] as TubeState
  if (event === 'reject') return state === 'new' ? m.rejectNew : state === 'done' ? m.done : m.inWork
  // Ahead of where the event starts: say how far the tube already is; behind: what it still lacks.
  if (order > tubeStates.indexOf(needs))
    return (
      (
        {
          sent: m.alreadySent,
          received: m.alreadyReceived,
          in_work: m.inWork,
          done: m.done,
        } as Partial<Record<TubeState, string>>
      )[state] ?? m.alreadyCollected
    )
  return (
    {
      new: m.notCollected,
      collected: m.notSent,
      sent: m.notReceived,
      received: m.notInWork,
      in_work: m.notDone,
    } as Partial<Record<TubeState, string>>
  )[state]!
}

export type TubeMove =
  | { kind: 'move'; to: TubeState }
  /** The tube is where the event leads already (a repeated scan): nothing to write. */
  | { kind: 'same' }
  | { kind: 'refused'; message: string }

/** What `event` does to a tube in `state`. */
export function moveTube(state: TubeState, event: TubeEvent): TubeMove {
  const to = tubeTransitions[event][state]
  if (to) return { kind: 'move', to }
  if (state === targetOf(event)) return { kind: 'same' }
  return { kind: 'refused', message: refusal(state, event) }
}

/** The orderMcTestStates key of a test in a tube in `state`. */
export function testStateOfTube(state: TubeState): string {
  return state === 'collected' ? 'sampled' : state
}

export const isTubeState = (s: string): s is TubeState => (tubeStates as readonly string[]).includes(s)
