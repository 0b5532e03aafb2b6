CREATE TABLE "infraestruturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome_estabelecimento" text NOT NULL,
	"nome_operador" text NOT NULL,
	"nif_operador" text,
	"numero" text NOT NULL,
	"tipo" text NOT NULL,
	"localizacao" geometry(Point,4326),
	"freguesia" char(6),
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "infraestruturas_numero_unique" UNIQUE("numero"),
	CONSTRAINT "infraestruturas_tipo_check" CHECK ("infraestruturas"."tipo" IN ('PARQUE_ZOOLOGICO', 'CENTRO_RECUPERACAO', 'CERCADO_CACA', 'CENTRO_PRODUCAO_CINEGETICA', 'AQUARIO', 'OUTRO'))
);
--> statement-breakpoint
CREATE TABLE "notificacoes_suspeitas_doencas" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie_id" integer,
	"numero_serie" text,
	"estado" text DEFAULT 'INICIAL' NOT NULL,
	"tipo_animal_id" integer NOT NULL,
	"localizacao" geometry(Point,4326),
	"responsavel_notificacao_id" integer NOT NULL,
	"data_observacao" date,
	"data_inicio_sinais_clinicos" date,
	"realizado_teste_laboratorial" boolean NOT NULL,
	"data_teste_laboratorial" date,
	"resultados_negativos" text,
	"identificacao" text,
	"numero_identificacao" text,
	"nome_animal" text,
	"nome_detentor" text,
	"morada_detentor" text,
	"telefone" text,
	"email" text,
	"nif" text,
	"especie_id" integer,
	"nome_encontrado_por" text,
	"morada_encontrado_por" text,
	"exploracao_id" integer,
	"infraestrutura_id" integer,
	"dsavr_id" integer,
	"programa_id" integer,
	"doencas" integer[] DEFAULT '{}' NOT NULL,
	"categorias" text[] DEFAULT '{}' NOT NULL,
	"regiao_dsavr_id" integer,
	"regiao_freguesia" char(6),
	"regiao_origem" text,
	"conclusao_suspeita_id" integer,
	"motivo_confirmacao_id" integer,
	"outro_motivo_confirmacao" text,
	"ordem_foco_id" integer,
	"foco_primario_id" integer,
	"motivo_nao_confirmacao_id" integer,
	"outro_motivo_nao_confirmacao" text,
	"arquivado" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_suspeitas_doencas_numero_serie_unique" UNIQUE("numero_serie")
);
--> statement-breakpoint
CREATE TABLE "nsd_declaracoes_animais" (
	"id" serial PRIMARY KEY NOT NULL,
	"notificacao_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"sub_categoria_animal_id" integer NOT NULL,
	"animais_presentes" integer NOT NULL,
	"animais_morreram" integer,
	"nados_mortos" integer,
	"animais_necropsiados" integer NOT NULL,
	"animais_cadaveres" integer NOT NULL,
	"observacoes" text,
	CONSTRAINT "nsd_declaracoes_categoria_unique" UNIQUE("notificacao_id","sub_categoria_animal_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_doencas" (
	"notificacao_id" integer NOT NULL,
	"doenca_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_doencas_notificacao_id_doenca_id_pk" PRIMARY KEY("notificacao_id","doenca_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_doencas_confirmadas" (
	"notificacao_id" integer NOT NULL,
	"doenca_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_doencas_confirmadas_notificacao_id_doenca_id_pk" PRIMARY KEY("notificacao_id","doenca_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_ensaios_laboratoriais" (
	"notificacao_id" integer NOT NULL,
	"ensaio_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_ensaios_laboratoriais_notificacao_id_ensaio_id_pk" PRIMARY KEY("notificacao_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_oa_alteracoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_oa_alteracoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_observacoes_animais" (
	"id" serial PRIMARY KEY NOT NULL,
	"notificacao_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"sexo_id" integer NOT NULL,
	"classe_etaria_id" integer NOT NULL,
	"tipo_observacao_id" integer NOT NULL,
	"numero_selo" text,
	"numero_animais" integer,
	"apresentado_exame_inicial" boolean,
	"animais_com_alteracoes" boolean NOT NULL,
	"outras_alteracoes" text,
	"destino_subprodutos_id" integer NOT NULL,
	"detalhe_destino_subprodutos" text,
	"localizacao_enterramento" geometry(Point,4326)
);
--> statement-breakpoint
CREATE TABLE "nsd_observacoes_clinicas_grupo" (
	"id" serial PRIMARY KEY NOT NULL,
	"notificacao_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"sub_categoria_animal_id" integer NOT NULL,
	"animais" integer NOT NULL,
	"febre" boolean NOT NULL,
	"sinais_atipicos" text,
	"necropsiado" boolean NOT NULL,
	"animais_necropsiados" integer,
	"outras_lesoes" text,
	"observacoes" text
);
--> statement-breakpoint
CREATE TABLE "nsd_observacoes_clinicas_individuais" (
	"id" serial PRIMARY KEY NOT NULL,
	"notificacao_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"sub_categoria_animal_id" integer NOT NULL,
	"identificacao" text,
	"febre" boolean NOT NULL,
	"sinais_atipicos" text,
	"necropsiado" boolean NOT NULL,
	"outras_lesoes" text,
	"observacoes" text
);
--> statement-breakpoint
CREATE TABLE "nsd_ocg_lesoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_ocg_lesoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_ocg_sinais" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_ocg_sinais_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_oci_lesoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_oci_lesoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "nsd_oci_sinais" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "nsd_oci_sinais_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
ALTER TABLE "infraestruturas" ADD CONSTRAINT "infraestruturas_freguesia_freguesias_dicofre_fk" FOREIGN KEY ("freguesia") REFERENCES "public"."freguesias"("dicofre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_tipo_animal_id_custom_types_id_fk" FOREIGN KEY ("tipo_animal_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_responsavel_notificacao_id_utilizadores_id_fk" FOREIGN KEY ("responsavel_notificacao_id") REFERENCES "public"."utilizadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_exploracao_id_exploracoes_id_fk" FOREIGN KEY ("exploracao_id") REFERENCES "public"."exploracoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_infraestrutura_id_infraestruturas_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestruturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_programa_id_custom_types_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_regiao_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("regiao_dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_regiao_freguesia_freguesias_dicofre_fk" FOREIGN KEY ("regiao_freguesia") REFERENCES "public"."freguesias"("dicofre") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_conclusao_suspeita_id_custom_types_id_fk" FOREIGN KEY ("conclusao_suspeita_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_motivo_confirmacao_id_custom_types_id_fk" FOREIGN KEY ("motivo_confirmacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_ordem_foco_id_custom_types_id_fk" FOREIGN KEY ("ordem_foco_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_foco_primario_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("foco_primario_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_suspeitas_doencas" ADD CONSTRAINT "notificacoes_suspeitas_doencas_motivo_nao_confirmacao_id_custom_types_id_fk" FOREIGN KEY ("motivo_nao_confirmacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_declaracoes_animais" ADD CONSTRAINT "nsd_declaracoes_animais_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_declaracoes_animais" ADD CONSTRAINT "nsd_declaracoes_animais_sub_categoria_animal_id_sub_categorias_animais_id_fk" FOREIGN KEY ("sub_categoria_animal_id") REFERENCES "public"."sub_categorias_animais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_doencas" ADD CONSTRAINT "nsd_doencas_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_doencas" ADD CONSTRAINT "nsd_doencas_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_doencas_confirmadas" ADD CONSTRAINT "nsd_doencas_confirmadas_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_doencas_confirmadas" ADD CONSTRAINT "nsd_doencas_confirmadas_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_ensaios_laboratoriais" ADD CONSTRAINT "nsd_ensaios_laboratoriais_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_ensaios_laboratoriais" ADD CONSTRAINT "nsd_ensaios_laboratoriais_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_oa_alteracoes" ADD CONSTRAINT "nsd_oa_alteracoes_linha_id_nsd_observacoes_animais_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."nsd_observacoes_animais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_oa_alteracoes" ADD CONSTRAINT "nsd_oa_alteracoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_animais" ADD CONSTRAINT "nsd_observacoes_animais_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_animais" ADD CONSTRAINT "nsd_observacoes_animais_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_animais" ADD CONSTRAINT "nsd_observacoes_animais_sexo_id_custom_types_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_animais" ADD CONSTRAINT "nsd_observacoes_animais_classe_etaria_id_custom_types_id_fk" FOREIGN KEY ("classe_etaria_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_animais" ADD CONSTRAINT "nsd_observacoes_animais_tipo_observacao_id_custom_types_id_fk" FOREIGN KEY ("tipo_observacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_animais" ADD CONSTRAINT "nsd_observacoes_animais_destino_subprodutos_id_custom_types_id_fk" FOREIGN KEY ("destino_subprodutos_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_clinicas_grupo" ADD CONSTRAINT "nsd_observacoes_clinicas_grupo_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_clinicas_grupo" ADD CONSTRAINT "nsd_observacoes_clinicas_grupo_sub_categoria_animal_id_sub_categorias_animais_id_fk" FOREIGN KEY ("sub_categoria_animal_id") REFERENCES "public"."sub_categorias_animais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_clinicas_individuais" ADD CONSTRAINT "nsd_observacoes_clinicas_individuais_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_clinicas_individuais" ADD CONSTRAINT "nsd_observacoes_clinicas_individuais_sub_categoria_animal_id_sub_categorias_animais_id_fk" FOREIGN KEY ("sub_categoria_animal_id") REFERENCES "public"."sub_categorias_animais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_ocg_lesoes" ADD CONSTRAINT "nsd_ocg_lesoes_linha_id_nsd_observacoes_clinicas_grupo_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."nsd_observacoes_clinicas_grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_ocg_lesoes" ADD CONSTRAINT "nsd_ocg_lesoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_ocg_sinais" ADD CONSTRAINT "nsd_ocg_sinais_linha_id_nsd_observacoes_clinicas_grupo_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."nsd_observacoes_clinicas_grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_ocg_sinais" ADD CONSTRAINT "nsd_ocg_sinais_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_oci_lesoes" ADD CONSTRAINT "nsd_oci_lesoes_linha_id_nsd_observacoes_clinicas_individuais_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."nsd_observacoes_clinicas_individuais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_oci_lesoes" ADD CONSTRAINT "nsd_oci_lesoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_oci_sinais" ADD CONSTRAINT "nsd_oci_sinais_linha_id_nsd_observacoes_clinicas_individuais_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."nsd_observacoes_clinicas_individuais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsd_oci_sinais" ADD CONSTRAINT "nsd_oci_sinais_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "infraestruturas_nome_estabelecimento_idx" ON "infraestruturas" USING btree ("nome_estabelecimento","id");--> statement-breakpoint
CREATE INDEX "infraestruturas_nome_estab_trgm_idx" ON "infraestruturas" USING gin (immutable_unaccent(lower("nome_estabelecimento")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "infraestruturas_nome_operador_trgm_idx" ON "infraestruturas" USING gin (immutable_unaccent(lower("nome_operador")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "infraestruturas_nif_operador_idx" ON "infraestruturas" USING btree ("nif_operador");--> statement-breakpoint
CREATE INDEX "infraestruturas_localizacao_idx" ON "infraestruturas" USING gist ("localizacao");--> statement-breakpoint
CREATE INDEX "nsd_created_on_idx" ON "notificacoes_suspeitas_doencas" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "nsd_estado_idx" ON "notificacoes_suspeitas_doencas" USING btree ("estado","created_on","id");--> statement-breakpoint
CREATE INDEX "nsd_regiao_dsavr_idx" ON "notificacoes_suspeitas_doencas" USING btree ("regiao_dsavr_id","created_on","id");--> statement-breakpoint
CREATE INDEX "nsd_regiao_estado_data_idx" ON "notificacoes_suspeitas_doencas" USING btree ("regiao_dsavr_id","estado","data_observacao","id");--> statement-breakpoint
CREATE INDEX "nsd_data_observacao_idx" ON "notificacoes_suspeitas_doencas" USING btree ("data_observacao","id");--> statement-breakpoint
CREATE INDEX "nsd_doencas_gin_idx" ON "notificacoes_suspeitas_doencas" USING gin ("doencas");--> statement-breakpoint
CREATE INDEX "nsd_categorias_gin_idx" ON "notificacoes_suspeitas_doencas" USING gin ("categorias");--> statement-breakpoint
CREATE INDEX "nsd_created_by_idx" ON "notificacoes_suspeitas_doencas" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "nsd_responsavel_idx" ON "notificacoes_suspeitas_doencas" USING btree ("responsavel_notificacao_id");--> statement-breakpoint
CREATE INDEX "nsd_exploracao_idx" ON "notificacoes_suspeitas_doencas" USING btree ("exploracao_id");--> statement-breakpoint
CREATE INDEX "nsd_infraestrutura_idx" ON "notificacoes_suspeitas_doencas" USING btree ("infraestrutura_id");--> statement-breakpoint
CREATE INDEX "nsd_foco_primario_idx" ON "notificacoes_suspeitas_doencas" USING btree ("foco_primario_id");--> statement-breakpoint
CREATE INDEX "nsd_localizacao_idx" ON "notificacoes_suspeitas_doencas" USING gist ("localizacao");--> statement-breakpoint
CREATE INDEX "nsd_declaracoes_notificacao_idx" ON "nsd_declaracoes_animais" USING btree ("notificacao_id","sequencia");--> statement-breakpoint
CREATE INDEX "nsd_doencas_doenca_idx" ON "nsd_doencas" USING btree ("doenca_id","notificacao_id");--> statement-breakpoint
CREATE INDEX "nsd_oa_notificacao_idx" ON "nsd_observacoes_animais" USING btree ("notificacao_id","sequencia");--> statement-breakpoint
CREATE INDEX "nsd_ocg_notificacao_idx" ON "nsd_observacoes_clinicas_grupo" USING btree ("notificacao_id","sequencia");--> statement-breakpoint
CREATE INDEX "nsd_oci_notificacao_idx" ON "nsd_observacoes_clinicas_individuais" USING btree ("notificacao_id","sequencia");