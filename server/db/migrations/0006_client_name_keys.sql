CREATE TABLE "client_name_keys" (
	"field" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "client_name_keys_field_key_pk" PRIMARY KEY("field","key")
);
--> statement-breakpoint
DROP INDEX "clients_surname_key_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_name_key_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_patronymic_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "client_name_keys_trgm_idx" ON "client_name_keys" USING gin ("key" gin_trgm_ops);