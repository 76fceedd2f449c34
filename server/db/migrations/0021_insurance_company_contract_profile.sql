ALTER TABLE "insurance_companies" ADD COLUMN "emergency_email" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "financial_email" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "responsible_officer_email" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "results_email" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "settlement_account" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "mailing_address" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "notify_results" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "notify_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "notify_statements" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "access_token_tail" text;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD COLUMN "access_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD CONSTRAINT "insurance_companies_access_token_hash_unique" UNIQUE("access_token_hash");