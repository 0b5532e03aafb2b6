CREATE INDEX "utilizador_roles_role_idx" ON "utilizador_roles" USING btree ("role","utilizador_id");--> statement-breakpoint
CREATE INDEX "utilizadores_nome_idx" ON "utilizadores" USING btree ("nome","id");--> statement-breakpoint
CREATE INDEX "utilizadores_nome_trgm_idx" ON "utilizadores" USING gin (immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "utilizadores_nif_idx" ON "utilizadores" USING btree ("nif");