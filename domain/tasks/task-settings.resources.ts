/**
 * The task manager's settings (spec 001 §2, settings group task-manager): the general setting, and task
 * topics and task document categories — named lists the task form offers. Everyone who sees tasks reads them; administrators change them; a row that tasks
 * name cannot be deleted. They keep their own API paths under /taskmanager.
 */
import { defineNamedList } from '../resources/named-list'
import { defineSettingsRecord } from '../resources/settings-record'
import { taskSettingFields, taskSettingsDefaults, taskSettingsMessages as msg } from './task-settings.schema'
import { taskPriorities } from './task-states'

const perms = { read: 'crmTasksSee', write: 'crmSettingsEdit' } as const

export const taskTopics = defineNamedList({
  name: 'task-topics',
  entity: 'task-topic',
  route: '/settings/task-manager/task-topics',
  table: 'task_topics',
  apiPath: '/taskmanager/topics',
  title: 'Теми задач',
  one: 'Тема задачі',
  unique: msg.topic_exists,
  inUse: [{ table: 'tasks', column: 'topic_id', message: msg.topic_in_use }],
  perms,
})

export const taskDocumentCategories = defineNamedList({
  name: 'task-document-categories',
  entity: 'task-category',
  route: '/settings/task-manager/task-document-category',
  table: 'task_document_categories',
  apiPath: '/taskmanager/document-categories',
  title: 'Категорії документів',
  one: 'Категорія документів',
  unique: msg.category_exists,
  inUse: [{ table: 'tasks', column: 'document_category_id', message: msg.category_in_use }],
  perms,
})

/** general-setting: one record for the installation, kept in the app_settings row "task_settings". */
export const taskGeneralSetting = defineSettingsRecord({
  name: 'task-general-setting',
  entity: 'task-settings',
  route: '/settings/task-manager/general-setting',
  apiPath: '/taskmanager/settings',
  title: 'Загальні налаштування задач',
  description: 'Що отримує нова задача, коли у формі поле не заповнено.',
  owner: 'installation',
  appSettingKey: 'task_settings',
  fields: taskSettingFields,
  form: {
    defaultDeadlineDays: {
      label: 'Термін виконання нової задачі, днів',
      widget: 'number',
      placeholder: 'Без терміну',
      help: 'Від 1 до 365 днів; порожнє поле — без терміну',
    },
    defaultPriority: {
      label: 'Пріоритет нової задачі',
      widget: 'select',
      options: Object.entries(taskPriorities).map(([value, label]) => ({ value, label })),
    },
  },
  defaults: taskSettingsDefaults,
  perms: { read: 'crmTasksSee', write: 'crmSettingsEdit' },
})
