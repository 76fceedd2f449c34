CREATE TABLE "protocol_delete_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_delete_reasons_name_unique" UNIQUE("name"),
	CONSTRAINT "protocol_delete_reasons_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "call_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"system_name" text NOT NULL,
	"color" text,
	"is_successful" boolean DEFAULT false NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_results_system_name_unique" UNIQUE("system_name"),
	CONSTRAINT "call_results_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "call_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"system_name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_types_system_name_unique" UNIQUE("system_name"),
	CONSTRAINT "call_types_uuid_unique" UNIQUE("uuid")
);
