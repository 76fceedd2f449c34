CREATE TABLE "price_list_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"price" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_materials_uq" UNIQUE("price_list_id","material_id"),
	CONSTRAINT "price_list_materials_price_nonnegative" CHECK ("price_list_materials"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_list_materials" ADD CONSTRAINT "price_list_materials_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_materials" ADD CONSTRAINT "price_list_materials_material_id_medical_center_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."medical_center_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_materials_material_idx" ON "price_list_materials" USING btree ("material_id");