CREATE TABLE "label_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"tube_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printer_host" text,
	CONSTRAINT "label_prints_kind_check" CHECK ("label_prints"."kind" IN ('zpl', 'pixel'))
);
--> statement-breakpoint
ALTER TABLE "personal_settings" ADD COLUMN "label_printer_host" text;--> statement-breakpoint
ALTER TABLE "personal_settings" ADD COLUMN "label_printer_port" integer DEFAULT 9100 NOT NULL;--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_tube_id_lab_tubes_id_fk" FOREIGN KEY ("tube_id") REFERENCES "public"."lab_tubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_prints_tube_idx" ON "label_prints" USING btree ("tube_id","printed_at");