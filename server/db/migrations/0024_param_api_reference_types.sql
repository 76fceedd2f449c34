CREATE TABLE "param_api_reference_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"system_name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "param_api_reference_types_system_name_unique" UNIQUE("system_name"),
	CONSTRAINT "param_api_reference_types_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
-- Custom SQL: the types kept until now in the dictionaries set "paramApiReferenceTypes" move to their own
-- table (a settings resource); the reference endpoint reads the table from now on.
INSERT INTO "param_api_reference_types" ("name", "system_name")
SELECT "value", "key" FROM "dictionaries" WHERE "set_code" = 'paramApiReferenceTypes' ORDER BY "sort", "id"
ON CONFLICT ("system_name") DO NOTHING;
--> statement-breakpoint
DELETE FROM "dictionaries" WHERE "set_code" = 'paramApiReferenceTypes';
