CREATE TABLE "lab_diagnostic_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_diagnostic_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "lab_diagnostic_groups_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "lab_diagnostics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"norm" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_diagnostics_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "lab_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_texts_name_unique" UNIQUE("name"),
	CONSTRAINT "lab_texts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "preparation_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preparation_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "preparation_groups_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "preparations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"vendor_id" integer,
	"dosage" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preparations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "protocol_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_vendors_name_unique" UNIQUE("name"),
	CONSTRAINT "protocol_vendors_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "research_tool_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_tool_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "research_tool_groups_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "research_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"vendor_id" integer,
	"description" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_tools_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "lab_diagnostics" ADD CONSTRAINT "lab_diagnostics_group_id_lab_diagnostic_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lab_diagnostic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preparations" ADD CONSTRAINT "preparations_group_id_preparation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."preparation_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preparations" ADD CONSTRAINT "preparations_vendor_id_protocol_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."protocol_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_tools" ADD CONSTRAINT "research_tools_group_id_research_tool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."research_tool_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_tools" ADD CONSTRAINT "research_tools_vendor_id_protocol_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."protocol_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_diagnostics_group_idx" ON "lab_diagnostics" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "preparations_group_idx" ON "preparations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "preparations_vendor_idx" ON "preparations" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "research_tools_group_idx" ON "research_tools" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "research_tools_vendor_idx" ON "research_tools" USING btree ("vendor_id");