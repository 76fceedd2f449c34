CREATE TABLE "protocol_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"protocol_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "protocol_files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "protocol_log" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "protocol_files" ADD CONSTRAINT "protocol_files_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_files" ADD CONSTRAINT "protocol_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_files" ADD CONSTRAINT "protocol_files_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocol_files_protocol_idx" ON "protocol_files" USING btree ("protocol_id") WHERE "protocol_files"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "protocol_log" ADD CONSTRAINT "protocol_log_file_id_protocol_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."protocol_files"("id") ON DELETE no action ON UPDATE no action;