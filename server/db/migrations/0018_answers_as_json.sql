-- An order's price info and a stored idempotent answer are written whole on every recalculation and
-- read back whole, never queried inside: json stores the text after a syntax check, where jsonb builds a
-- binary tree first (about 2 ms per 50 KB answer on this machine). lz4 where the server has it, as
-- 0015 does for the cart (PGlite has not); rows are converted once, here.
ALTER TABLE "orders" ALTER COLUMN "price_info" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE json;--> statement-breakpoint
DO $$
BEGIN
  IF 'lz4' = ANY ((SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression')::text[]) THEN
    ALTER TABLE "orders" ALTER COLUMN "price_info" SET COMPRESSION lz4;
    ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET COMPRESSION lz4;
  END IF;
END $$;
