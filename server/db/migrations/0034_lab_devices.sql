CREATE TABLE "analyzer_test_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"analyzer_id" integer NOT NULL,
	"code" text NOT NULL,
	"mc_test_id" integer NOT NULL,
	"indicator_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analyzer_test_codes_code_uq" UNIQUE("analyzer_id","code")
);
--> statement-breakpoint
CREATE TABLE "analyzers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text,
	"protocol" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"direction" text DEFAULT 'analyzer' NOT NULL,
	"encoding" text DEFAULT 'utf-8' NOT NULL,
	"sample_id_field" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"listener_state" text DEFAULT 'stopped' NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyzers_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "analyzers_protocol_ck" CHECK ("analyzers"."protocol" IN ('astm', 'hl7')),
	CONSTRAINT "analyzers_direction_ck" CHECK ("analyzers"."direction" IN ('analyzer', 'query', 'bidirectional')),
	CONSTRAINT "analyzers_encoding_ck" CHECK ("analyzers"."encoding" IN ('utf-8', 'windows-1251', 'latin1')),
	CONSTRAINT "analyzers_listener_state_ck" CHECK ("analyzers"."listener_state" IN ('started', 'stopping', 'stopped')),
	CONSTRAINT "analyzers_port_ck" CHECK ("analyzers"."port" BETWEEN 1 AND 65535),
	CONSTRAINT "analyzers_sample_id_field_ck" CHECK ("analyzers"."sample_id_field" LIKE "analyzers"."protocol" || ':%')
);
--> statement-breakpoint
CREATE TABLE "barcode_counters" (
	"key" text NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barcode_counters_key_pk" PRIMARY KEY("key"),
	CONSTRAINT "barcode_counters_non_negative" CHECK ("barcode_counters"."last_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_barcodes" (
	"barcode" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_barcodes_not_blank" CHECK (btrim("order_barcodes"."barcode") <> '')
);
--> statement-breakpoint
ALTER TABLE "analyzer_test_codes" ADD CONSTRAINT "analyzer_test_codes_analyzer_id_analyzers_id_fk" FOREIGN KEY ("analyzer_id") REFERENCES "public"."analyzers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_test_codes" ADD CONSTRAINT "analyzer_test_codes_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_barcodes" ADD CONSTRAINT "order_barcodes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyzer_test_codes_mc_test_idx" ON "analyzer_test_codes" USING btree ("mc_test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analyzers_active_host_port_uq" ON "analyzers" USING btree (lower("host"),"port") WHERE "analyzers"."active";--> statement-breakpoint
CREATE INDEX "order_barcodes_order_idx" ON "order_barcodes" USING btree ("order_id");--> statement-breakpoint
-- Barcodes already on orders' test lines: each to the first order that used it (a later duplicate keeps
-- its line, and check-carts refuses that order until the barcode is changed).
INSERT INTO "order_barcodes" ("barcode", "order_id", "created_at")
SELECT DISTINCT ON (btrim(t->>'barcode')) btrim(t->>'barcode'), o."id", o."created_at"
FROM "orders" o, jsonb_array_elements(COALESCE(o."cart_data"->'tests', '[]'::jsonb)) t
WHERE btrim(COALESCE(t->>'barcode', '')) <> ''
ORDER BY btrim(t->>'barcode'), o."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "barcode_counters" ("key") VALUES ('barcode') ON CONFLICT DO NOTHING;
