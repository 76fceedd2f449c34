CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"login" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"banned_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code"),
	CONSTRAINT "roles_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_permission_overrides" (
	"user_id" integer NOT NULL,
	"permission" text NOT NULL,
	"effect" text NOT NULL,
	CONSTRAINT "user_permission_overrides_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role_id" integer NOT NULL,
	"modules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login"),
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "blood_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"address_uk" text NOT NULL,
	"city_id" integer NOT NULL,
	"phone" text,
	"published" boolean DEFAULT true NOT NULL,
	"works_saturday" boolean DEFAULT false NOT NULL,
	"works_sunday" boolean DEFAULT false NOT NULL,
	"schedule" text,
	"card_payment" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_points_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cabinets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"color" text,
	"simultaneous_reception" boolean DEFAULT false NOT NULL,
	"filial_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabinets_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_uk" text NOT NULL,
	"region_id" integer,
	"is_internal" boolean DEFAULT false NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "filials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"city_id" integer NOT NULL,
	"color" text,
	"is_franchise" boolean DEFAULT false NOT NULL,
	"address" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filials_code_unique" UNIQUE("code"),
	CONSTRAINT "filials_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name"),
	CONSTRAINT "regions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer,
	"filial_id" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specializations_name_unique" UNIQUE("name"),
	CONSTRAINT "specializations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"specialization_id" integer,
	"staff_group_id" integer,
	"is_doctor" boolean DEFAULT false NOT NULL,
	"is_referral" boolean DEFAULT false NOT NULL,
	"is_responsible" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "staff_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "staff_groups_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tax_code" text,
	"address" text,
	"phone" text,
	"email" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_tax_code_unique" UNIQUE("tax_code"),
	CONSTRAINT "companies_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"company_id" integer,
	"legal_entity_id" integer,
	"date_from" date,
	"date_to" date,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_number_unique" UNIQUE("number"),
	CONSTRAINT "contracts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_name_unique" UNIQUE("name"),
	CONSTRAINT "discounts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "insurance_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"contact_person" text,
	"phone" text,
	"email" text NOT NULL,
	"contract_number" text,
	"contract_start_date" date,
	"contract_end_date" date,
	"auto_extension" boolean DEFAULT false NOT NULL,
	"postponement_days" integer DEFAULT 0 NOT NULL,
	"max_discount_percent" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_companies_code_unique" UNIQUE("code"),
	CONSTRAINT "insurance_companies_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tax_code" text NOT NULL,
	"address" text,
	"iban" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_entities_tax_code_unique" UNIQUE("tax_code"),
	CONSTRAINT "legal_entities_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cash_type" text NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_types_name_unique" UNIQUE("name"),
	CONSTRAINT "payment_types_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"volume_ml" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "containers_code_unique" UNIQUE("code"),
	CONSTRAINT "containers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name"),
	CONSTRAINT "departments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "mc_test_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_test_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "mc_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_ru" text,
	"synonyms" text,
	"category_id" integer,
	"test_type" smallint DEFAULT 1 NOT NULL,
	"analyzer_type" text DEFAULT 'default' NOT NULL,
	"result_mode" text DEFAULT 'default' NOT NULL,
	"container_id" integer,
	"material_id" integer,
	"department_id" integer,
	"work_days" integer DEFAULT 1 NOT NULL,
	"is_package" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_tests_code_unique" UNIQUE("code"),
	CONSTRAINT "mc_tests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "medical_center_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_center_materials_code_unique" UNIQUE("code"),
	CONSTRAINT "medical_center_materials_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"selling_price" integer NOT NULL,
	"purchase_price" integer,
	"max_discount" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_name_unique" UNIQUE("name"),
	CONSTRAINT "products_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"standard_duration" integer DEFAULT 30 NOT NULL,
	"max_discount" integer DEFAULT 100 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_code_unique" UNIQUE("code"),
	CONSTRAINT "services_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "price_list_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"filial_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"service_id" integer,
	"mc_test_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"external_code" text,
	"external_name" text,
	"price" integer NOT NULL,
	"cost" integer,
	"final_price" integer NOT NULL,
	"partner_price" integer,
	"cost_price" integer,
	"manual_price" boolean DEFAULT false NOT NULL,
	"lead_time" integer,
	"cito_lead_time" integer,
	"lead_time_text" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_positions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "price_list_positions_service_uq" UNIQUE("price_list_id","service_id"),
	CONSTRAINT "price_list_positions_test_uq" UNIQUE("price_list_id","mc_test_id"),
	CONSTRAINT "price_list_positions_one_item" CHECK (num_nonnulls("price_list_positions"."service_id", "price_list_positions"."mc_test_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_uk" text NOT NULL,
	"name_ru" text,
	"type" text NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"max_discount_percent" integer DEFAULT 100 NOT NULL,
	"city_id" integer,
	"author_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"date_from" date,
	"date_to" date,
	"perpetual" boolean DEFAULT false NOT NULL,
	"auto_extension" boolean DEFAULT false NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_code" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionaries_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "dictionaries_set_key_uq" UNIQUE("set_code","key")
);
--> statement-breakpoint
CREATE TABLE "order_cancel_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancel_reasons_name_unique" UNIQUE("name"),
	CONSTRAINT "order_cancel_reasons_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "weekend_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekend_reasons_name_unique" UNIQUE("name"),
	CONSTRAINT "weekend_reasons_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"surname" text NOT NULL,
	"name" text NOT NULL,
	"patronymic" text,
	"birthday" date,
	"phone" text,
	"email" text,
	"male" text,
	"special_attention" boolean DEFAULT false NOT NULL,
	"special_attention_comment" text,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"cabinet_enabled_at" timestamp with time zone,
	"cabinet_disabled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"delete_reason" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permission_overrides" ADD CONSTRAINT "user_permission_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_points" ADD CONSTRAINT "blood_points_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinets" ADD CONSTRAINT "cabinets_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filials" ADD CONSTRAINT "filials_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_staff_group_id_staff_groups_id_fk" FOREIGN KEY ("staff_group_id") REFERENCES "public"."staff_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_test_categories" ADD CONSTRAINT "mc_test_categories_parent_id_mc_test_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mc_test_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_category_id_mc_test_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mc_test_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_material_id_medical_center_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."medical_center_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_parent_id_service_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_owners" ADD CONSTRAINT "price_list_owners_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_owners" ADD CONSTRAINT "price_list_owners_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_positions" ADD CONSTRAINT "price_list_positions_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_positions" ADD CONSTRAINT "price_list_positions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_positions" ADD CONSTRAINT "price_list_positions_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "blood_points_city_idx" ON "blood_points" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "cabinets_filial_idx" ON "cabinets" USING btree ("filial_id");--> statement-breakpoint
CREATE INDEX "cities_region_idx" ON "cities" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "filials_city_idx" ON "filials" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "warehouses_city_idx" ON "warehouses" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "warehouses_filial_idx" ON "warehouses" USING btree ("filial_id");--> statement-breakpoint
CREATE INDEX "staff_user_idx" ON "staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_specialization_idx" ON "staff" USING btree ("specialization_id");--> statement-breakpoint
CREATE INDEX "staff_group_idx" ON "staff" USING btree ("staff_group_id");--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_legal_entity_idx" ON "contracts" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE INDEX "mc_test_categories_parent_idx" ON "mc_test_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "mc_tests_category_idx" ON "mc_tests" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mc_tests_container_idx" ON "mc_tests" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "mc_tests_material_idx" ON "mc_tests" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "mc_tests_department_idx" ON "mc_tests" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "service_categories_parent_idx" ON "service_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "price_list_owners_list_idx" ON "price_list_owners" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_owners_owner_idx" ON "price_list_owners" USING btree ("type","owner_id");--> statement-breakpoint
CREATE INDEX "price_list_owners_filial_idx" ON "price_list_owners" USING btree ("filial_id");--> statement-breakpoint
CREATE INDEX "price_list_positions_service_idx" ON "price_list_positions" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "price_list_positions_test_idx" ON "price_list_positions" USING btree ("mc_test_id");--> statement-breakpoint
CREATE INDEX "price_lists_city_idx" ON "price_lists" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "price_lists_author_idx" ON "price_lists" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "dictionaries_set_sort_idx" ON "dictionaries" USING btree ("set_code","sort");--> statement-breakpoint
CREATE INDEX "clients_surname_search_idx" ON "clients" USING btree (lower("surname") COLLATE "C");--> statement-breakpoint
CREATE INDEX "clients_phone_idx" ON "clients" USING btree ("phone");