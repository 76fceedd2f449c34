CREATE TABLE "favorite_mc_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"mc_test_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_mc_tests_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "favorite_mc_tests_test_uq" UNIQUE("mc_test_id")
);
--> statement-breakpoint
CREATE TABLE "staging_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"mc_test_id" integer NOT NULL,
	"laboratory_id" integer NOT NULL,
	"monday" boolean DEFAULT false NOT NULL,
	"tuesday" boolean DEFAULT false NOT NULL,
	"wednesday" boolean DEFAULT false NOT NULL,
	"thursday" boolean DEFAULT false NOT NULL,
	"friday" boolean DEFAULT false NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"cutoff_time" text,
	"lead_days" integer DEFAULT 1 NOT NULL,
	"comment" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staging_tests_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "staging_tests_test_lab_uq" UNIQUE("mc_test_id","laboratory_id"),
	CONSTRAINT "staging_tests_lead_days" CHECK ("staging_tests"."lead_days" BETWEEN 0 AND 365),
	CONSTRAINT "staging_tests_cutoff_time" CHECK ("staging_tests"."cutoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "contractor_id" integer;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "medical_center_contractor_id" integer;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "guiding_organisation_id" integer;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "hide_lab" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "blank_email" text;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "blank_phone" text;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "site" text;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "metro_id" integer;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "pediatric_nurse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blood_points" ADD COLUMN "fixed_costs" integer;--> statement-breakpoint
ALTER TABLE "mc_filial_laboratories" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "favorite_mc_tests" ADD CONSTRAINT "favorite_mc_tests_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_tests" ADD CONSTRAINT "staging_tests_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_tests" ADD CONSTRAINT "staging_tests_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staging_tests_laboratory_idx" ON "staging_tests" USING btree ("laboratory_id");--> statement-breakpoint
ALTER TABLE "blood_points" ADD CONSTRAINT "blood_points_contractor_id_insurance_companies_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_points" ADD CONSTRAINT "blood_points_medical_center_contractor_id_insurance_companies_id_fk" FOREIGN KEY ("medical_center_contractor_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_points" ADD CONSTRAINT "blood_points_guiding_organisation_id_guiding_organisations_id_fk" FOREIGN KEY ("guiding_organisation_id") REFERENCES "public"."guiding_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_points" ADD CONSTRAINT "blood_points_metro_id_metros_id_fk" FOREIGN KEY ("metro_id") REFERENCES "public"."metros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_points_contractor_idx" ON "blood_points" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "blood_points_mc_contractor_idx" ON "blood_points" USING btree ("medical_center_contractor_id");--> statement-breakpoint
CREATE INDEX "blood_points_guiding_idx" ON "blood_points" USING btree ("guiding_organisation_id");--> statement-breakpoint
CREATE INDEX "blood_points_metro_idx" ON "blood_points" USING btree ("metro_id");--> statement-breakpoint
ALTER TABLE "blood_points" ADD CONSTRAINT "blood_points_fixed_costs_non_negative" CHECK ("blood_points"."fixed_costs" >= 0);--> statement-breakpoint
CREATE VIEW "public"."blood_point_price_list_owners" AS (select "owner_id" as "blood_point_id" from "price_list_owners" where "price_list_owners"."type" = 'blood_point');