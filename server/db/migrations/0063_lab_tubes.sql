CREATE TABLE "lab_tube_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tube_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line_test_id" integer NOT NULL,
	"mc_test_id" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_tube_tests_order_test_uq" UNIQUE("order_id","mc_test_id")
);
--> statement-breakpoint
CREATE TABLE "lab_tubes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"container_id" integer NOT NULL,
	"department_id" integer,
	"volume_ml" numeric(8, 2),
	"state" text DEFAULT 'new' NOT NULL,
	"collected_at" timestamp with time zone,
	"collected_by" integer,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"hand_over_batch" uuid,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"rejected_at" timestamp with time zone,
	"rejected_by" integer,
	"rejection_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_tubes_barcode_unique" UNIQUE("barcode"),
	CONSTRAINT "lab_tubes_state_ck" CHECK ("lab_tubes"."state" IN ('new', 'collected', 'sent', 'received', 'in_work', 'done', 'approved', 'rejected')),
	CONSTRAINT "lab_tubes_barcode_not_blank" CHECK (btrim("lab_tubes"."barcode") <> ''),
	CONSTRAINT "lab_tubes_rejection_reason" CHECK ("lab_tubes"."state" <> 'rejected' OR length(btrim(coalesce("lab_tubes"."rejection_reason", ''))) >= 3)
);
--> statement-breakpoint
ALTER TABLE "lab_tube_tests" ADD CONSTRAINT "lab_tube_tests_tube_id_lab_tubes_id_fk" FOREIGN KEY ("tube_id") REFERENCES "public"."lab_tubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tube_tests" ADD CONSTRAINT "lab_tube_tests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tube_tests" ADD CONSTRAINT "lab_tube_tests_mc_test_id_mc_tests_id_fk" FOREIGN KEY ("mc_test_id") REFERENCES "public"."mc_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tubes" ADD CONSTRAINT "lab_tubes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tubes" ADD CONSTRAINT "lab_tubes_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tubes" ADD CONSTRAINT "lab_tubes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tubes" ADD CONSTRAINT "lab_tubes_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tubes" ADD CONSTRAINT "lab_tubes_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tubes" ADD CONSTRAINT "lab_tubes_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tubes" ADD CONSTRAINT "lab_tubes_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_tube_tests_tube_idx" ON "lab_tube_tests" USING btree ("tube_id");--> statement-breakpoint
CREATE INDEX "lab_tubes_order_idx" ON "lab_tubes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lab_tubes_batch_idx" ON "lab_tubes" USING btree ("hand_over_batch");