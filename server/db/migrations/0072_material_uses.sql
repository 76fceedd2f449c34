ALTER TABLE "products" ADD COLUMN "service_uses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "test_uses" jsonb DEFAULT '[]'::jsonb NOT NULL;