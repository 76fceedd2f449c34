/** Users, roles, per-user grants and denies, refresh tokens and sign-in attempts. */
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core'
import type { ModuleTree } from '../../../domain/permissions/modules'
import { editable, timestamps } from './columns'

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  modules: jsonb('modules').$type<ModuleTree>().notNull().default({}),
  ...editable,
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** Per-user overrides of the role's module tree. */
    modules: jsonb('modules').$type<ModuleTree>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    ...editable,
  },
  (t) => [index('users_role_idx').on(t.roleId)],
)

export const userPermissionOverrides = pgTable(
  'user_permission_overrides',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    /** 'grant' adds the permission, 'deny' removes it whatever the role says. */
    effect: text('effect', { enum: ['grant', 'deny'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
)

/** Failed sign-in attempts per login name (also for unknown logins, so answers reveal nothing). */
export const loginAttempts = pgTable('login_attempts', {
  login: text('login').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  bannedUntil: timestamp('banned_until', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
})

/** Installation-wide key/value settings (system modules, generated secrets). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
})
