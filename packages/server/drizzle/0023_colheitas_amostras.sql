CREATE TABLE "laboratorios_ensaios" (
	"laboratorio_id" integer NOT NULL,
	"ensaio_id" integer NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "laboratorios_ensaios_laboratorio_id_ensaio_id_pk" PRIMARY KEY("laboratorio_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "cam_amostras" (
	"id" serial PRIMARY KEY NOT NULL,
	"colheita_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"numero" text NOT NULL,
	"matriz_id" integer NOT NULL,
	"identificacao_animal" text,
	"tipo_amostra" text NOT NULL,
	"quantidade_animais" integer,
	"quantidade" integer,
	"sub_categoria_animal_id" integer NOT NULL,
	CONSTRAINT "cam_amostras_numero_unique" UNIQUE("colheita_id","numero")
);
--> statement-breakpoint
CREATE TABLE "cam_amostras_ensaios" (
	"amostra_id" integer NOT NULL,
	"ensaio_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "cam_amostras_ensaios_amostra_id_ensaio_id_pk" PRIMARY KEY("amostra_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "cam_ensaios" (
	"id" serial PRIMARY KEY NOT NULL,
	"colheita_id" integer NOT NULL,
	"sequencia" integer NOT NULL,
	"doenca_id" integer NOT NULL,
	"ensaio_id" integer NOT NULL,
	CONSTRAINT "cam_ensaios_unique" UNIQUE("colheita_id","doenca_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "cam_resultados" (
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
	CONSTRAINT "cam_resultados_unique" UNIQUE("amostra_id","ensaio_id")
);
--> statement-breakpoint
CREATE TABLE "colheitas_amostras" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie_id" integer,
	"numero_serie" text,
	"estado" text DEFAULT 'INICIAL' NOT NULL,
	"exploracao_id" integer NOT NULL,
	"responsavel_colheita_id" integer NOT NULL,
	"especie_id" integer NOT NULL,
	"tipo_controlo_id" integer NOT NULL,
	"data" date NOT NULL,
	"codigo_interno_laboratorio" text,
	"laboratorio_id" integer NOT NULL,
	"observacoes" text,
	"regiao_dsavr_id" integer,
	"arquivado" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colheitas_amostras_numero_serie_unique" UNIQUE("numero_serie")
);
--> statement-breakpoint
CREATE TABLE "cam_exames" (
	"colheita_id" integer PRIMARY KEY NOT NULL,
	"exame_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laboratorios_ensaios" ADD CONSTRAINT "laboratorios_ensaios_laboratorio_id_laboratorios_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratorios_ensaios" ADD CONSTRAINT "laboratorios_ensaios_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_amostras" ADD CONSTRAINT "cam_amostras_colheita_id_colheitas_amostras_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_amostras" ADD CONSTRAINT "cam_amostras_matriz_id_matrizes_amostras_id_fk" FOREIGN KEY ("matriz_id") REFERENCES "public"."matrizes_amostras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_amostras" ADD CONSTRAINT "cam_amostras_sub_categoria_animal_id_sub_categorias_animais_id_fk" FOREIGN KEY ("sub_categoria_animal_id") REFERENCES "public"."sub_categorias_animais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_amostras_ensaios" ADD CONSTRAINT "cam_amostras_ensaios_amostra_id_cam_amostras_id_fk" FOREIGN KEY ("amostra_id") REFERENCES "public"."cam_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_amostras_ensaios" ADD CONSTRAINT "cam_amostras_ensaios_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_ensaios" ADD CONSTRAINT "cam_ensaios_colheita_id_colheitas_amostras_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_ensaios" ADD CONSTRAINT "cam_ensaios_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_ensaios" ADD CONSTRAINT "cam_ensaios_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD CONSTRAINT "cam_resultados_colheita_id_colheitas_amostras_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD CONSTRAINT "cam_resultados_amostra_id_cam_amostras_id_fk" FOREIGN KEY ("amostra_id") REFERENCES "public"."cam_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD CONSTRAINT "cam_resultados_ensaio_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD CONSTRAINT "cam_resultados_tipo_resultado_id_tipos_resultados_id_fk" FOREIGN KEY ("tipo_resultado_id") REFERENCES "public"."tipos_resultados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD CONSTRAINT "cam_resultados_lista_valor_id_lista_valores_id_fk" FOREIGN KEY ("lista_valor_id") REFERENCES "public"."lista_valores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD CONSTRAINT "cam_resultados_ensaio_tipificacao_id_ensaios_laboratoriais_id_fk" FOREIGN KEY ("ensaio_tipificacao_id") REFERENCES "public"."ensaios_laboratoriais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_exploracao_id_exploracoes_id_fk" FOREIGN KEY ("exploracao_id") REFERENCES "public"."exploracoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_responsavel_colheita_id_utilizadores_id_fk" FOREIGN KEY ("responsavel_colheita_id") REFERENCES "public"."utilizadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_especie_id_especies_id_fk" FOREIGN KEY ("especie_id") REFERENCES "public"."especies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_tipo_controlo_id_tipos_controlo_id_fk" FOREIGN KEY ("tipo_controlo_id") REFERENCES "public"."tipos_controlo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_laboratorio_id_laboratorios_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_regiao_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("regiao_dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_exames" ADD CONSTRAINT "cam_exames_colheita_id_colheitas_amostras_id_fk" FOREIGN KEY ("colheita_id") REFERENCES "public"."colheitas_amostras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_exames" ADD CONSTRAINT "cam_exames_exame_id_exames_clinicos_necropsias_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exames_clinicos_necropsias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laboratorios_ensaios_ensaio_idx" ON "laboratorios_ensaios" USING btree ("ensaio_id","laboratorio_id");--> statement-breakpoint
CREATE INDEX "cam_resultados_colheita_idx" ON "cam_resultados" USING btree ("colheita_id");--> statement-breakpoint
CREATE INDEX "cam_created_on_idx" ON "colheitas_amostras" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "cam_estado_idx" ON "colheitas_amostras" USING btree ("estado","created_on","id");--> statement-breakpoint
CREATE INDEX "cam_regiao_dsavr_idx" ON "colheitas_amostras" USING btree ("regiao_dsavr_id","estado","created_on","id");--> statement-breakpoint
CREATE INDEX "cam_laboratorio_idx" ON "colheitas_amostras" USING btree ("laboratorio_id","estado","created_on","id");--> statement-breakpoint
CREATE INDEX "cam_created_by_idx" ON "colheitas_amostras" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "cam_responsavel_colheita_idx" ON "colheitas_amostras" USING btree ("responsavel_colheita_id");--> statement-breakpoint
CREATE INDEX "cam_exames_exame_idx" ON "cam_exames" USING btree ("exame_id","colheita_id");