CREATE TABLE "price_list_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"position_id" integer,
	"subject" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_position_set_items" (
	"set_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	CONSTRAINT "price_list_position_set_items_set_id_position_id_pk" PRIMARY KEY("set_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_position_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"published" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_position_sets_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "no_schedule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD CONSTRAINT "price_list_changes_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_changes" ADD CONSTRAINT "price_list_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_position_set_items" ADD CONSTRAINT "price_list_position_set_items_set_id_price_list_position_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."price_list_position_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_position_set_items" ADD CONSTRAINT "price_list_position_set_items_position_id_price_list_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."price_list_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_position_sets" ADD CONSTRAINT "price_list_position_sets_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_changes_list_idx" ON "price_list_changes" USING btree ("price_list_id","at");--> statement-breakpoint
CREATE INDEX "price_list_changes_position_idx" ON "price_list_changes" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "price_list_position_set_items_position_idx" ON "price_list_position_set_items" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "price_list_position_sets_list_idx" ON "price_list_position_sets" USING btree ("price_list_id");