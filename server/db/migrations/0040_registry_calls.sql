CREATE TABLE "registry_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"order_id" integer,
	"previous_entry_id" integer,
	"client_id" integer,
	"call_type_id" integer NOT NULL,
	"call_result_id" integer NOT NULL,
	"order_call_state" text,
	"comment" text,
	"closes" boolean DEFAULT false NOT NULL,
	"made_by" integer,
	"made_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_calls_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "registry_calls_about" CHECK ("registry_calls"."order_id" IS NOT NULL OR "registry_calls"."previous_entry_id" IS NOT NULL OR "registry_calls"."client_id" IS NOT NULL),
	CONSTRAINT "registry_calls_comment_len" CHECK ("registry_calls"."comment" IS NULL OR length("registry_calls"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "registry_calls" ADD CONSTRAINT "registry_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_calls" ADD CONSTRAINT "registry_calls_previous_entry_id_previous_entries_id_fk" FOREIGN KEY ("previous_entry_id") REFERENCES "public"."previous_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_calls" ADD CONSTRAINT "registry_calls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_calls" ADD CONSTRAINT "registry_calls_call_type_id_call_types_id_fk" FOREIGN KEY ("call_type_id") REFERENCES "public"."call_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_calls" ADD CONSTRAINT "registry_calls_call_result_id_call_results_id_fk" FOREIGN KEY ("call_result_id") REFERENCES "public"."call_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_calls" ADD CONSTRAINT "registry_calls_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_calls_order_idx" ON "registry_calls" USING btree ("order_id","made_at");--> statement-breakpoint
CREATE INDEX "registry_calls_entry_idx" ON "registry_calls" USING btree ("previous_entry_id","made_at");--> statement-breakpoint
CREATE INDEX "registry_calls_client_idx" ON "registry_calls" USING btree ("client_id");