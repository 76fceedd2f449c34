CREATE TABLE "lab_result_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"old_value" text,
	"old_value2" text,
	"new_value" text,
	"new_value2" text,
	"old_state" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"mc_test_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"indicator_code" text NOT NULL,
	"value" text,
	"numeric_value" double precision,
	"value2" text,
	"numeric_value2" double precision,
	"unit" text,
	"norm_text" text,
	"flag" text DEFAULT 'none' NOT NULL,
	"flag2" text DEFAULT 'none' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"state" text DEFAULT 'entered' NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "lab_results_line_uq" UNIQUE("order_id","line","mc_test_id","indicator_code"),
	CONSTRAINT "lab_results_approved_by" CHECK ("lab_results"."state" <> 'approved' OR "lab_results"."approved_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "lab_result_changes" ADD CONSTRAINT "lab_result_changes_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result_changes" ADD CONSTRAINT "lab_result_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_result_changes_result_idx" ON "lab_result_changes" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "lab_results_test_idx" ON "lab_results" USING btree ("mc_test_id");