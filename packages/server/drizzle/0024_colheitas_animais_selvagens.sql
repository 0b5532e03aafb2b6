CREATE TABLE "cas_amostras" (
	"id" serial PRIMARY KEY NOT NULL,
	"colheita_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"numero" text NOT NULL,
	"matriz_id" integer NOT NULL,
	"identificacao_animal" text,
	"sexo_id" integer NOT NULL,
	"classe_etaria_id" integer NOT NULL,
	"metodo_conservacao_id" integer NOT NULL,
	CONSTRAINT "cas_amostras_numero_unique" UNIQUE("colheita_id","numero")
);
--> statement-breakpoint
CREATE TABLE "cas_amostras_ensaios" (
	"amostra_id" integer NOT NULL,
	"ensaio_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "cas_amostras_ensaios_amostra_id_ensaio_id_pk" PRIMARY KEY("amostra_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "cas_amostras_especies" (
	"amostra_id" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "cas_amostras_especies_amostra_id_especie_id_pk" PRIMARY KEY("amostra_id","especie_id")
);
--> statement-breakpoint
CREATE TABLE "cas_ensaios" (
	"id" serial PRIMARY KEY NOT NULL,
	"colheita_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"doenca_id" integer NOT NULL,
	"ensaio_id" integer NOT NULL,
	CONSTRAINT "cas_ensaios_unique" UNIQUE("colheita_id","doenca_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "cas_especies" (
	"colheita_id" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "cas_especies_colheita_id_especie_id_pk" PRIMARY KEY("colheita_id","especie_id")
);
--> statement-breakpoint
CREATE TABLE "cas_faturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"colheita_id" integer NOT NULL,
	"numero_compromisso" text,
	"numero_cabimento" text,
	"numero_contrato" text,
	"entidadade" text,
	"nif_entidade" text,
	CONSTRAINT "cas_faturas_colheita_id_unique" UNIQUE("colheita_id")
);
--> statement-breakpoint
CREATE TABLE "cas_resultados" (
	"id" serial PRIMARY KEY NOT NULL,
	"colheita_id" integer NOT NULL,
	"amostra_id" integer NOT NULL,
	"ensaio_id" integer NOT NULL,
	"tipo_resultado_id" integer NOT NULL,
	"valor" text,
	"lista_valor_id" integer,
	"observacoes" text,
	"ensaio_tipificacao_id" integer,
	"resultado_tipificacao" text,
	CONSTRAINT "cas_resultados_unique" UNIQUE("amostra_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "colheitas_animais_selvagens" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie_id" integer,
	"numero_serie" text,
	"estado" text DEFAULT 'INICIAL' NOT NULL,
	"data" date NOT NULL,
	"responsavel_colheita_id" integer NOT NULL,
	"tipo_controlo_id" integer NOT NULL,
	"codigo_interno_laboratorio" text,
	"laboratorio_id" integer,
	"arquivado" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"programa_id" integer NOT NULL,
	"situacao_id" integer NOT NULL,
	"dsavr_id" integer NOT NULL,
	"localizacao" geometry(Point,4326) NOT NULL,
	"processo_caca_id" integer,
	"zona_caca_id" integer,
	"total_amostras" integer,
	CONSTRAINT "colheitas_animais_selvagens_numero_serie_unique" UNIQUE("numero_serie")
);
--> statement-breakpoint
CREATE TABLE "cas_exames" (
	"colheita_id" integer PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cas_amostras" ADD CONSTRAINT "cas_amostras_colheita_id_colheitas_animais_selvagens_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_animais_selvagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras" ADD CONSTRAINT "cas_amostras_matriz_id_matrizes_amostras_id_fk" FOREIGN KEY ("matriz_id") REFERENCES "public"."matrizes_amostras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras" ADD CONSTRAINT "cas_amostras_sexo_id_custom_types_id_fk" FOREIGN KEY ("sexo_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras" ADD CONSTRAINT "cas_amostras_classe_etaria_id_custom_types_id_fk" FOREIGN KEY ("classe_etaria_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras" ADD CONSTRAINT "cas_amostras_metodo_conservacao_id_custom_types_id_fk" FOREIGN KEY ("metodo_conservacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras_ensaios" ADD CONSTRAINT "cas_amostras_ensaios_amostra_id_cas_amostras_id_fk" FOREIGN KEY ("amostra_id") REFERENCES "public"."cas_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras_ensaios" ADD CONSTRAINT "cas_amostras_ensaios_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras_especies" ADD CONSTRAINT "cas_amostras_especies_amostra_id_cas_amostras_id_fk" FOREIGN KEY ("amostra_id") REFERENCES "public"."cas_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_amostras_especies" ADD CONSTRAINT "cas_amostras_especies_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_ensaios" ADD CONSTRAINT "cas_ensaios_colheita_id_colheitas_animais_selvagens_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_animais_selvagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_ensaios" ADD CONSTRAINT "cas_ensaios_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_ensaios" ADD CONSTRAINT "cas_ensaios_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_especies" ADD CONSTRAINT "cas_especies_colheita_id_colheitas_animais_selvagens_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_animais_selvagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_especies" ADD CONSTRAINT "cas_especies_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_faturas" ADD CONSTRAINT "cas_faturas_colheita_id_colheitas_animais_selvagens_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_animais_selvagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_resultados" ADD CONSTRAINT "cas_resultados_colheita_id_colheitas_animais_selvagens_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_animais_selvagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_resultados" ADD CONSTRAINT "cas_resultados_amostra_id_cas_amostras_id_fk" FOREIGN KEY ("amostra_id") REFERENCES "public"."cas_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_resultados" ADD CONSTRAINT "cas_resultados_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_resultados" ADD CONSTRAINT "cas_resultados_tipo_resultado_id_tipos_resultados_id_fk" FOREIGN KEY ("tipo_resultado_id") REFERENCES "public"."tipos_resultados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_resultados" ADD CONSTRAINT "cas_resultados_lista_valor_id_lista_valores_id_fk" FOREIGN KEY ("lista_valor_id") REFERENCES "public"."lista_valores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_resultados" ADD CONSTRAINT "cas_resultados_ensaio_tipificacao_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_tipificacao_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_responsavel_colheita_id_utilizadores_id_fk" FOREIGN KEY ("responsavel_colheita_id") REFERENCES "public"."utilizadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_tipo_controlo_id_tipos_controlo_id_fk" FOREIGN KEY ("tipo_controlo_id") REFERENCES "public"."tipos_controlo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_laboratorio_id_laboratorios_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_programa_id_custom_types_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_situacao_id_custom_types_id_fk" FOREIGN KEY ("situacao_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_processo_caca_id_custom_types_id_fk" FOREIGN KEY ("processo_caca_id") REFERENCES "public"."custom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_animais_selvagens" ADD CONSTRAINT "colheitas_animais_selvagens_zona_caca_id_zonas_cacas_id_fk" FOREIGN KEY ("zona_caca_id") REFERENCES "public"."zonas_cacas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_exames" ADD CONSTRAINT "cas_exames_colheita_id_colheitas_animais_selvagens_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_animais_selvagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cas_exames" ADD CONSTRAINT "cas_exames_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cas_resultados_colheita_idx" ON "cas_resultados" USING btree ("colheita_id");--> statement-breakpoint
CREATE INDEX "cas_created_on_idx" ON "colheitas_animais_selvagens" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "cas_estado_idx" ON "colheitas_animais_selvagens" USING btree ("estado","created_on","id");--> statement-breakpoint
CREATE INDEX "cas_dsavr_idx" ON "colheitas_animais_selvagens" USING btree ("dsavr_id","estado","created_on","id");--> statement-breakpoint
CREATE INDEX "cas_laboratorio_idx" ON "colheitas_animais_selvagens" USING btree ("laboratorio_id","estado","created_on","id");--> statement-breakpoint
CREATE INDEX "cas_created_by_idx" ON "colheitas_animais_selvagens" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "cas_responsavel_colheita_idx" ON "colheitas_animais_selvagens" USING btree ("responsavel_colheita_id");--> statement-breakpoint
CREATE INDEX "cas_exames_exame_idx" ON "cas_exames" USING btree ("exame_id","colheita_id");