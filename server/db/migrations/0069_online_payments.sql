CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'UAH' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"checkout_url" text,
	"provider_payment_id" text,
	"provider_status" text,
	"last_callback" jsonb,
	"last_callback_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "online_payments_status_check" CHECK ("online_payments"."status" IN ('created', 'processing', 'approved', 'declined', 'expired', 'reversed')),
	CONSTRAINT "online_payments_provider_check" CHECK ("online_payments"."provider" IN ('liqpay', 'wayforpay')),
	CONSTRAINT "online_payments_amount_check" CHECK ("online_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_order_idx" ON "online_payments" USING btree ("order_id","created_at");