CREATE TABLE "stock_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"qty" integer DEFAULT 0 NOT NULL,
	"unit_cost" numeric(18, 4),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_batch" UNIQUE NULLS NOT DISTINCT("warehouse_id","product_id","series","expires_on"),
	CONSTRAINT "stock_balances_qty_non_negative" CHECK ("stock_balances"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(18, 4),
	"vat_rate" integer,
	"expected_quantity" integer,
	CONSTRAINT "stock_document_lines_quantity" CHECK ("stock_document_lines"."quantity" >= 0),
	CONSTRAINT "stock_document_lines_vat" CHECK ("stock_document_lines"."vat_rate" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"document_date" date NOT NULL,
	"warehouse_id" integer NOT NULL,
	"target_warehouse_id" integer,
	"supplier_id" integer,
	"reason" text,
	"comment" text,
	"state" text DEFAULT 'saved' NOT NULL,
	"created_by" integer,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_documents_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "stock_documents_target" CHECK (("stock_documents"."kind" = 'transfer') = ("stock_documents"."target_warehouse_id" IS NOT NULL) AND "stock_documents"."target_warehouse_id" IS DISTINCT FROM "stock_documents"."warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"balance_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"series" text NOT NULL,
	"expires_on" date,
	"qty" integer NOT NULL,
	"unit_cost" numeric(18, 4),
	"document_id" integer,
	"line_id" integer,
	"write_off_id" integer,
	"reverses_id" integer,
	"posted_by" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_qty_non_zero" CHECK ("stock_moves"."qty" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stock_order_write_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_version" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"written_off_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "stock_order_write_offs_key" UNIQUE("order_id","order_version")
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_target_warehouse_id_warehouses_id_fk" FOREIGN KEY ("target_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_line_id_stock_document_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_document_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_write_off_id_stock_order_write_offs_id_fk" FOREIGN KEY ("write_off_id") REFERENCES "public"."stock_order_write_offs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_write_offs" ADD CONSTRAINT "stock_order_write_offs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_write_offs" ADD CONSTRAINT "stock_order_write_offs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_product_idx" ON "stock_balances" USING btree ("product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_document_idx" ON "stock_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "stock_document_lines_product_idx" ON "stock_document_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_documents_warehouse_date_idx" ON "stock_documents" USING btree ("warehouse_id","document_date");--> statement-breakpoint
CREATE INDEX "stock_documents_target_idx" ON "stock_documents" USING btree ("target_warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_moves_balance_idx" ON "stock_moves" USING btree ("balance_id");--> statement-breakpoint
CREATE INDEX "stock_moves_warehouse_posted_idx" ON "stock_moves" USING btree ("warehouse_id","posted_at");--> statement-breakpoint
CREATE INDEX "stock_moves_document_idx" ON "stock_moves" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "stock_moves_write_off_idx" ON "stock_moves" USING btree ("write_off_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_moves_reverses_uq" ON "stock_moves" USING btree ("reverses_id");