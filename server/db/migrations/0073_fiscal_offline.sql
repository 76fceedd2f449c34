CREATE TABLE "cash_offline_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" integer NOT NULL,
	"code" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"receipt_id" uuid,
	"used_at" timestamp with time zone,
	CONSTRAINT "cash_offline_codes_code_unique" UNIQUE("register_id","code")
);
--> statement-breakpoint
CREATE TABLE "cash_offline_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "cash_offline_periods_order" CHECK ("cash_offline_periods"."ended_at" IS NULL OR "cash_offline_periods"."ended_at" >= "cash_offline_periods"."started_at")
);
--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD COLUMN "offline_code" text;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD COLUMN "offline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_offline_codes" ADD CONSTRAINT "cash_offline_codes_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_offline_periods" ADD CONSTRAINT "cash_offline_periods_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_offline_codes_receipt_idx" ON "cash_offline_codes" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "cash_offline_codes_free_idx" ON "cash_offline_codes" USING btree ("register_id","id") WHERE "cash_offline_codes"."receipt_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_offline_periods_one_open_idx" ON "cash_offline_periods" USING btree ("register_id") WHERE "cash_offline_periods"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cash_offline_periods_register_idx" ON "cash_offline_periods" USING btree ("register_id","started_at");