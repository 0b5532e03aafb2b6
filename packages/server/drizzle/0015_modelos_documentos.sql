CREATE TABLE "modelos_documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"observacoes" text,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "modelos_documentos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "modelos_documentos_versoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"modelo_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"chave" text NOT NULL,
	"nome" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"carregado_por" text NOT NULL,
	"carregado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelos_documentos_versoes_chave_unique" UNIQUE("chave"),
	CONSTRAINT "modelos_documentos_versoes_modelo_versao_key" UNIQUE("modelo_id","versao")
);
--> statement-breakpoint
ALTER TABLE "modelos_documentos_versoes" ADD CONSTRAINT "modelos_documentos_versoes_modelo_id_modelos_documentos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos_documentos"("id") ON DELETE no action ON UPDATE no action;