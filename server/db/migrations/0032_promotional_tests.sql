CREATE TABLE "promotional_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mc_test_id" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotional_tests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "promotional_tests" ADD CONSTRAINT "promotional_tests_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotional_tests_code_uq" ON "promotional_tests" USING btree (lower(btrim("code")));--> statement-breakpoint
CREATE INDEX "promotional_tests_mc_test_idx" ON "promotional_tests" USING btree ("mc_test_id");