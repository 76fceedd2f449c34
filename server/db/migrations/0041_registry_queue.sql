CREATE TABLE "queue_out_of_turn" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"out_of_turn" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"from_column" text NOT NULL,
	"to_column" text NOT NULL,
	"moved_by" integer,
	"moved_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	CONSTRAINT "queue_transitions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "queue_transitions_from_check" CHECK ("queue_transitions"."from_column" IN ('wait', 'clinic', 'doctor', 'payment_awaiting', 'payed')),
	CONSTRAINT "queue_transitions_to_check" CHECK ("queue_transitions"."to_column" IN ('wait', 'clinic', 'doctor', 'payment_awaiting', 'payed'))
);
--> statement-breakpoint
ALTER TABLE "queue_out_of_turn" ADD CONSTRAINT "queue_out_of_turn_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_out_of_turn" ADD CONSTRAINT "queue_out_of_turn_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_transitions" ADD CONSTRAINT "queue_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_transitions" ADD CONSTRAINT "queue_transitions_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_transitions" ADD CONSTRAINT "queue_transitions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_transitions_order_idx" ON "queue_transitions" USING btree ("order_id","moved_at");