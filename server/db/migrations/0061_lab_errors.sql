CREATE TABLE "lab_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_on" date NOT NULL,
	"stage" text NOT NULL,
	"error_type" integer NOT NULL,
	"variant" integer NOT NULL,
	"filial_id" integer,
	"barcode" text,
	"comment" text,
	"solution" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_errors_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "lab_errors_stage" CHECK ("lab_errors"."stage" IN ('preanalytical', 'analytical', 'postanalytical', 'general_result_measurement')),
	CONSTRAINT "lab_errors_type" CHECK ("lab_errors"."error_type" BETWEEN 0 AND 14),
	CONSTRAINT "lab_errors_variant" CHECK ("lab_errors"."variant" BETWEEN 0 AND 28)
);
--> statement-breakpoint
ALTER TABLE "lab_errors" ADD CONSTRAINT "lab_errors_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_errors_occurred_idx" ON "lab_errors" USING btree ("occurred_on");