CREATE TABLE "telegram_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"chat_id" text NOT NULL,
	"event" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_chats_uuid_unique" UNIQUE("uuid")
);
