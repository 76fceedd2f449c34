CREATE TABLE "doctor_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"service_category_id" integer,
	"percent" numeric(5, 2) NOT NULL,
	"fixed_per_service" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"comment" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_rates_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "doctor_rates_uq" UNIQUE NULLS NOT DISTINCT("doctor_id","service_category_id","valid_from"),
	CONSTRAINT "doctor_rates_percent" CHECK ("doctor_rates"."percent" BETWEEN 0 AND 100),
	CONSTRAINT "doctor_rates_fixed" CHECK ("doctor_rates"."fixed_per_service" >= 0)
);
--> statement-breakpoint
ALTER TABLE "doctor_rates" ADD CONSTRAINT "doctor_rates_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_rates" ADD CONSTRAINT "doctor_rates_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_rates_doctor_idx" ON "doctor_rates" USING btree ("doctor_id","valid_from");