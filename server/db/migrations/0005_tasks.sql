CREATE TABLE "task_document_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_document_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "task_document_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "task_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"action" text NOT NULL,
	"author_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_topics_name_unique" UNIQUE("name"),
	CONSTRAINT "task_topics_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"author_id" integer NOT NULL,
	"performer_id" integer NOT NULL,
	"priority" text DEFAULT 'middle' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ehealth_status" text,
	"client_id" integer,
	"counterparty_id" integer,
	"topic_id" integer,
	"document_category_id" integer,
	"deadline_at" timestamp with time zone,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kanban_state" text,
	"completed_at" timestamp with time zone,
	"search_key" text DEFAULT '' NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_number_unique" UNIQUE("number"),
	CONSTRAINT "tasks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "task_log" ADD CONSTRAINT "task_log_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_log" ADD CONSTRAINT "task_log_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_counterparty_id_insurance_companies_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_topic_id_task_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."task_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_document_category_id_task_document_categories_id_fk" FOREIGN KEY ("document_category_id") REFERENCES "public"."task_document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_log_task_idx" ON "task_log" USING btree ("task_id","at");--> statement-breakpoint
CREATE INDEX "task_log_author_idx" ON "task_log" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tasks_performer_status_idx" ON "tasks" USING btree ("performer_id","status");--> statement-breakpoint
CREATE INDEX "tasks_author_idx" ON "tasks" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tasks_deadline_idx" ON "tasks" USING btree ("deadline_at");--> statement-breakpoint
CREATE INDEX "tasks_client_idx" ON "tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tasks_counterparty_idx" ON "tasks" USING btree ("counterparty_id");--> statement-breakpoint
CREATE INDEX "tasks_topic_idx" ON "tasks" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "tasks_document_category_idx" ON "tasks" USING btree ("document_category_id");