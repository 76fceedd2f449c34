DROP INDEX "clients_surname_key_idx";--> statement-breakpoint
DROP INDEX "clients_name_key_idx";--> statement-breakpoint
DROP INDEX "clients_patronymic_key_idx";--> statement-breakpoint
CREATE INDEX "clients_surname_order_idx" ON "clients" USING btree ("surname_key" COLLATE "C","name_key" COLLATE "C","patronymic_key" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "clients_name_order_idx" ON "clients" USING btree ("name_key" COLLATE "C","surname_key" COLLATE "C","patronymic_key" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "clients_patronymic_order_idx" ON "clients" USING btree ("patronymic_key" COLLATE "C","surname_key" COLLATE "C","name_key" COLLATE "C","id");