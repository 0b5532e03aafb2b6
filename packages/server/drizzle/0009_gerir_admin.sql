CREATE TABLE "alteracoes_gestao" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entidade" text NOT NULL,
	"registo_id" integer NOT NULL,
	"operacao" text NOT NULL,
	"utilizador" text NOT NULL,
	"role" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"antes" jsonb,
	"depois" jsonb
);
--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categorias_animais" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categorias_animais" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_types" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doencas" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doencas" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dsavrs" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dsavrs" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "especies" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "especies" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inseticidas" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inseticidas" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "laboratorios" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "laboratorios" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lista_valores" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lista_valores" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matrizes_amostras" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matrizes_amostras" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categorias_animais" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categorias_animais" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_armadilha" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_armadilha" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_controlo" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_controlo" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_motivos_devolucao" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_motivos_devolucao" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_resultados" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tipos_resultados" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "alteracoes_gestao_registo_idx" ON "alteracoes_gestao" USING btree ("entidade","registo_id","id");--> statement-breakpoint
CREATE INDEX "alteracoes_gestao_data_idx" ON "alteracoes_gestao" USING btree ("data");