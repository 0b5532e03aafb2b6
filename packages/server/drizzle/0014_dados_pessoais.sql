CREATE TABLE "pedidos_dados_pessoais" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"titular_nome" text NOT NULL,
	"titular_nif" text,
	"contacto" text,
	"data_rececao" date NOT NULL,
	"prazo" date NOT NULL,
	"pedido" text NOT NULL,
	"data_resposta" date,
	"resposta" text,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pedidos_dados_pessoais_prazo_idx" ON "pedidos_dados_pessoais" USING btree ("prazo");--> statement-breakpoint
CREATE INDEX "pedidos_dados_pessoais_nif_idx" ON "pedidos_dados_pessoais" USING btree ("titular_nif");--> statement-breakpoint
CREATE INDEX "nsd_nif_idx" ON "notificacoes_suspeitas_doencas" USING btree ("nif");--> statement-breakpoint
CREATE INDEX "nsd_nome_detentor_trgm_idx" ON "notificacoes_suspeitas_doencas" USING gin (immutable_unaccent(lower("nome_detentor")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nsd_nome_encontrado_por_trgm_idx" ON "notificacoes_suspeitas_doencas" USING gin (immutable_unaccent(lower("nome_encontrado_por")) gin_trgm_ops);