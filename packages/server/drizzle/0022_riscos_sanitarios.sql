CREATE TABLE "riscos_sanitarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"doenca_id" integer NOT NULL,
	"classificacao_id" integer NOT NULL,
	"data_inicio_classificacao" date NOT NULL,
	"data_final_classificacao" date,
	"observacao" text,
	"freguesias" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riscos_sanitarios_alteracoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"risco_id" integer NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"utilizador" text NOT NULL,
	"adicionadas" text[] NOT NULL,
	"removidas" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "riscos_sanitarios" ADD CONSTRAINT "riscos_sanitarios_doenca_id_doencas_id_fk" FOREIGN KEY ("doenca_id") REFERENCES "public"."doencas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riscos_sanitarios" ADD CONSTRAINT "riscos_sanitarios_classificacao_id_classificacoes_risco_id_fk" FOREIGN KEY ("classificacao_id") REFERENCES "public"."classificacoes_risco"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riscos_sanitarios_alteracoes" ADD CONSTRAINT "riscos_sanitarios_alteracoes_risco_id_riscos_sanitarios_id_fk" FOREIGN KEY ("risco_id") REFERENCES "public"."riscos_sanitarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "riscos_sanitarios_created_on_idx" ON "riscos_sanitarios" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "riscos_sanitarios_doenca_idx" ON "riscos_sanitarios" USING btree ("doenca_id","data_inicio_classificacao","id");--> statement-breakpoint
CREATE INDEX "riscos_sanitarios_freguesias_idx" ON "riscos_sanitarios" USING gin ("freguesias");--> statement-breakpoint
CREATE INDEX "riscos_sanitarios_alteracoes_risco_idx" ON "riscos_sanitarios_alteracoes" USING btree ("risco_id","id");