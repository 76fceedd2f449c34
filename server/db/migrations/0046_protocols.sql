CREATE TABLE "protocol_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol_id" integer NOT NULL,
	"action" text NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sheets" jsonb NOT NULL,
	"doctor_id" integer NOT NULL,
	"assistant_id" integer,
	"visit_at" timestamp with time zone NOT NULL,
	"next_visit_date" date,
	"conclusion" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"auto_approve_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"delete_reason_id" integer
);
--> statement-breakpoint
ALTER TABLE "protocol_templates" ADD COLUMN "auto_approve_minutes" integer;--> statement-breakpoint
ALTER TABLE "protocol_log" ADD CONSTRAINT "protocol_log_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_log" ADD CONSTRAINT "protocol_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_id_protocol_requests_id_fk" FOREIGN KEY ("id") REFERENCES "public"."protocol_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_assistant_id_staff_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_delete_reason_id_protocol_delete_reasons_id_fk" FOREIGN KEY ("delete_reason_id") REFERENCES "public"."protocol_delete_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocol_log_protocol_idx" ON "protocol_log" USING btree ("protocol_id");--> statement-breakpoint
CREATE INDEX "protocols_auto_approve_idx" ON "protocols" USING btree ("auto_approve_at") WHERE "protocols"."state" = 'saved' and "protocols"."auto_approve_at" is not null;--> statement-breakpoint
CREATE INDEX "protocols_doctor_idx" ON "protocols" USING btree ("doctor_id");