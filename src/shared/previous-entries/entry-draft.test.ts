import { describe, expect, it } from 'vitest'
import { emptyPatientState } from '../patients/patient-fields'
import { checkAll, checkField, emptyDraft, entryBody, errorsFrom422 } from './entry-draft'

describe('previous-entry form rules', () => {
  it('asks for the doctor, the deadline and the type in the spec’s words', () => {
    expect(checkField('doctorId', emptyDraft)).toBe('Виберіть лікаря')
    expect(checkField('deadlineAt', emptyDraft)).toBe('Виберіть крайній термін')
    expect(checkField('type', emptyDraft)).toBe('Виберіть тип звернення')
    expect(checkField('type', { ...emptyDraft, type: '2' })).toBeUndefined()
  })

  it('refuses a deadline before the earliest day and a send without a patient', () => {
    const errors = checkAll(
      { ...emptyDraft, doctorId: '3', type: '1', deadlineAt: '2026-03-02' },
      emptyPatientState,
      '2026-03-03',
    )
    expect(errors).toEqual({
      deadlineAt: 'Крайній термін не може бути раніше, ніж за добу до поточного часу',
      patient: 'Виберіть пацієнта',
    })
  })

  it('sends the typed patient without the mask characters and the checkbox as 1/0', () => {
    const body = entryBody(
      { doctorId: '3', deadlineAt: '2026-03-05', type: '2', isNearVisit: true, comment: ' ' },
      {
        client: null,
        fields: {
          surname: 'ШЕВЧУК',
          name: 'ОЛЕНА',
          patronymic: '',
          birthday: '05.03.1987',
          phone: '+38(067)123-45-67',
          email: '',
          male: 'woman',
        },
      },
      '2026-03-04',
    )
    expect(body).toMatchObject({
      doctorId: 3,
      type: 2,
      isNearVisit: 1,
      comment: null,
      clientId: null,
      client: {
        surname: 'ШЕВЧУК',
        birthday: '1987-03-05',
        phone: '380671234567',
        patronymic: null,
        male: 'woman',
      },
    })
  })

  it('puts the first server message on each field of a 422', () => {
    expect(
      errorsFrom422({
        doctor_id: ['Лікаря не знайдено серед активних лікарів', 'x'],
        'client.surname': ['Введіть прізвище'],
      }),
    ).toEqual({ doctorId: 'Лікаря не знайдено серед активних лікарів', patient: 'Введіть прізвище' })
  })
})
