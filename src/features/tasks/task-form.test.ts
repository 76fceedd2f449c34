// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { fieldsOf, validate, type TaskDraft } from './task-form'
import type { TaskClient } from './task-patient'

const draft = (overrides: Partial<TaskDraft> = {}): TaskDraft => ({
  title: 'Передзвонити пацієнту',
  description: '',
  performerId: '7',
  priority: 'middle',
  topicId: '',
  documentCategoryId: '',
  counterpartyId: '',
  client: null,
  deadline: '',
  documents: [],
  ...overrides,
})

const known: TaskClient = { id: 5, uuid: 'c5', name: 'КОВАЛЕНКО ОЛЕНА' }
const offline: TaskClient = { id: undefined, uuid: '0b6f2f7e-3c1d-4f51-9a55-1d2a3b4c5d6e', name: 'НОВА НІНА' }

describe('the task form’s patient', () => {
  it('is sent as the client id, or as the uuid of a client created on this device', () => {
    expect(fieldsOf(draft({ client: known }))).toMatchObject({ clientId: 5 })
    expect(fieldsOf(draft({ client: offline }))).toMatchObject({ clientId: offline.uuid })
    expect(validate(fieldsOf(draft({ client: offline })))).toEqual({})
  })

  it('is left out when unchanged, so an edit keeps the link as it is; removing it sends null', () => {
    expect(fieldsOf(draft())).not.toHaveProperty('clientId')
    const kept = { ...known, view: undefined }
    expect(fieldsOf(draft({ client: kept }), known)).not.toHaveProperty('clientId')
    expect(fieldsOf(draft({ client: null }), known)).toMatchObject({ clientId: null })
    expect(fieldsOf(draft({ client: offline }), known)).toMatchObject({ clientId: offline.uuid })
  })
})
