CREATE TABLE "client_deposit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_deposit_movements_amount_non_zero" CHECK ("client_deposit_movements"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "client_deposits" (
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_deposits_pk" PRIMARY KEY("client_id","type")
);
--> statement-breakpoint
ALTER TABLE "client_deposit_movements" ADD CONSTRAINT "client_deposit_movements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_deposit_movements" ADD CONSTRAINT "client_deposit_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_deposit_movements" ADD CONSTRAINT "client_deposit_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_deposits" ADD CONSTRAINT "client_deposits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_deposit_movements_client_idx" ON "client_deposit_movements" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_deposit_movements_order_write_off_uq" ON "client_deposit_movements" USING btree ("order_id","type") WHERE "client_deposit_movements"."kind" = 'write_off';