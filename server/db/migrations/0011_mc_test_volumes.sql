ALTER TABLE "mc_tests" ADD COLUMN "volume_ml" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_id_is_package_uq" UNIQUE("id","is_package");--> statement-breakpoint
ALTER TABLE "mc_tests" ADD CONSTRAINT "mc_tests_volume_ml_positive" CHECK ("mc_tests"."volume_ml" > 0);