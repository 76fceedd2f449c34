CREATE TABLE "cash_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" integer NOT NULL,
	"provider_shift_id" text NOT NULL,
	"serial" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"last_x" jsonb,
	"last_x_at" timestamp with time zone,
	"z_report" jsonb,
	CONSTRAINT "cash_shifts_provider_shift_unique" UNIQUE("register_id","provider_shift_id"),
	CONSTRAINT "cash_shifts_status_check" CHECK ("cash_shifts"."status" IN ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "provider" text DEFAULT 'checkbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "api_url" text;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "license_key" text;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "cashier_login" text;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "cashier_password" text;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "cashier_pin" text;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_shifts_one_open_idx" ON "cash_shifts" USING btree ("register_id") WHERE "cash_shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cash_shifts_register_idx" ON "cash_shifts" USING btree ("register_id","opened_at");--> statement-breakpoint
-- The new cash desk permission (crmCashboxWork) for the installed default roles that hold it by default
-- (domain/permissions/roles.ts): an installation seeded before it would otherwise have no cashier.
UPDATE "roles" SET "permissions" = "permissions" || '["crmCashboxWork"]'::jsonb WHERE "code" IN ('admin', 'cashier') AND NOT ("permissions" @> '["crmCashboxWork"]'::jsonb);
