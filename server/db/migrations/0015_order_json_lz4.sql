-- An order's cart and price info (tens of KB of JSON for a 50-line cart) are rewritten on every
-- recalculation: lz4 compresses them several times faster than the default pglz (~1 ms less per
-- update-calculation). Only where the server is built with lz4 (PostgreSQL 14+ usually is; PGlite is not);
-- rows keep their old compression until next written, and reading either is transparent.
DO $$
BEGIN
  IF 'lz4' = ANY ((SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression')::text[]) THEN
    ALTER TABLE "orders" ALTER COLUMN "cart_data" SET COMPRESSION lz4,
      ALTER COLUMN "price_info" SET COMPRESSION lz4;
  END IF;
END $$;
