CREATE TABLE "desconformidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "desconformidades_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "desconformidades_registo_saude" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "desconformidades_registo_saude_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "motivos_exames" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"mostrar_doencas" boolean DEFAULT false NOT NULL,
	"mostrar_contingencia" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "motivos_exames_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "zonas_cacas" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "zonas_cacas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
INSERT INTO "motivos_exames" ("codigo", "nome", "mostrar_doencas", "mostrar_contingencia", "ordem", "assumed") VALUES
  ('SUSPEITA_DOENCA', 'Suspeita de doença', true, false, 1, true),
  ('MORTALIDADE_ANORMAL', 'Mortalidade ou morbilidade anormal', true, false, 2, true),
  ('FOCO_CONTINGENCIA', 'Foco ou plano de contingência', true, true, 3, true),
  ('VIGILANCIA_PROGRAMA', 'Programa de vigilância ou erradicação', false, false, 4, true),
  ('TROCAS_EXPORTACAO', 'Certificação para trocas comerciais ou exportação', false, false, 5, true),
  ('CONTROLO_OFICIAL', 'Controlo oficial de rotina', false, false, 6, true),
  ('BEM_ESTAR', 'Bem-estar animal', false, false, 7, true);--> statement-breakpoint
INSERT INTO "desconformidades" ("codigo", "nome", "ordem", "assumed") VALUES
  ('IDENTIFICACAO', 'Animais sem identificação ou com identificação incorreta', 1, true),
  ('REGISTO_EXISTENCIAS', 'Registo de existências desatualizado', 2, true),
  ('MOVIMENTACOES', 'Movimentações de animais não comunicadas', 3, true),
  ('DOCUMENTOS_CIRCULACAO', 'Documentos de circulação em falta', 4, true),
  ('BIOSSEGURANCA', 'Medidas de biossegurança insuficientes', 5, true),
  ('INSTALACOES', 'Instalações ou equipamentos inadequados', 6, true),
  ('CADAVERES', 'Destino de cadáveres não conforme', 7, true);--> statement-breakpoint
INSERT INTO "desconformidades_registo_saude" ("codigo", "nome", "ordem", "assumed") VALUES
  ('MEDICAMENTOS_REGISTO', 'Medicamentos administrados não registados', 1, true),
  ('INTERVALO_SEGURANCA', 'Intervalo de segurança não respeitado', 2, true),
  ('RECEITAS', 'Receitas médico-veterinárias em falta', 3, true),
  ('VACINACOES', 'Vacinações não registadas', 4, true),
  ('MORTALIDADE', 'Mortalidade não registada', 5, true),
  ('REGISTO_INCOMPLETO', 'Registo de saúde incompleto ou desatualizado', 6, true);
