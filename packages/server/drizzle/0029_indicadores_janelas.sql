DROP INDEX "ecn_created_on_idx";--> statement-breakpoint
DROP INDEX "nsd_created_on_idx";--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD COLUMN "regiao_freguesia" char(6);--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_regiao_freguesia_freguesias_dicofre_fk" FOREIGN KEY ("regiao_freguesia") REFERENCES "public"."freguesias"("dicofre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand: a domestic exam saved before this migration is filed under its holding's parish of today.
UPDATE "exames_clinicos_necropsias" x SET "regiao_freguesia" = e."freguesia"
  FROM "exploracoes" e
 WHERE e."id" = x."exploracao_id" AND x."tipo_animal" = 'DOMESTICO' AND e."freguesia" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ecn_created_on_idx" ON "exames_clinicos_necropsias" USING btree ("created_on","id","estado","arquivado","regiao_dsavr_id","regiao_freguesia","created_by","medico_veterinario_id","responsavel_colheita_id");--> statement-breakpoint
CREATE INDEX "nsd_created_on_idx" ON "notificacoes_suspeitas_doencas" USING btree ("created_on","id","estado","arquivado","regiao_dsavr_id","regiao_freguesia","created_by","responsavel_notificacao_id");