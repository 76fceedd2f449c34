CREATE TABLE "analyzer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"analyzer_id" integer NOT NULL,
	"peer" text NOT NULL,
	"protocol" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw" "bytea" NOT NULL,
	"text" text NOT NULL,
	"parse_state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"result_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analyzer_messages_protocol_ck" CHECK ("analyzer_messages"."protocol" IN ('astm', 'hl7')),
	CONSTRAINT "analyzer_messages_parse_state_ck" CHECK ("analyzer_messages"."parse_state" IN ('pending', 'ok', 'error'))
);
--> statement-breakpoint
CREATE TABLE "analyzer_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"analyzer_id" integer NOT NULL,
	"sample_id" text NOT NULL,
	"analyzer_code" text NOT NULL,
	"mc_test_id" integer,
	"indicator_code" text,
	"value" text NOT NULL,
	"units" text DEFAULT '' NOT NULL,
	"reference_range" text DEFAULT '' NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"measured_at" timestamp with time zone,
	"order_id" integer,
	"unmatched_reason" text,
	"result_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyzer_results_unmatched_ck" CHECK ("analyzer_results"."unmatched_reason" IS NULL OR "analyzer_results"."unmatched_reason" IN ('no_mapping', 'unknown_barcode', 'no_mapping_unknown_barcode'))
);
--> statement-breakpoint
ALTER TABLE "analyzer_messages" ADD CONSTRAINT "analyzer_messages_analyzer_id_analyzers_id_fk" FOREIGN KEY ("analyzer_id") REFERENCES "public"."analyzers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_results" ADD CONSTRAINT "analyzer_results_message_id_analyzer_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."analyzer_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_results" ADD CONSTRAINT "analyzer_results_analyzer_id_analyzers_id_fk" FOREIGN KEY ("analyzer_id") REFERENCES "public"."analyzers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_results" ADD CONSTRAINT "analyzer_results_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_results" ADD CONSTRAINT "analyzer_results_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyzer_messages_analyzer_idx" ON "analyzer_messages" USING btree ("analyzer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "analyzer_results_key_uq" ON "analyzer_results" USING btree ("analyzer_id","result_key");--> statement-breakpoint
CREATE INDEX "analyzer_results_analyzer_idx" ON "analyzer_results" USING btree ("analyzer_id","id");--> statement-breakpoint
CREATE INDEX "analyzer_results_sample_idx" ON "analyzer_results" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "analyzer_results_order_idx" ON "analyzer_results" USING btree ("order_id");