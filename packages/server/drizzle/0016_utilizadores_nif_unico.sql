DROP INDEX "utilizadores_nif_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "utilizadores_nif_key" ON "utilizadores" USING btree ("nif");