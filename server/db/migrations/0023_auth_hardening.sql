CREATE TABLE "login_address_attempts" (
	"address" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "first_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_address_attempts_window_idx" ON "login_address_attempts" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "login_attempts_last_idx" ON "login_attempts" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
UPDATE "refresh_tokens" SET "family_id" = "jti" WHERE "family_id" IS NULL;--> statement-breakpoint
-- Blocking a user or changing the password ends their sessions, whoever writes the row (an admin screen,
-- a script, psql): access tokens issued before are refused and every refresh token is revoked.
CREATE OR REPLACE FUNCTION "users_end_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."is_active" AND NOT NEW."is_active") OR NEW."password_hash" IS DISTINCT FROM OLD."password_hash" THEN
    NEW."tokens_valid_after" := date_trunc('second', now());
    UPDATE "refresh_tokens" SET "revoked_at" = now() WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_end_sessions" BEFORE UPDATE OF "is_active", "password_hash" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_end_sessions"();
