CREATE TABLE "protocol_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"page_format" text DEFAULT 'A4' NOT NULL,
	"indicators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_templates_name_unique" UNIQUE("name"),
	CONSTRAINT "protocol_templates_uuid_unique" UNIQUE("uuid")
);
