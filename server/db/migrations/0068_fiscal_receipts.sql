CREATE TABLE "fiscal_receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"related_receipt_id" uuid,
	"register_id" integer NOT NULL,
	"shift_id" integer,
	"payment_kind" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"fiscal_code" text,
	"page_url" text,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"fiscalised_at" timestamp with time zone,
	CONSTRAINT "fiscal_receipts_total_positive" CHECK ("fiscal_receipts"."total" > 0),
	CONSTRAINT "fiscal_receipts_return_related" CHECK (("fiscal_receipts"."kind" = 'return') = ("fiscal_receipts"."related_receipt_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_related_receipt_id_fiscal_receipts_id_fk" FOREIGN KEY ("related_receipt_id") REFERENCES "public"."fiscal_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_shift_id_cash_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cash_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_one_sale_idx" ON "fiscal_receipts" USING btree ("order_id") WHERE "fiscal_receipts"."kind" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_one_return_idx" ON "fiscal_receipts" USING btree ("related_receipt_id") WHERE "fiscal_receipts"."kind" = 'return';--> statement-breakpoint
CREATE INDEX "fiscal_receipts_shift_idx" ON "fiscal_receipts" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_register_state_idx" ON "fiscal_receipts" USING btree ("register_id","state");