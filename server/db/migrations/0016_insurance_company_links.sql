CREATE TABLE "insurance_company_cities" (
	"insurance_company_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "insurance_company_cities_insurance_company_id_city_id_pk" PRIMARY KEY("insurance_company_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_company_filials" (
	"insurance_company_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	CONSTRAINT "insurance_company_filials_insurance_company_id_filial_id_pk" PRIMARY KEY("insurance_company_id","filial_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_company_payment_types" (
	"insurance_company_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	CONSTRAINT "insurance_company_payment_types_insurance_company_id_payment_type_id_pk" PRIMARY KEY("insurance_company_id","payment_type_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_company_price_lists" (
	"insurance_company_id" integer NOT NULL,
	"price_list_id" integer NOT NULL,
	CONSTRAINT "insurance_company_price_lists_insurance_company_id_price_list_id_pk" PRIMARY KEY("insurance_company_id","price_list_id")
);
--> statement-breakpoint
ALTER TABLE "insurance_company_cities" ADD CONSTRAINT "insurance_company_cities_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_cities" ADD CONSTRAINT "insurance_company_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_filials" ADD CONSTRAINT "insurance_company_filials_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_filials" ADD CONSTRAINT "insurance_company_filials_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_payment_types" ADD CONSTRAINT "insurance_company_payment_types_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_payment_types" ADD CONSTRAINT "insurance_company_payment_types_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_price_lists" ADD CONSTRAINT "insurance_company_price_lists_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_company_price_lists" ADD CONSTRAINT "insurance_company_price_lists_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_company_cities_city_idx" ON "insurance_company_cities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "insurance_company_filials_filial_idx" ON "insurance_company_filials" USING btree ("filial_id");--> statement-breakpoint
CREATE INDEX "insurance_company_payment_types_type_idx" ON "insurance_company_payment_types" USING btree ("payment_type_id");--> statement-breakpoint
CREATE INDEX "insurance_company_price_lists_list_idx" ON "insurance_company_price_lists" USING btree ("price_list_id");