/** The task manager's API paths (relative to the API base, as the spec names them). */
export const TASKS_PATH = '/taskmanager/tasks'
export const FILTERS_PATH = '/taskmanager/tasks/collection-filters'
export const SETTINGS_PATH = '/taskmanager/settings'
