CREATE TABLE "certificados" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade" text NOT NULL,
	"registo_id" integer NOT NULL,
	"numero" text NOT NULL,
	"ordem" integer NOT NULL,
	"codigo" char(26) NOT NULL,
	"estado" text DEFAULT 'VALIDO' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" text,
	"data_validacao" timestamp with time zone NOT NULL,
	"servico_emissor_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"ficheiro" text,
	"hash_pdf" text,
	"emitido_por" text NOT NULL,
	"emitido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificados_numero_unique" UNIQUE("numero"),
	CONSTRAINT "certificados_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_servico_emissor_id_dsavrs_id_fk" FOREIGN KEY ("servico_emissor_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificados_registo_idx" ON "certificados" USING btree ("entidade","registo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_ativo_idx" ON "certificados" USING btree ("entidade","registo_id") WHERE "certificados"."estado" = 'VALIDO';