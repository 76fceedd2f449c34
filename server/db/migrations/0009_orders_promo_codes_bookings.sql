CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_uses_order_uq" UNIQUE("promo_code_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"date_from" date,
	"date_to" date,
	"perpetual" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"contractor_id" integer,
	"payment_type_id" integer,
	"insurance_company_id" integer,
	"multiple_use" boolean DEFAULT false NOT NULL,
	"count" integer,
	"symbol_count" integer,
	"symbol_set" text,
	"pad_to" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."percent" >= 0 AND "promo_codes"."percent" <= 100),
	CONSTRAINT "promo_codes_count_positive" CHECK ("promo_codes"."count" IS NULL OR "promo_codes"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"cabinet_id" integer,
	"weekday" smallint NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL,
	"standard_duration" integer DEFAULT 30 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_schedules_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "doctor_schedules_weekday" CHECK ("doctor_schedules"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "doctor_schedules_hours" CHECK ("doctor_schedules"."time_from" < "doctor_schedules"."time_to"),
	CONSTRAINT "doctor_schedules_duration" CHECK ("doctor_schedules"."standard_duration" BETWEEN 5 AND 480)
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_bookings_doctor_slot_uq" UNIQUE("doctor_id","starts_at"),
	CONSTRAINT "service_bookings_order_service_uq" UNIQUE("order_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "blood_point_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_data" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "caller_client_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "passport_data" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "personal_data_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_price_list_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mc_test_price_list_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_type_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_wait_flow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_online_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'not_paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "depositable_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_depositable_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "write_off_sum_of_cash_deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "write_off_from_cash_deposit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "insurance_company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_data" jsonb DEFAULT '{"services":[],"tests":[],"products":[],"materials":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_info" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "operator_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zero_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zero_price_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zero_price_material" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zero_price_material_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_discount" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_discount_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "doctor_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "doctor_not_found" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "responsible_doctor_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referring_doctor_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "research_type_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "research_type_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_api_order_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manipulation_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "police_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "franchise" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cito" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guiding_organisation_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comment_to_registrar" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comment_to_client" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nps_rating" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nps_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fence_point_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_pay" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "franchise_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reception_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reception_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_contractor_id_insurance_companies_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_schedule_id_doctor_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."doctor_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_order_idx" ON "promo_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "doctor_schedules_doctor_idx" ON "doctor_schedules" USING btree ("doctor_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_blood_point_id_blood_points_id_fk" FOREIGN KEY ("blood_point_id") REFERENCES "public"."blood_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_caller_client_id_clients_id_fk" FOREIGN KEY ("caller_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_price_list_id_price_lists_id_fk" FOREIGN KEY ("service_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_mc_test_price_list_id_price_lists_id_fk" FOREIGN KEY ("mc_test_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_responsible_doctor_id_staff_id_fk" FOREIGN KEY ("responsible_doctor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referring_doctor_id_staff_id_fk" FOREIGN KEY ("referring_doctor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guiding_organisation_id_guiding_organisations_id_fk" FOREIGN KEY ("guiding_organisation_id") REFERENCES "public"."guiding_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fence_point_id_blood_points_id_fk" FOREIGN KEY ("fence_point_id") REFERENCES "public"."blood_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_id_order_cancel_reasons_id_fk" FOREIGN KEY ("cancel_reason_id") REFERENCES "public"."order_cancel_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_filial_idx" ON "orders" USING btree ("filial_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_nps_rating_range" CHECK ("orders"."nps_rating" IS NULL OR "orders"."nps_rating" BETWEEN 0 AND 10);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_write_off_non_negative" CHECK ("orders"."write_off_sum_of_cash_deposit" >= 0);