CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"filial_id" integer NOT NULL,
	"fiscal_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_registers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_cash_registers" (
	"user_id" integer NOT NULL,
	"cash_register_id" integer NOT NULL,
	CONSTRAINT "user_cash_registers_user_id_cash_register_id_pk" PRIMARY KEY("user_id","cash_register_id")
);
--> statement-breakpoint
CREATE TABLE "user_filials" (
	"user_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	CONSTRAINT "user_filials_user_id_filial_id_pk" PRIMARY KEY("user_id","filial_id")
);
--> statement-breakpoint
CREATE TABLE "user_specializations" (
	"user_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "user_specializations_user_id_specialization_id_pk" PRIMARY KEY("user_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "user_staff_groups" (
	"user_id" integer NOT NULL,
	"staff_group_id" integer NOT NULL,
	CONSTRAINT "user_staff_groups_user_id_staff_group_id_pk" PRIMARY KEY("user_id","staff_group_id")
);
--> statement-breakpoint
CREATE TABLE "user_warehouses" (
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "user_warehouses_user_id_warehouse_id_pk" PRIMARY KEY("user_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_approve_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cash_registers" ADD CONSTRAINT "user_cash_registers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cash_registers" ADD CONSTRAINT "user_cash_registers_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_filials" ADD CONSTRAINT "user_filials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_filials" ADD CONSTRAINT "user_filials_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_specializations" ADD CONSTRAINT "user_specializations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_specializations" ADD CONSTRAINT "user_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_staff_groups" ADD CONSTRAINT "user_staff_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_staff_groups" ADD CONSTRAINT "user_staff_groups_staff_group_id_staff_groups_id_fk" FOREIGN KEY ("staff_group_id") REFERENCES "public"."staff_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warehouses" ADD CONSTRAINT "user_warehouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warehouses" ADD CONSTRAINT "user_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "cash_registers_filial_idx" ON "cash_registers" USING btree ("filial_id");--> statement-breakpoint
CREATE INDEX "user_cash_registers_register_idx" ON "user_cash_registers" USING btree ("cash_register_id");--> statement-breakpoint
CREATE INDEX "user_filials_filial_idx" ON "user_filials" USING btree ("filial_id");--> statement-breakpoint
CREATE INDEX "user_specializations_spec_idx" ON "user_specializations" USING btree ("specialization_id");--> statement-breakpoint
CREATE INDEX "user_staff_groups_group_idx" ON "user_staff_groups" USING btree ("staff_group_id");--> statement-breakpoint
CREATE INDEX "user_warehouses_warehouse_idx" ON "user_warehouses" USING btree ("warehouse_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_lower_idx" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
-- The staff screen's permission is one of the administrator's defaults (domain/permissions/roles.ts); the seed
-- keeps existing roles as they are, so an installation's admin role gets it here, once.
UPDATE "roles" SET "permissions" = "permissions" || '["crmStaffEdit"]'::jsonb WHERE "code" = 'admin' AND NOT ("permissions" ? 'crmStaffEdit');
