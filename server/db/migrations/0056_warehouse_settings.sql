CREATE TABLE "nomenclature_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nomenclature_units_name_unique" UNIQUE("name"),
	CONSTRAINT "nomenclature_units_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "stock_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "stock_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"phone" text,
	"email" text,
	"comment" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "warehouse_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "warehouse_groups_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_unit_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "use_unit_id" integer;--> statement-breakpoint
-- Hand-written: the free-text unit of existing products becomes a unit of the dictionary (one row per
-- distinct trimmed text), which each product then names as both its storage and its use unit.
INSERT INTO "nomenclature_units" ("name")
  SELECT DISTINCT btrim("unit") FROM "products" WHERE btrim("unit") <> ''
  ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "nomenclature_units" ("name")
  SELECT 'шт' WHERE EXISTS (SELECT 1 FROM "products" WHERE btrim("unit") = '')
  ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "products" p SET "storage_unit_id" = u."id", "use_unit_id" = u."id"
  FROM "nomenclature_units" u
  WHERE u."name" = coalesce(nullif(btrim(p."unit"), ''), 'шт');--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "storage_unit_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "use_unit_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "use_units_per_storage_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "markup" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "markup_type" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expiration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "days_to_expiration" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "series_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "report_display" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_group_id_warehouse_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."warehouse_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_stock_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."stock_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_storage_unit_id_nomenclature_units_id_fk" FOREIGN KEY ("storage_unit_id") REFERENCES "public"."nomenclature_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_use_unit_id_nomenclature_units_id_fk" FOREIGN KEY ("use_unit_id") REFERENCES "public"."nomenclature_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouses_group_idx" ON "warehouses" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_storage_unit_idx" ON "products" USING btree ("storage_unit_id");--> statement-breakpoint
CREATE INDEX "products_use_unit_idx" ON "products" USING btree ("use_unit_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "unit";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_use_units_per_storage_unit" CHECK ("products"."use_units_per_storage_unit" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_count" CHECK ("products"."min_count" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_markup" CHECK ("products"."markup" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_markup_type" CHECK ("products"."markup_type" IN ('percent', 'fixed'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate" IN (0, 7, 20));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_days_to_expiration" CHECK ("products"."days_to_expiration" >= 0);