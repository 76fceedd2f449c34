CREATE TABLE "mc_test_package_tests" (
	"package_id" integer NOT NULL,
	"package_is_package" boolean DEFAULT true NOT NULL,
	"test_id" integer NOT NULL,
	"test_is_package" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mc_test_package_tests_pk" PRIMARY KEY("package_id","test_id"),
	CONSTRAINT "mc_test_package_tests_package_is_package" CHECK ("mc_test_package_tests"."package_is_package"),
	CONSTRAINT "mc_test_package_tests_test_is_not_package" CHECK (NOT "mc_test_package_tests"."test_is_package")
);
--> statement-breakpoint
ALTER TABLE "mc_test_package_tests" ADD CONSTRAINT "mc_test_package_tests_package_fk" FOREIGN KEY ("package_id","package_is_package") REFERENCES "public"."mc_tests"("id","is_package") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "mc_test_package_tests" ADD CONSTRAINT "mc_test_package_tests_test_fk" FOREIGN KEY ("test_id","test_is_package") REFERENCES "public"."mc_tests"("id","is_package") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "mc_test_package_tests_test_idx" ON "mc_test_package_tests" USING btree ("test_id");