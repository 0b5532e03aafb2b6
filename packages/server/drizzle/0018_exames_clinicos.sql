CREATE TABLE "ecn_aa_alteracoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_aa_alteracoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_animais_abatidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"sexo_id" integer NOT NULL,
	"classe_etaria_id" integer NOT NULL,
	"animais_com_alteracoes" boolean NOT NULL,
	"outras_alteracoes" text,
	"metodo_abate_id" integer,
	"motivo_abate_id" integer NOT NULL,
	"total" integer NOT NULL,
	"destino_subprodutos_id" integer NOT NULL,
	"detalhe_destino_subprodutos" text,
	"localizacao_enterramento" geometry(Point,4326)
);
--> statement-breakpoint
CREATE TABLE "ecn_animais_cacados" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"sexo_id" integer NOT NULL,
	"classe_etaria_id" integer NOT NULL,
	"comercio" integer,
	"autoconsumo" integer,
	"rejeitados" integer,
	"sem_caracteristicas_anormais" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecn_animais_encontrados_mortos" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"sexo_id" integer NOT NULL,
	"classe_etaria_id" integer NOT NULL,
	"total_encontrados_mortos" integer NOT NULL,
	"registado_animas" boolean NOT NULL,
	"ocorrencia_animas" integer,
	"cadaver_decomposicao" boolean NOT NULL,
	"mortos_mesma_especie" boolean NOT NULL,
	"numero_mortos_mesma_especie" integer,
	"mortos_outra_especie" boolean,
	"data_morte" date
);
--> statement-breakpoint
CREATE TABLE "ecn_animais_recolhidos_vivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"sexo_id" integer NOT NULL,
	"classe_etaria_id" integer NOT NULL,
	"exame_clinico_id" integer NOT NULL,
	"animais_com_alteracoes" boolean NOT NULL,
	"outras_alteracoes" text,
	"destino_id" integer NOT NULL,
	"total" integer NOT NULL,
	"motivo_recolha" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecn_arv_alteracoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_arv_alteracoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_declaracoes_animais" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"sub_categoria_animal_id" integer NOT NULL,
	"animais_presentes" integer NOT NULL,
	"animais_morreram" integer,
	"nados_mortos" integer,
	"animais_necropsiados" integer NOT NULL,
	"animais_cadaveres" integer NOT NULL,
	"observacoes" text,
	CONSTRAINT "ecn_declaracoes_categoria_unique" UNIQUE("exame_id","sub_categoria_animal_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_desconformidades" (
	"exame_id" integer NOT NULL,
	"desconformidade_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_desconformidades_exame_id_desconformidade_id_pk" PRIMARY KEY("exame_id","desconformidade_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_desconformidades_registo_saude" (
	"exame_id" integer NOT NULL,
	"desconformidade_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_desconformidades_registo_saude_exame_id_desconformidade_id_pk" PRIMARY KEY("exame_id","desconformidade_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_motivos" (
	"exame_id" integer NOT NULL,
	"motivo_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_motivos_exame_id_motivo_id_pk" PRIMARY KEY("exame_id","motivo_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_oa_alteracoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_oa_alteracoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_observacoes_animais" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
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
CREATE TABLE "ecn_observacoes_clinicas_grupo" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
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
CREATE TABLE "ecn_observacoes_clinicas_individuais" (
	"id" serial PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL,
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
CREATE TABLE "ecn_ocg_lesoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_ocg_lesoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_ocg_sinais" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_ocg_sinais_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_oci_lesoes" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_oci_lesoes_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "ecn_oci_sinais" (
	"linha_id" integer NOT NULL,
	"custom_type_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_oci_sinais_linha_id_custom_type_id_pk" PRIMARY KEY("linha_id","custom_type_id")
);
--> statement-breakpoint
CREATE TABLE "exames_clinicos_necropsias" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie_id" integer,
	"numero_serie" text,
	"estado" text DEFAULT 'INICIAL' NOT NULL,
	"tipo_animal" text NOT NULL,
	"exploracao_id" integer,
	"medico_veterinario_id" integer,
	"contingencia" text,
	"data" date,
	"data_inicio_sinais_clinicos" date,
	"exame_oficial" boolean DEFAULT false NOT NULL,
	"registos_rastreabilidade" text,
	"observacoes_rastreabilidade" text,
	"registos_saude" text,
	"outras_desconformidades" text,
	"registos_valores_produtivos" text,
	"valores_produtivos" text,
	"observacoes_desconformidades" text,
	"situacao_animal_id" integer,
	"programa_id" integer,
	"data_observacao" date,
	"dsavr_id" integer,
	"responsavel_colheita_id" integer,
	"localizacao" geometry(Point,4326),
	"processo_caca_id" integer,
	"zona_caca_id" integer,
	"regiao_dsavr_id" integer,
	"arquivado" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exames_clinicos_necropsias_numero_serie_unique" UNIQUE("numero_serie")
);
--> statement-breakpoint
CREATE TABLE "ecn_notificacoes" (
	"exame_id" integer NOT NULL,
	"notificacao_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "ecn_notificacoes_exame_id_notificacao_id_pk" PRIMARY KEY("exame_id","notificacao_id")
);
--> statement-breakpoint
ALTER TABLE "ecn_aa_alteracoes" ADD CONSTRAINT "ecn_aa_alteracoes_linha_id_ecn_animais_abatidos_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."ecn_animais_abatidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_aa_alteracoes" ADD CONSTRAINT "ecn_aa_alteracoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_abatidos" ADD CONSTRAINT "ecn_animais_abatidos_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_abatidos" ADD CONSTRAINT "ecn_animais_abatidos_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_abatidos" ADD CONSTRAINT "ecn_animais_abatidos_sexo_id_custom_types_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_abatidos" ADD CONSTRAINT "ecn_animais_abatidos_classe_etaria_id_custom_types_id_fk" FOREIGN KEY ("classe_etaria_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_abatidos" ADD CONSTRAINT "ecn_animais_abatidos_metodo_abate_id_custom_types_id_fk" FOREIGN KEY ("metodo_abate_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_abatidos" ADD CONSTRAINT "ecn_animais_abatidos_motivo_abate_id_custom_types_id_fk" FOREIGN KEY ("motivo_abate_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_abatidos" ADD CONSTRAINT "ecn_animais_abatidos_destino_subprodutos_id_custom_types_id_fk" FOREIGN KEY ("destino_subprodutos_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_cacados" ADD CONSTRAINT "ecn_animais_cacados_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_cacados" ADD CONSTRAINT "ecn_animais_cacados_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_cacados" ADD CONSTRAINT "ecn_animais_cacados_sexo_id_custom_types_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_cacados" ADD CONSTRAINT "ecn_animais_cacados_classe_etaria_id_custom_types_id_fk" FOREIGN KEY ("classe_etaria_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_encontrados_mortos" ADD CONSTRAINT "ecn_animais_encontrados_mortos_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_encontrados_mortos" ADD CONSTRAINT "ecn_animais_encontrados_mortos_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_encontrados_mortos" ADD CONSTRAINT "ecn_animais_encontrados_mortos_sexo_id_custom_types_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_encontrados_mortos" ADD CONSTRAINT "ecn_animais_encontrados_mortos_classe_etaria_id_custom_types_id_fk" FOREIGN KEY ("classe_etaria_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_recolhidos_vivos" ADD CONSTRAINT "ecn_animais_recolhidos_vivos_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_recolhidos_vivos" ADD CONSTRAINT "ecn_animais_recolhidos_vivos_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_recolhidos_vivos" ADD CONSTRAINT "ecn_animais_recolhidos_vivos_sexo_id_custom_types_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_recolhidos_vivos" ADD CONSTRAINT "ecn_animais_recolhidos_vivos_classe_etaria_id_custom_types_id_fk" FOREIGN KEY ("classe_etaria_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_recolhidos_vivos" ADD CONSTRAINT "ecn_animais_recolhidos_vivos_exame_clinico_id_custom_types_id_fk" FOREIGN KEY ("exame_clinico_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_animais_recolhidos_vivos" ADD CONSTRAINT "ecn_animais_recolhidos_vivos_destino_id_custom_types_id_fk" FOREIGN KEY ("destino_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_arv_alteracoes" ADD CONSTRAINT "ecn_arv_alteracoes_linha_id_ecn_animais_recolhidos_vivos_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."ecn_animais_recolhidos_vivos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_arv_alteracoes" ADD CONSTRAINT "ecn_arv_alteracoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_declaracoes_animais" ADD CONSTRAINT "ecn_declaracoes_animais_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_declaracoes_animais" ADD CONSTRAINT "ecn_declaracoes_animais_sub_categoria_animal_id_sub_categorias_animais_id_fk" FOREIGN KEY ("sub_categoria_animal_id") REFERENCES "public"."sub_categorias_animais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_desconformidades" ADD CONSTRAINT "ecn_desconformidades_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_desconformidades" ADD CONSTRAINT "ecn_desconformidades_desconformidade_id_desconformidades_id_fk" FOREIGN KEY ("desconformidade_id") REFERENCES "public"."desconformidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_desconformidades_registo_saude" ADD CONSTRAINT "ecn_desconformidades_registo_saude_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_desconformidades_registo_saude" ADD CONSTRAINT "ecn_desconformidades_registo_saude_desconformidade_id_desconformidades_registo_saude_id_fk" FOREIGN KEY ("desconformidade_id") REFERENCES "public"."desconformidades_registo_saude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_motivos" ADD CONSTRAINT "ecn_motivos_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_motivos" ADD CONSTRAINT "ecn_motivos_motivo_id_motivos_exames_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."motivos_exames"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_oa_alteracoes" ADD CONSTRAINT "ecn_oa_alteracoes_linha_id_ecn_observacoes_animais_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."ecn_observacoes_animais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_oa_alteracoes" ADD CONSTRAINT "ecn_oa_alteracoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_animais" ADD CONSTRAINT "ecn_observacoes_animais_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_animais" ADD CONSTRAINT "ecn_observacoes_animais_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_animais" ADD CONSTRAINT "ecn_observacoes_animais_sexo_id_custom_types_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_animais" ADD CONSTRAINT "ecn_observacoes_animais_classe_etaria_id_custom_types_id_fk" FOREIGN KEY ("classe_etaria_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_animais" ADD CONSTRAINT "ecn_observacoes_animais_tipo_observacao_id_custom_types_id_fk" FOREIGN KEY ("tipo_observacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_animais" ADD CONSTRAINT "ecn_observacoes_animais_destino_subprodutos_id_custom_types_id_fk" FOREIGN KEY ("destino_subprodutos_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_clinicas_grupo" ADD CONSTRAINT "ecn_observacoes_clinicas_grupo_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_clinicas_grupo" ADD CONSTRAINT "ecn_observacoes_clinicas_grupo_sub_categoria_animal_id_sub_categorias_animais_id_fk" FOREIGN KEY ("sub_categoria_animal_id") REFERENCES "public"."sub_categorias_animais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_clinicas_individuais" ADD CONSTRAINT "ecn_observacoes_clinicas_individuais_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_clinicas_individuais" ADD CONSTRAINT "ecn_observacoes_clinicas_individuais_sub_categoria_animal_id_sub_categorias_animais_id_fk" FOREIGN KEY ("sub_categoria_animal_id") REFERENCES "public"."sub_categorias_animais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_ocg_lesoes" ADD CONSTRAINT "ecn_ocg_lesoes_linha_id_ecn_observacoes_clinicas_grupo_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."ecn_observacoes_clinicas_grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_ocg_lesoes" ADD CONSTRAINT "ecn_ocg_lesoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_ocg_sinais" ADD CONSTRAINT "ecn_ocg_sinais_linha_id_ecn_observacoes_clinicas_grupo_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."ecn_observacoes_clinicas_grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_ocg_sinais" ADD CONSTRAINT "ecn_ocg_sinais_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_oci_lesoes" ADD CONSTRAINT "ecn_oci_lesoes_linha_id_ecn_observacoes_clinicas_individuais_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."ecn_observacoes_clinicas_individuais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_oci_lesoes" ADD CONSTRAINT "ecn_oci_lesoes_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_oci_sinais" ADD CONSTRAINT "ecn_oci_sinais_linha_id_ecn_observacoes_clinicas_individuais_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."ecn_observacoes_clinicas_individuais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_oci_sinais" ADD CONSTRAINT "ecn_oci_sinais_custom_type_id_custom_types_id_fk" FOREIGN KEY ("custom_type_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_exploracao_id_exploracoes_id_fk" FOREIGN KEY ("exploracao_id") REFERENCES "public"."exploracoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_medico_veterinario_id_utilizadores_id_fk" FOREIGN KEY ("medico_veterinario_id") REFERENCES "public"."utilizadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_situacao_animal_id_custom_types_id_fk" FOREIGN KEY ("situacao_animal_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_programa_id_custom_types_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_responsavel_colheita_id_utilizadores_id_fk" FOREIGN KEY ("responsavel_colheita_id") REFERENCES "public"."utilizadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_processo_caca_id_custom_types_id_fk" FOREIGN KEY ("processo_caca_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_zona_caca_id_zonas_cacas_id_fk" FOREIGN KEY ("zona_caca_id") REFERENCES "public"."zonas_cacas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exames_clinicos_necropsias" ADD CONSTRAINT "exames_clinicos_necropsias_regiao_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("regiao_dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_notificacoes" ADD CONSTRAINT "ecn_notificacoes_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecn_notificacoes" ADD CONSTRAINT "ecn_notificacoes_notificacao_id_notificacoes_suspeitas_doencas_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes_suspeitas_doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecn_abatidos_exame_idx" ON "ecn_animais_abatidos" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_cacados_exame_idx" ON "ecn_animais_cacados" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_mortos_exame_idx" ON "ecn_animais_encontrados_mortos" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_vivos_exame_idx" ON "ecn_animais_recolhidos_vivos" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_declaracoes_exame_idx" ON "ecn_declaracoes_animais" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_oa_exame_idx" ON "ecn_observacoes_animais" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_ocg_exame_idx" ON "ecn_observacoes_clinicas_grupo" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_oci_exame_idx" ON "ecn_observacoes_clinicas_individuais" USING btree ("exame_id","sequencia");--> statement-breakpoint
CREATE INDEX "ecn_created_on_idx" ON "exames_clinicos_necropsias" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "ecn_estado_idx" ON "exames_clinicos_necropsias" USING btree ("estado","created_on","id");--> statement-breakpoint
CREATE INDEX "ecn_regiao_dsavr_idx" ON "exames_clinicos_necropsias" USING btree ("regiao_dsavr_id","estado","created_on","id");--> statement-breakpoint
CREATE INDEX "ecn_created_by_idx" ON "exames_clinicos_necropsias" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ecn_medico_veterinario_idx" ON "exames_clinicos_necropsias" USING btree ("medico_veterinario_id");--> statement-breakpoint
CREATE INDEX "ecn_responsavel_colheita_idx" ON "exames_clinicos_necropsias" USING btree ("responsavel_colheita_id");--> statement-breakpoint
CREATE INDEX "ecn_exploracao_idx" ON "exames_clinicos_necropsias" USING btree ("exploracao_id");