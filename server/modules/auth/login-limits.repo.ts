/**
 * Counters of the sign-in policy (README "Sign-in policy"). Each attempt is reserved by one atomic
 * upsert before its password is checked, so however many requests arrive at once, no more than the
 * allowed number ever reach the password check; a success gives its reservation back.
 */
import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginAddressAttempts, loginAttempts } from '../../db/schema/auth'

export interface AttemptLimits {
  maxAttempts: number
  banSeconds: number
  /** Failures older than this (counted from the first of a run) are forgotten. */
  windowSeconds: number
}

export interface Reservation {
  /** This attempt's number in the current run: 1…max may check the password, above max is refused. */
  n: number
  bannedUntil: Date | null
}

// node-postgres answers { rows }, PGlite's Drizzle driver too; an array is accepted for safety.
const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[])
const at = (d: Date) => d.toISOString()

/** Counts one attempt of `key` (a login name or `device:<id>`); the max-th one starts the ban. */
export async function reserveAttempt(db: Db, key: string, now: Date, l: AttemptLimits): Promise<Reservation> {
  const windowStart = at(new Date(now.getTime() - l.windowSeconds * 1000))
  const banUntil = at(new Date(now.getTime() + l.banSeconds * 1000))
  const t = at(now)
  // A run restarts after a ban has run out or when its first failure left the window.
  const restart = sql`(NOT coalesce(a.banned_until > ${t}::timestamptz, false) AND (a.banned_until IS NOT NULL OR a.first_failed_at IS NULL OR a.first_failed_at <= ${windowStart}::timestamptz))`
  const next = sql`CASE WHEN ${restart} THEN 1 ELSE a.failed_count + 1 END`
  const res = await db.execute(sql`
    INSERT INTO login_attempts AS a (login, failed_count, first_failed_at, last_failed_at, banned_until)
    VALUES (${key}, 1, ${t}::timestamptz, ${t}::timestamptz, ${l.maxAttempts <= 1 ? banUntil : null}::timestamptz)
    ON CONFLICT (login) DO UPDATE SET
      failed_count = ${next},
      first_failed_at = CASE WHEN ${restart} THEN ${t}::timestamptz ELSE a.first_failed_at END,
      banned_until = CASE
        WHEN a.banned_until > ${t}::timestamptz THEN a.banned_until
        WHEN ${next} >= ${l.maxAttempts} THEN ${banUntil}::timestamptz
        ELSE NULL END,
      last_failed_at = ${t}::timestamptz
    RETURNING failed_count, banned_until`)
  const [row] = rowsOf<{ failed_count: number; banned_until: string | Date | null }>(res)
  return {
    n: Number(row?.failed_count ?? 1),
    bannedUntil: row?.banned_until ? new Date(row.banned_until) : null,
  }
}

/** A successful sign-in forgets the run of `key` (and a ban its own last try started). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.login, key))
}

export interface AddressLimits {
  maxAttempts: number
  windowSeconds: number
}

/** Counts one attempt from `address`; returns the count in its window and when the window ends. */
export async function reserveAddress(
  db: Db,
  address: string,
  now: Date,
  l: AddressLimits,
): Promise<{ count: number; windowEndsAt: Date }> {
  const windowStart = at(new Date(now.getTime() - l.windowSeconds * 1000))
  const t = at(now)
  const expired = sql`a.window_started_at <= ${windowStart}::timestamptz`
  const res = await db.execute(sql`
    INSERT INTO login_address_attempts AS a (address, count, window_started_at)
    VALUES (${address}, 1, ${t}::timestamptz)
    ON CONFLICT (address) DO UPDATE SET
      count = CASE WHEN ${expired} THEN 1 ELSE a.count + 1 END,
      window_started_at = CASE WHEN ${expired} THEN ${t}::timestamptz ELSE a.window_started_at END
    RETURNING count, window_started_at`)
  const [row] = rowsOf<{ count: number; window_started_at: string | Date }>(res)
  const started = row ? new Date(row.window_started_at) : now
  return {
    count: Number(row?.count ?? 1),
    windowEndsAt: new Date(started.getTime() + l.windowSeconds * 1000),
  }
}

/** A successful sign-in from `address` does not count against it. */
export async function releaseAddress(db: Db, address: string): Promise<void> {
  await db
    .update(loginAddressAttempts)
    .set({ count: sql`greatest(${loginAddressAttempts.count} - 1, 0)` })
    .where(eq(loginAddressAttempts.address, address))
}

/** Deletes runs and windows that can no longer matter (older than their window and any ban). */
export async function pruneLoginCounters(db: Db, now: Date, keepSeconds: number): Promise<void> {
  const before = new Date(now.getTime() - keepSeconds * 1000)
  await db
    .delete(loginAttempts)
    .where(
      sql`${loginAttempts.lastFailedAt} < ${at(before)}::timestamptz AND coalesce(${loginAttempts.bannedUntil} < ${at(now)}::timestamptz, true)`,
    )
  await db.delete(loginAddressAttempts).where(lt(loginAddressAttempts.windowStartedAt, before))
}
