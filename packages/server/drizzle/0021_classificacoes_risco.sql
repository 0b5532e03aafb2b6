CREATE TABLE "classificacoes_risco" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"cor" text NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "classificacoes_risco_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
-- The five levels of issue 15, "por confirmar" (assumed): ColorBrewer's YlOrRd, a sequential palette readable with
-- the common colour-vision deficiencies and in greyscale.
INSERT INTO "classificacoes_risco" ("codigo", "descricao", "ordem", "cor", "assumed") VALUES
  ('NEGLIGENCIAVEL', 'Negligenciável', 1, '#ffffb2', true),
  ('BAIXO', 'Baixo', 2, '#fecc5c', true),
  ('MODERADO', 'Moderado', 3, '#fd8d3c', true),
  ('ELEVADO', 'Elevado', 4, '#f03b20', true),
  ('MUITO_ELEVADO', 'Muito elevado', 5, '#bd0026', true);
