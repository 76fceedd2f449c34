CREATE TABLE "crm_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_settings_name_unique" UNIQUE("name"),
	CONSTRAINT "crm_settings_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "guiding_organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guiding_organisations_name_unique" UNIQUE("name"),
	CONSTRAINT "guiding_organisations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "legal_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"param" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_info_param_unique" UNIQUE("param"),
	CONSTRAINT "legal_info_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "metros" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"line" text,
	"color" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metros_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "staff_services" (
	"staff_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_services_staff_id_service_id_pk" PRIMARY KEY("staff_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "laboratories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laboratories_code_unique" UNIQUE("code"),
	CONSTRAINT "laboratories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "mc_filial_laboratories" (
	"id" serial PRIMARY KEY NOT NULL,
	"filial_id" integer NOT NULL,
	"laboratory_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_filial_laboratories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "mc_filial_laboratories_uq" UNIQUE("filial_id","laboratory_id")
);
--> statement-breakpoint
CREATE TABLE "param_api_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"param_api_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "param_api_references_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "param_api_references_uq" UNIQUE("param_api_id","code")
);
--> statement-breakpoint
CREATE TABLE "param_apis" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"reference_type" text NOT NULL,
	"laboratory_id" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "param_apis_code_unique" UNIQUE("code"),
	CONSTRAINT "param_apis_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "primary_protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"control_cells" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "primary_protocols_name_unique" UNIQUE("name"),
	CONSTRAINT "primary_protocols_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "personal_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"city_id" integer,
	"filial_id" integer,
	"language" text DEFAULT 'ua' NOT NULL,
	"barcode_margin_top" double precision DEFAULT 0 NOT NULL,
	"barcode_margin_left" double precision DEFAULT 0 NOT NULL,
	"qr_margin_top" double precision DEFAULT 0 NOT NULL,
	"qr_margin_left" double precision DEFAULT 0 NOT NULL,
	"label_printer_type" text DEFAULT 'zpl' NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_settings_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "personal_settings_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"cursor" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"uuid" uuid,
	"op" text NOT NULL,
	"owner_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "metros" ADD CONSTRAINT "metros_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_filial_laboratories" ADD CONSTRAINT "mc_filial_laboratories_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_filial_laboratories" ADD CONSTRAINT "mc_filial_laboratories_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "param_api_references" ADD CONSTRAINT "param_api_references_param_api_id_param_apis_id_fk" FOREIGN KEY ("param_api_id") REFERENCES "public"."param_apis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "param_apis" ADD CONSTRAINT "param_apis_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_settings" ADD CONSTRAINT "personal_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_settings" ADD CONSTRAINT "personal_settings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_settings" ADD CONSTRAINT "personal_settings_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metros_city_idx" ON "metros" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "staff_services_service_idx" ON "staff_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "laboratories_city_idx" ON "laboratories" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "mc_filial_laboratories_lab_idx" ON "mc_filial_laboratories" USING btree ("laboratory_id");--> statement-breakpoint
CREATE INDEX "param_apis_laboratory_idx" ON "param_apis" USING btree ("laboratory_id");--> statement-breakpoint
CREATE INDEX "change_log_scope_cursor_idx" ON "change_log" USING btree ("scope","cursor");--> statement-breakpoint
CREATE INDEX "change_log_owner_idx" ON "change_log" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");