/** Call-centre dictionaries (resources of domain/call-center): how a call ended and what it was for. */
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { editable } from './columns'

export const callResults = pgTable('call_results', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  systemName: text('system_name').notNull().unique(),
  color: text('color'),
  isSuccessful: boolean('is_successful').notNull().default(false),
  ...editable,
})

export const callTypes = pgTable('call_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  systemName: text('system_name').notNull().unique(),
  ...editable,
})
