CREATE TABLE "previous_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"registered_on" date NOT NULL,
	"deadline_at" date NOT NULL,
	"type" smallint NOT NULL,
	"comment" text,
	"is_near_visit" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previous_entries_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "previous_entries_type_check" CHECK ("previous_entries"."type" IN (1, 2))
);
--> statement-breakpoint
DROP INDEX "clients_surname_search_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "surname_key" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "patronymic_key" text;--> statement-breakpoint
ALTER TABLE "previous_entries" ADD CONSTRAINT "previous_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_entries" ADD CONSTRAINT "previous_entries_doctor_id_staff_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_entries" ADD CONSTRAINT "previous_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_entries" ADD CONSTRAINT "previous_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "previous_entries_client_idx" ON "previous_entries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "previous_entries_doctor_deadline_idx" ON "previous_entries" USING btree ("doctor_id","deadline_at");--> statement-breakpoint
CREATE INDEX "clients_surname_key_idx" ON "clients" USING btree ("surname_key" COLLATE "C");--> statement-breakpoint
CREATE INDEX "clients_name_key_idx" ON "clients" USING btree ("name_key" COLLATE "C");--> statement-breakpoint
CREATE INDEX "clients_patronymic_key_idx" ON "clients" USING btree ("patronymic_key" COLLATE "C");--> statement-breakpoint
CREATE INDEX "clients_surname_key_trgm_idx" ON "clients" USING gin ("surname_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_key_trgm_idx" ON "clients" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_patronymic_key_trgm_idx" ON "clients" USING gin ("patronymic_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_birthday_idx" ON "clients" USING btree ("birthday");--> statement-breakpoint
CREATE INDEX "clients_email_search_idx" ON "clients" USING btree (lower("email") COLLATE "C");