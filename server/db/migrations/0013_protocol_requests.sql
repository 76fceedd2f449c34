CREATE TABLE "protocol_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"client_id" integer,
	"protocolable_type" text NOT NULL,
	"protocolable_id" integer NOT NULL,
	"package_test_id" integer,
	"state" text DEFAULT 'requested' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "protocol_requests" ADD CONSTRAINT "protocol_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_requests" ADD CONSTRAINT "protocol_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_requests" ADD CONSTRAINT "protocol_requests_package_test_id_mc_tests_id_fk" FOREIGN KEY ("package_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_requests" ADD CONSTRAINT "protocol_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_requests_line_uq" ON "protocol_requests" USING btree ("order_id","protocolable_type","protocolable_id",coalesce("package_test_id", 0));--> statement-breakpoint
CREATE INDEX "protocol_requests_client_idx" ON "protocol_requests" USING btree ("client_id");