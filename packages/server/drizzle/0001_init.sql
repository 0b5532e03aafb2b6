CREATE TABLE "exploracoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"marca" text NOT NULL,
	"nif" text,
	"nome" text,
	"classificacao" text,
	"freguesia" char(6),
	"localizacao" geometry(Point,4326),
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exploracoes_marca_unique" UNIQUE("marca"),
	CONSTRAINT "exploracoes_classificacao_check" CHECK ("exploracoes"."classificacao" IN ('A1', 'A2', 'A2A', 'A2NA', 'A3', 'A4', 'A4S', 'A5', 'A5S', 'SC'))
);
--> statement-breakpoint
CREATE TABLE "concelhos" (
	"id" serial PRIMARY KEY NOT NULL,
	"dico" char(4) NOT NULL,
	"di" char(2) NOT NULL,
	"nome" text NOT NULL,
	"caop_year" integer NOT NULL,
	"geom" geometry(MultiPolygon,4326),
	CONSTRAINT "concelhos_dico_unique" UNIQUE("dico")
);
--> statement-breakpoint
CREATE TABLE "distritos" (
	"id" serial PRIMARY KEY NOT NULL,
	"di" char(2) NOT NULL,
	"nome" text NOT NULL,
	"caop_year" integer NOT NULL,
	"geom" geometry(MultiPolygon,4326),
	CONSTRAINT "distritos_di_unique" UNIQUE("di")
);
--> statement-breakpoint
CREATE TABLE "freguesias" (
	"id" serial PRIMARY KEY NOT NULL,
	"dicofre" char(6) NOT NULL,
	"dico" char(4) NOT NULL,
	"nome" text NOT NULL,
	"caop_year" integer NOT NULL,
	"geom" geometry(MultiPolygon,4326),
	CONSTRAINT "freguesias_dicofre_unique" UNIQUE("dicofre")
);
--> statement-breakpoint
CREATE TABLE "categorias_animais" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"fonte" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "categorias_animais_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "categorias_animais_especies" (
	"categoria_animal_id" integer NOT NULL,
	"especie_id" integer NOT NULL,
	CONSTRAINT "categorias_animais_especies_categoria_animal_id_especie_id_pk" PRIMARY KEY("categoria_animal_id","especie_id")
);
--> statement-breakpoint
CREATE TABLE "custom_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria" text NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "custom_types_categoria_codigo_unique" UNIQUE("categoria","codigo")
);
--> statement-breakpoint
CREATE TABLE "doencas" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"nome_ingles" text,
	"agente" text,
	"listada_ue" boolean DEFAULT false NOT NULL,
	"nacional" boolean DEFAULT false NOT NULL,
	"categorias" text[] DEFAULT '{}' NOT NULL,
	"categoria_ddo" text,
	"meio" text,
	"zoonose" boolean DEFAULT false NOT NULL,
	"transmissao_vetorial" boolean DEFAULT false NOT NULL,
	"confianca" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "doencas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "doencas_especies" (
	"doenca_id" integer NOT NULL,
	"especie_id" integer NOT NULL,
	CONSTRAINT "doencas_especies_doenca_id_especie_id_pk" PRIMARY KEY("doenca_id","especie_id")
);
--> statement-breakpoint
CREATE TABLE "dsavrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text,
	"regiao" text,
	"sede" text,
	"distritos" text[] DEFAULT '{}' NOT NULL,
	"entidade_mae" text,
	"distritos_parciais" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "dsavrs_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "dsavrs_distritos" (
	"dsavr_id" integer NOT NULL,
	"di" char(2) NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dsavrs_distritos_dsavr_id_di_pk" PRIMARY KEY("dsavr_id","di")
);
--> statement-breakpoint
CREATE TABLE "ensaios_laboratoriais" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"tecnica" text,
	"doenca_id" integer,
	"tipo_resultado_id" integer NOT NULL,
	"resultado_numerico_adicional_id" integer,
	"requer_tipificacao" boolean DEFAULT false NOT NULL,
	"tipificacao" text,
	"entomologico" boolean DEFAULT false NOT NULL,
	"generico" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ensaios_laboratoriais_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "ensaios_laboratoriais_doencas_relacionadas" (
	"ensaio_id" integer NOT NULL,
	"doenca_id" integer NOT NULL,
	CONSTRAINT "ensaios_laboratoriais_doencas_relacionadas_ensaio_id_doenca_id_pk" PRIMARY KEY("ensaio_id","doenca_id")
);
--> statement-breakpoint
CREATE TABLE "ensaios_laboratoriais_matrizes" (
	"ensaio_id" integer NOT NULL,
	"matriz_id" integer NOT NULL,
	CONSTRAINT "ensaios_laboratoriais_matrizes_ensaio_id_matriz_id_pk" PRIMARY KEY("ensaio_id","matriz_id")
);
--> statement-breakpoint
CREATE TABLE "especies" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"nome_cientifico" text NOT NULL,
	"nome_ingles" text,
	"grupo" text,
	"domestico" boolean NOT NULL,
	"uso_domestico" text,
	"cinegetica" boolean DEFAULT false NOT NULL,
	"tipo_caca" text,
	"vetor" boolean DEFAULT false NOT NULL,
	"relevancia_gripe_aviaria" boolean DEFAULT false NOT NULL,
	"relevancia_febre_nilo_ocidental" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "especies_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "inseticidas" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"classe" text,
	"aplicacao" text[] DEFAULT '{}' NOT NULL,
	"requer_observacao" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "inseticidas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "laboratorios" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"localidade" text,
	"regiao" text,
	"oficial" boolean DEFAULT false NOT NULL,
	"referencia_nacional" boolean DEFAULT false NOT NULL,
	"tipo" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "laboratorios_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "lista_valores" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_resultado_id" integer NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lista_valores_tipo_resultado_nome_unique" UNIQUE("tipo_resultado_id","nome")
);
--> statement-breakpoint
CREATE TABLE "matrizes_amostras" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text,
	"conservacao_recomendada" text[] DEFAULT '{}' NOT NULL,
	"entomologica" boolean DEFAULT false NOT NULL,
	"prova_in_vivo" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "matrizes_amostras_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "sub_categorias_animais" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_animal_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"sexo" text,
	"idade_min_meses" integer,
	"idade_max_meses" integer,
	"peso_min_kg" double precision,
	"peso_max_kg" double precision,
	"reprodutor" boolean DEFAULT false NOT NULL,
	"especie_id" integer,
	"unidade" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "sub_categorias_animais_categoria_codigo_unique" UNIQUE("categoria_animal_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_armadilha" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"alvo" text[] DEFAULT '{}' NOT NULL,
	"luz" text,
	"atrativo" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "tipos_armadilha_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_controlo" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"entomologico" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "tipos_controlo_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_motivos_devolucao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"requer_observacao" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "tipos_motivos_devolucao_tipo_codigo_unique" UNIQUE("tipo","codigo")
);
--> statement-breakpoint
CREATE TABLE "tipos_resultados" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"tipo_valor" text NOT NULL,
	"unidade" text,
	"permite_nao_analisavel" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "tipos_resultados_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"rows" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_dataset_unique" UNIQUE("dataset")
);
--> statement-breakpoint
CREATE TABLE "role_permissoes" (
	"role" text NOT NULL,
	"area" text NOT NULL,
	"nivel" text NOT NULL,
	CONSTRAINT "role_permissoes_role_area_pk" PRIMARY KEY("role","area")
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"utilizador_id" integer NOT NULL,
	"xsrf_token" text NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tentativas_autenticacao" (
	"chave" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"inicio_janela" timestamp with time zone NOT NULL,
	"bloqueado_ate" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "utilizador_dsavrs" (
	"utilizador_id" integer NOT NULL,
	"dsavr_id" integer NOT NULL,
	CONSTRAINT "utilizador_dsavrs_utilizador_id_dsavr_id_pk" PRIMARY KEY("utilizador_id","dsavr_id")
);
--> statement-breakpoint
CREATE TABLE "utilizador_roles" (
	"utilizador_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "utilizador_roles_utilizador_id_role_pk" PRIMARY KEY("utilizador_id","role")
);
--> statement-breakpoint
CREATE TABLE "utilizadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nome" text NOT NULL,
	"nif" text,
	"email" text,
	"nic" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"laboratorio_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utilizadores_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "exploracoes" ADD CONSTRAINT "exploracoes_freguesia_freguesias_dicofre_fk" FOREIGN KEY ("freguesia") REFERENCES "public"."freguesias"("dicofre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concelhos" ADD CONSTRAINT "concelhos_di_distritos_di_fk" FOREIGN KEY ("di") REFERENCES "public"."distritos"("di") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freguesias" ADD CONSTRAINT "freguesias_dico_concelhos_dico_fk" FOREIGN KEY ("dico") REFERENCES "public"."concelhos"("dico") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_animais_especies" ADD CONSTRAINT "categorias_animais_especies_categoria_animal_id_categorias_animais_id_fk" FOREIGN KEY ("categoria_animal_id") REFERENCES "public"."categorias_animais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_animais_especies" ADD CONSTRAINT "categorias_animais_especies_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doencas_especies" ADD CONSTRAINT "doencas_especies_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doencas_especies" ADD CONSTRAINT "doencas_especies_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsavrs_distritos" ADD CONSTRAINT "dsavrs_distritos_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dsavrs_distritos" ADD CONSTRAINT "dsavrs_distritos_di_distritos_di_fk" FOREIGN KEY ("di") REFERENCES "public"."distritos"("di") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais" ADD CONSTRAINT "ensaios_laboratoriais_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais" ADD CONSTRAINT "ensaios_laboratoriais_tipo_resultado_id_tipos_resultados_id_fk" FOREIGN KEY ("tipo_resultado_id") REFERENCES "public"."tipos_resultados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais" ADD CONSTRAINT "ensaios_laboratoriais_resultado_numerico_adicional_id_tipos_resultados_id_fk" FOREIGN KEY ("resultado_numerico_adicional_id") REFERENCES "public"."tipos_resultados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais_doencas_relacionadas" ADD CONSTRAINT "ensaios_laboratoriais_doencas_relacionadas_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais_doencas_relacionadas" ADD CONSTRAINT "ensaios_laboratoriais_doencas_relacionadas_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais_matrizes" ADD CONSTRAINT "ensaios_laboratoriais_matrizes_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ensaios_laboratoriais_matrizes" ADD CONSTRAINT "ensaios_laboratoriais_matrizes_matriz_id_matrizes_amostras_id_fk" FOREIGN KEY ("matriz_id") REFERENCES "public"."matrizes_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_valores" ADD CONSTRAINT "lista_valores_tipo_resultado_id_tipos_resultados_id_fk" FOREIGN KEY ("tipo_resultado_id") REFERENCES "public"."tipos_resultados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categorias_animais" ADD CONSTRAINT "sub_categorias_animais_categoria_animal_id_categorias_animais_id_fk" FOREIGN KEY ("categoria_animal_id") REFERENCES "public"."categorias_animais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categorias_animais" ADD CONSTRAINT "sub_categorias_animais_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_utilizador_id_utilizadores_id_fk" FOREIGN KEY ("utilizador_id") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizador_dsavrs" ADD CONSTRAINT "utilizador_dsavrs_utilizador_id_utilizadores_id_fk" FOREIGN KEY ("utilizador_id") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizador_dsavrs" ADD CONSTRAINT "utilizador_dsavrs_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizador_roles" ADD CONSTRAINT "utilizador_roles_utilizador_id_utilizadores_id_fk" FOREIGN KEY ("utilizador_id") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizadores" ADD CONSTRAINT "utilizadores_laboratorio_id_laboratorios_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exploracoes_nome_idx" ON "exploracoes" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "exploracoes_nif_idx" ON "exploracoes" USING btree ("nif");--> statement-breakpoint
CREATE INDEX "exploracoes_classificacao_idx" ON "exploracoes" USING btree ("classificacao");--> statement-breakpoint
CREATE INDEX "exploracoes_freguesia_idx" ON "exploracoes" USING btree ("freguesia");--> statement-breakpoint
CREATE INDEX "exploracoes_localizacao_idx" ON "exploracoes" USING gist ("localizacao");--> statement-breakpoint
CREATE INDEX "concelhos_di_idx" ON "concelhos" USING btree ("di");--> statement-breakpoint
CREATE INDEX "concelhos_nome_idx" ON "concelhos" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "concelhos_geom_idx" ON "concelhos" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "distritos_geom_idx" ON "distritos" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "distritos_nome_idx" ON "distritos" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "freguesias_dico_idx" ON "freguesias" USING btree ("dico");--> statement-breakpoint
CREATE INDEX "freguesias_nome_idx" ON "freguesias" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "freguesias_geom_idx" ON "freguesias" USING gist ("geom");--> statement-breakpoint
CREATE INDEX "doencas_especies_especie_idx" ON "doencas_especies" USING btree ("especie_id");--> statement-breakpoint
CREATE INDEX "dsavrs_distritos_di_idx" ON "dsavrs_distritos" USING btree ("di");--> statement-breakpoint
CREATE INDEX "ensaios_laboratoriais_doenca_idx" ON "ensaios_laboratoriais" USING btree ("doenca_id");--> statement-breakpoint
CREATE INDEX "ensaios_matrizes_matriz_idx" ON "ensaios_laboratoriais_matrizes" USING btree ("matriz_id");--> statement-breakpoint
CREATE INDEX "sessoes_utilizador_idx" ON "sessoes" USING btree ("utilizador_id");