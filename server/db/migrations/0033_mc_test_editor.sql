CREATE TABLE "mc_test_indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"mc_test_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit_id" integer,
	"decimals" smallint DEFAULT 2 NOT NULL,
	"result_type" text DEFAULT 'numeric' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mc_test_indicators_code_uq" UNIQUE("mc_test_id","code"),
	CONSTRAINT "mc_test_indicators_decimals" CHECK ("mc_test_indicators"."decimals" BETWEEN 0 AND 6)
);
--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "container_additional_id" integer;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "laboratory_id" integer;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "material_collection_service_id" integer;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "run_weekdays" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "external_name" text;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "external_material_id" text;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "external_material_name" text;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "default_param_api_id" integer;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "buh_code" text;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "buh_code_material" text;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "unique_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "has_unique_tests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "package_full" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD COLUMN "s_help" text;--> statement-breakpoint
ALTER TABLE "mc_test_indicators" ADD CONSTRAINT "mc_test_indicators_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_test_indicators" ADD CONSTRAINT "mc_test_indicators_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mc_test_indicators_unit_idx" ON "mc_test_indicators" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_container_additional_id_containers_id_fk" FOREIGN KEY ("container_additional_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_material_collection_service_id_mc_tests_id_fk" FOREIGN KEY ("material_collection_service_id") REFERENCES "public"."mc_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_default_param_api_id_param_apis_id_fk" FOREIGN KEY ("default_param_api_id") REFERENCES "public"."param_apis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mc_tests_laboratory_idx" ON "mc_tests" USING btree ("laboratory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mc_tests_code_ci_uq" ON "mc_tests" USING btree (lower(btrim("code")));