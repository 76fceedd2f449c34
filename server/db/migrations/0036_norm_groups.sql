CREATE TABLE "norm_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"system_name" text NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "norm_groups_system_name_unique" UNIQUE("system_name"),
	CONSTRAINT "norm_groups_uuid_unique" UNIQUE("uuid")
);
