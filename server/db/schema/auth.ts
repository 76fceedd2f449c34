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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { ModuleTree } from '../../../domain/permissions/modules'
import { clients } from './clients'
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
    /**
     * Access tokens issued before this instant are refused. A trigger (migration 0022) sets it, and revokes
     * the refresh tokens, when the user is blocked or the password changes; "sign out everywhere" too.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** The patient record of this employee (spec 001 §6: staff can be linked to patients). */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Approvals by this user are accepted only online (spec 001 §6). */
    mustApproveOnline: boolean('must_approve_online').notNull().default(false),
    ...editable,
  },
  (t) => [
    index('users_role_idx').on(t.roleId),
    // Sign-in compares logins case-insensitively, so two logins may not differ only in case.
    uniqueIndex('users_login_lower_idx').on(sql`lower(${t.login})`),
    index('users_client_idx').on(t.clientId),
  ],
)

/** Additional roles of a user: the effective permissions are the union of the main role and these. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
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

/**
 * Refresh tokens. Each use rotates: the row is marked used and names its successor; the tokens of one
 * sign-in form a family, and a rotated token used again (outside a short grace) revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The jti of the family's first token (the sign-in). */
    familyId: text('family_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When it was exchanged, and for which token. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    ...timestamps,
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
)

/**
 * Sign-in attempts per login name (also unknown logins, so answers reveal nothing) or per known device
 * (key `device:<id>`). An attempt is counted before its password is checked, so a parallel burst
 * cannot get more tries than allowed; failures older than the window are forgotten.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    login: text('login').primaryKey(),
    failedCount: integer('failed_count').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  },
  (t) => [index('login_attempts_last_idx').on(t.lastFailedAt)],
)

/** Sign-in attempts without a known-device cookie, per client address, in a fixed window (throttling). */
export const loginAddressAttempts = pgTable(
  'login_address_attempts',
  {
    address: text('address').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_address_attempts_window_idx').on(t.windowStartedAt)],
)

/** Installation-wide key/value settings (system modules, generated secrets). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
})
