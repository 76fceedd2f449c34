DROP INDEX "orders_filial_idx";--> statement-breakpoint
CREATE INDEX "orders_filial_created_idx" ON "orders" USING btree ("filial_id","created_at");