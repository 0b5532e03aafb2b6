CREATE TABLE "comentarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade" text NOT NULL,
	"registo_id" integer NOT NULL,
	"comentario" text NOT NULL,
	"perfis_com_acesso" text[] DEFAULT ARRAY['ROLE_ANY']::text[] NOT NULL,
	"role" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devolucoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade" text NOT NULL,
	"registo_id" integer NOT NULL,
	"data_devolucao" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo_id" integer NOT NULL,
	"descricao" text,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave" text NOT NULL,
	"nome" text NOT NULL,
	"titulo" text,
	"tipo_mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"entidade" text NOT NULL,
	"registo_id" integer NOT NULL,
	"comentario_id" integer,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilizador_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"importancia" text DEFAULT 'NORMAL' NOT NULL,
	"link" text,
	"fragment_on_page" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"vista" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registos_auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entidade" text NOT NULL,
	"registo_id" integer NOT NULL,
	"operacao" text NOT NULL,
	"estado_anterior" text,
	"estado_novo" text,
	"utilizador" text NOT NULL,
	"role" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" text
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"classe" text NOT NULL,
	"nome" text NOT NULL,
	"predefinida" boolean DEFAULT false NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"ultimo_numero" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "series_classe_nome_unique" UNIQUE("classe","nome")
);
--> statement-breakpoint
CREATE TABLE "vacinacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie_id" integer,
	"numero_serie" text,
	"exploracao_id" integer NOT NULL,
	"medico_veterinario_id" integer NOT NULL,
	"data_vacinacao" date NOT NULL,
	"estrategia_vacinacao_id" integer NOT NULL,
	"zona_vacinacao_id" integer NOT NULL,
	"vacina_aplicada_id" integer NOT NULL,
	"lotes" text NOT NULL,
	"data_validade" date NOT NULL,
	"observacoes" text,
	"quantidade_animais" integer DEFAULT 0 NOT NULL,
	"estado" text DEFAULT 'INICIAL' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacinacoes_numero_serie_unique" UNIQUE("numero_serie")
);
--> statement-breakpoint
CREATE TABLE "vacinacoes_especies" (
	"vacinacao_id" integer NOT NULL,
	"especie_id" integer NOT NULL,
	CONSTRAINT "vacinacoes_especies_vacinacao_id_especie_id_pk" PRIMARY KEY("vacinacao_id","especie_id")
);
--> statement-breakpoint
CREATE TABLE "vacinas_aplicadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacinacao_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"tipo" text NOT NULL,
	"identificacao" text,
	"idade" integer NOT NULL,
	"quantidade_animais" integer,
	"esquema_vacinacao_id" integer NOT NULL,
	"etapa_vacinacao_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devolucoes" ADD CONSTRAINT "devolucoes_motivo_id_tipos_motivos_devolucao_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."tipos_motivos_devolucao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_comentario_id_comentarios_id_fk" FOREIGN KEY ("comentario_id") REFERENCES "public"."comentarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_utilizador_id_utilizadores_id_fk" FOREIGN KEY ("utilizador_id") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes" ADD CONSTRAINT "vacinacoes_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes" ADD CONSTRAINT "vacinacoes_exploracao_id_exploracoes_id_fk" FOREIGN KEY ("exploracao_id") REFERENCES "public"."exploracoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes" ADD CONSTRAINT "vacinacoes_medico_veterinario_id_utilizadores_id_fk" FOREIGN KEY ("medico_veterinario_id") REFERENCES "public"."utilizadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes" ADD CONSTRAINT "vacinacoes_estrategia_vacinacao_id_custom_types_id_fk" FOREIGN KEY ("estrategia_vacinacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes" ADD CONSTRAINT "vacinacoes_zona_vacinacao_id_custom_types_id_fk" FOREIGN KEY ("zona_vacinacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes" ADD CONSTRAINT "vacinacoes_vacina_aplicada_id_custom_types_id_fk" FOREIGN KEY ("vacina_aplicada_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes_especies" ADD CONSTRAINT "vacinacoes_especies_vacinacao_id_vacinacoes_id_fk" FOREIGN KEY ("vacinacao_id") REFERENCES "public"."vacinacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacoes_especies" ADD CONSTRAINT "vacinacoes_especies_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_aplicadas" ADD CONSTRAINT "vacinas_aplicadas_vacinacao_id_vacinacoes_id_fk" FOREIGN KEY ("vacinacao_id") REFERENCES "public"."vacinacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_aplicadas" ADD CONSTRAINT "vacinas_aplicadas_esquema_vacinacao_id_custom_types_id_fk" FOREIGN KEY ("esquema_vacinacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinas_aplicadas" ADD CONSTRAINT "vacinas_aplicadas_etapa_vacinacao_id_custom_types_id_fk" FOREIGN KEY ("etapa_vacinacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentarios_registo_idx" ON "comentarios" USING btree ("entidade","registo_id","created_on");--> statement-breakpoint
CREATE INDEX "devolucoes_registo_idx" ON "devolucoes" USING btree ("entidade","registo_id","id");--> statement-breakpoint
CREATE INDEX "documentos_registo_idx" ON "documentos" USING btree ("entidade","registo_id");--> statement-breakpoint
CREATE INDEX "documentos_comentario_idx" ON "documentos" USING btree ("comentario_id");--> statement-breakpoint
CREATE INDEX "notificacoes_utilizador_idx" ON "notificacoes" USING btree ("utilizador_id","vista","tipo");--> statement-breakpoint
CREATE INDEX "registos_auditoria_registo_idx" ON "registos_auditoria" USING btree ("entidade","registo_id","id");--> statement-breakpoint
CREATE INDEX "vacinacoes_created_on_idx" ON "vacinacoes" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "vacinacoes_estado_idx" ON "vacinacoes" USING btree ("estado","created_on","id");--> statement-breakpoint
CREATE INDEX "vacinacoes_exploracao_idx" ON "vacinacoes" USING btree ("exploracao_id");--> statement-breakpoint
CREATE INDEX "vacinacoes_medico_idx" ON "vacinacoes" USING btree ("medico_veterinario_id");--> statement-breakpoint
CREATE INDEX "vacinacoes_created_by_idx" ON "vacinacoes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "vacinas_aplicadas_vacinacao_idx" ON "vacinas_aplicadas" USING btree ("vacinacao_id","sequencia");