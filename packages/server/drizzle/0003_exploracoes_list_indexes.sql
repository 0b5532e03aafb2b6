CREATE INDEX "exploracoes_nome_trgm_idx" ON "exploracoes" USING gin (immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exploracoes_marca_trgm_idx" ON "exploracoes" USING gin (immutable_unaccent(lower("marca")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exploracoes_nif_trgm_idx" ON "exploracoes" USING gin (immutable_unaccent(lower("nif")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exploracoes_created_on_idx" ON "exploracoes" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "exploracoes_updated_on_idx" ON "exploracoes" USING btree ("updated_on","id");--> statement-breakpoint
CREATE INDEX "exploracoes_distrito_idx" ON "exploracoes" USING btree (left("freguesia", 2));--> statement-breakpoint
CREATE INDEX "exploracoes_concelho_idx" ON "exploracoes" USING btree (left("freguesia", 4));--> statement-breakpoint
-- Expression indexes have no statistics until the next ANALYZE: without them the planner guesses 100 rows for
-- a "contains" filter that matches 125 000 and picks a 1 s plan instead of a 6 ms one (bench/list.bench.ts).
ANALYZE exploracoes;
