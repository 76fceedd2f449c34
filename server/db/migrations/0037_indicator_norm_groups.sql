CREATE TABLE "mc_test_indicator_norm_groups" (
	"indicator_id" integer NOT NULL,
	"norm_group_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mc_test_indicator_norm_groups_pk" PRIMARY KEY("indicator_id","norm_group_id")
);
--> statement-breakpoint
ALTER TABLE "mc_test_indicator_norm_groups" ADD CONSTRAINT "mc_test_indicator_norm_groups_indicator_id_mc_test_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."mc_test_indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_test_indicator_norm_groups" ADD CONSTRAINT "mc_test_indicator_norm_groups_norm_group_id_norm_groups_id_fk" FOREIGN KEY ("norm_group_id") REFERENCES "public"."norm_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mc_test_indicator_norm_groups_group_idx" ON "mc_test_indicator_norm_groups" USING btree ("norm_group_id");