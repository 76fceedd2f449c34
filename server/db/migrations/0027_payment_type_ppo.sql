ALTER TABLE "payment_types" ADD COLUMN "ppo_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now every cash payment type needed a fiscal receipt: existing installations keep that.
UPDATE "payment_types" SET "ppo_required" = true WHERE "cash_type" = 'in_cash';
