CREATE TABLE "categorias_relatorios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"pai" integer,
	"entidade" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relatorios" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"nome" text NOT NULL,
	"categoria" integer NOT NULL,
	"entidade" text NOT NULL,
	"filtros_json" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relatorios_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "relatorios_partilha_perfis" (
	"relatorio" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "relatorios_partilha_perfis_relatorio_role_pk" PRIMARY KEY("relatorio","role")
);
--> statement-breakpoint
CREATE TABLE "relatorios_partilha_utilizadores" (
	"relatorio" integer NOT NULL,
	"utilizador" integer NOT NULL,
	CONSTRAINT "relatorios_partilha_utilizadores_relatorio_utilizador_pk" PRIMARY KEY("relatorio","utilizador")
);
--> statement-breakpoint
ALTER TABLE "categorias_relatorios" ADD CONSTRAINT "categorias_relatorios_pai_categorias_relatorios_id_fk" FOREIGN KEY ("pai") REFERENCES "public"."categorias_relatorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios" ADD CONSTRAINT "relatorios_categoria_categorias_relatorios_id_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categorias_relatorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios_partilha_perfis" ADD CONSTRAINT "relatorios_partilha_perfis_relatorio_relatorios_id_fk" FOREIGN KEY ("relatorio") REFERENCES "public"."relatorios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios_partilha_utilizadores" ADD CONSTRAINT "relatorios_partilha_utilizadores_relatorio_relatorios_id_fk" FOREIGN KEY ("relatorio") REFERENCES "public"."relatorios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios_partilha_utilizadores" ADD CONSTRAINT "relatorios_partilha_utilizadores_utilizador_utilizadores_id_fk" FOREIGN KEY ("utilizador") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categorias_relatorios_pai_idx" ON "categorias_relatorios" USING btree ("pai");--> statement-breakpoint
CREATE INDEX "categorias_relatorios_entidade_idx" ON "categorias_relatorios" USING btree ("entidade");--> statement-breakpoint
CREATE INDEX "relatorios_categoria_idx" ON "relatorios" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "relatorios_created_by_idx" ON "relatorios" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "relatorios_partilha_perfis_role_idx" ON "relatorios_partilha_perfis" USING btree ("role");--> statement-breakpoint
CREATE INDEX "relatorios_partilha_utilizadores_utilizador_idx" ON "relatorios_partilha_utilizadores" USING btree ("utilizador");