CREATE TABLE "schedule_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"date" date NOT NULL,
	"day_off" boolean DEFAULT false NOT NULL,
	"weekend_reason_id" integer,
	"time_from" time,
	"time_to" time,
	"break_from" time,
	"break_to" time,
	"cabinet_id" integer,
	"standard_duration" integer,
	"comment" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_exceptions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "schedule_exceptions_doctor_date_uq" UNIQUE("doctor_id","date"),
	CONSTRAINT "schedule_exceptions_hours" CHECK ("schedule_exceptions"."day_off" OR ("schedule_exceptions"."time_from" IS NOT NULL AND "schedule_exceptions"."time_to" IS NOT NULL AND "schedule_exceptions"."time_from" < "schedule_exceptions"."time_to")),
	CONSTRAINT "schedule_exceptions_break" CHECK (("schedule_exceptions"."break_from" IS NULL AND "schedule_exceptions"."break_to" IS NULL) OR ("schedule_exceptions"."break_from" >= "schedule_exceptions"."time_from" AND "schedule_exceptions"."break_from" < "schedule_exceptions"."break_to" AND "schedule_exceptions"."break_to" <= "schedule_exceptions"."time_to")),
	CONSTRAINT "schedule_exceptions_duration" CHECK ("schedule_exceptions"."standard_duration" IS NULL OR "schedule_exceptions"."standard_duration" BETWEEN 5 AND 480)
);
--> statement-breakpoint
ALTER TABLE "service_bookings" DROP CONSTRAINT "service_bookings_doctor_slot_uq";--> statement-breakpoint
ALTER TABLE "cabinets" ADD COLUMN "capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD COLUMN "break_from" time;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD COLUMN "break_to" time;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "seat" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_weekend_reason_id_weekend_reasons_id_fk" FOREIGN KEY ("weekend_reason_id") REFERENCES "public"."weekend_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_doctor_slot_uq" UNIQUE("doctor_id","starts_at","seat");--> statement-breakpoint
ALTER TABLE "cabinets" ADD CONSTRAINT "cabinets_capacity" CHECK ("cabinets"."capacity" BETWEEN 1 AND 50);--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_break" CHECK (("doctor_schedules"."break_from" IS NULL AND "doctor_schedules"."break_to" IS NULL) OR ("doctor_schedules"."break_from" >= "doctor_schedules"."time_from" AND "doctor_schedules"."break_from" < "doctor_schedules"."break_to" AND "doctor_schedules"."break_to" <= "doctor_schedules"."time_to"));