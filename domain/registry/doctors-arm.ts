/**
 * The doctor's workstation (issue 20 item 8, /mc-registry/doctors-arm, tab `doctors_arm`): one Kyiv day
 * of one doctor — the visits booked with them in time order, the one inside (reception started), and per
 * booked service the protocol request (spec 000 §7 protocol-from-orders; the protocol screen comes with
 * the protocols area). The doctor is the signed-in user's own staff card (staff.user_id, linked on the
 * staff screen); a registrar or an administrator may open any doctor's day. The spec names no path;
 * ours is GET /registry/doctors-arm.
 */
import { z } from 'zod'
import { idParam, int4, text } from '../api/scalars'

export const doctorsArmMessages = {
  notLinked:
    'Ваш обліковий запис не пов’язано з лікарем. Адміністратор пов’язує його на екрані «Співробітники»; ' +
    'до того оберіть лікаря зі списку.',
  unknownDoctor: 'Такого лікаря немає',
} as const

/**
 * The day's path: also its key in the device's reference store, so the workstation and the printed day
 * sheet (/print/doctor) share the copy kept offline.
 */
export function doctorsArmPath(q: { date: string; doctorId?: number | undefined }): string {
  const params = new URLSearchParams({ date: q.date })
  if (q.doctorId !== undefined) params.set('doctorId', String(q.doctorId))
  return `/registry/doctors-arm?${params}`
}

export const doctorsArmQuerySchema = z
  .object({
    /** The Kyiv calendar day, YYYY-MM-DD; today when absent. */
    date: z.iso
      .date({ error: 'Вкажіть дату у форматі РРРР-ММ-ДД' })
      .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', {
        message: 'Оберіть дату між 2000 і 2099 роками',
      })
      .optional(),
    /** Another doctor than the user's own. */
    doctorId: idParam().optional(),
  })
  .strict()
export type DoctorsArmQuery = z.infer<typeof doctorsArmQuerySchema>

export const doctorsArmLineSchema = z.object({
  serviceId: int4(),
  name: text(),
  /** ISO 8601: the booking of this service. */
  startsAt: text(),
  /** The protocol request of this line, null when none was asked for yet. */
  protocol: z.object({ id: int4(), state: text(), createdAt: text() }).nullable(),
})
export type DoctorsArmLine = z.infer<typeof doctorsArmLineSchema>

export const doctorsArmVisitSchema = z
  .object({
    orderId: int4(),
    code: text(),
    /** Surname, name, patronymic; null while the order has no patient. */
    patient: text().nullable(),
    clientId: int4().nullable(),
    /** YYYY-MM-DD, null when not known. */
    birthday: text().nullable(),
    /** ISO 8601: the first and the end of the visit's bookings with this doctor that day. */
    startsAt: text(),
    endsAt: text(),
    cabinet: text().nullable(),
    state: text(),
    stateLabel: text(),
    paid: z.boolean(),
    /** The column of the registry queue («У клініці», «У лікаря» …). */
    queue: text(),
    lines: z.array(doctorsArmLineSchema),
    /** The user may start and finish this visit's reception and ask for its protocols. */
    mayReceive: z.boolean(),
  })
  .meta({ id: 'DoctorsArmVisit' })
export type DoctorsArmVisit = z.infer<typeof doctorsArmVisitSchema>

export const doctorsArmResponseSchema = z
  .object({
    date: text(),
    /** The doctor shown; null when the user has no doctor of their own and chose none. */
    doctor: z.object({ id: int4(), name: text(), specialization: text().nullable() }).nullable(),
    /** The doctor shown is the user's own. */
    own: z.boolean(),
    /** Doctors with a schedule, for the chooser. */
    doctors: z.array(z.object({ id: int4(), name: text() })),
    visits: z.array(doctorsArmVisitSchema),
    /** Visits of orders outside the user's scope: counted, not shown. */
    hidden: int4(),
  })
  .meta({ id: 'DoctorsArm' })
export type DoctorsArm = z.infer<typeof doctorsArmResponseSchema>
