CREATE TABLE "bandos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"marca_exploracao" text NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bandos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD COLUMN "bando_id" integer;--> statement-breakpoint
ALTER TABLE "bandos" ADD CONSTRAINT "bandos_marca_exploracao_exploracoes_marca_fk" FOREIGN KEY ("marca_exploracao") REFERENCES "public"."exploracoes"("marca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bandos_exploracao_idx" ON "bandos" USING btree ("marca_exploracao","codigo");--> statement-breakpoint
ALTER TABLE "colheitas_amostras" ADD CONSTRAINT "colheitas_amostras_bando_id_bandos_id_fk" FOREIGN KEY ("bando_id") REFERENCES "public"."bandos"("id") ON DELETE no action ON UPDATE no action;