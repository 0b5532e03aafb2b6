CREATE TABLE "autenticacoes_sipa" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"url" text NOT NULL,
	"utilizador" text NOT NULL,
	"segredo" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "autenticacoes_sipa_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" char(2) NOT NULL,
	"alpha3" char(3) NOT NULL,
	"numerico" char(3) NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "paises_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "paises_alpha3_unique" UNIQUE("alpha3")
);
--> statement-breakpoint
CREATE TABLE "tipos_infraestruturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tipos_infraestruturas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "frequencias_utilizacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"dias" integer,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "frequencias_utilizacao_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "infraestruturas" ADD COLUMN "tipo_id" integer;--> statement-breakpoint
ALTER TABLE "infraestruturas" ADD COLUMN "arquivado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "infraestruturas" ADD CONSTRAINT "infraestruturas_tipo_id_tipos_infraestruturas_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos_infraestruturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "infraestruturas_tipo_idx" ON "infraestruturas" USING btree ("tipo_id");--> statement-breakpoint
-- Our kinds of infrastructure and usage frequencies, "por confirmar" until an administrator reviews them.
INSERT INTO "tipos_infraestruturas" ("codigo", "nome", "ordem", "assumed") VALUES
	('PARQUE_ZOOLOGICO', 'Parque zoológico', 1, true),
	('CENTRO_RECUPERACAO', 'Centro de recuperação de animais selvagens (CRAS)', 2, true),
	('CERCADO_CACA', 'Cercado ou tapada de caça maior', 3, true),
	('CENTRO_PRODUCAO_CINEGETICA', 'Centro de produção de espécies cinegéticas', 4, true),
	('AQUARIO', 'Aquário ou oceanário', 5, true),
	('OUTRO', 'Outro', 6, true);--> statement-breakpoint
UPDATE "infraestruturas" i SET "tipo_id" = t."id" FROM "tipos_infraestruturas" t WHERE t."codigo" = i."tipo";--> statement-breakpoint
INSERT INTO "frequencias_utilizacao" ("codigo", "nome", "dias", "ordem", "assumed") VALUES
	('DIARIA', 'Diária', 1, 1, true),
	('SEMANAL', 'Semanal', 7, 2, true),
	('QUINZENAL', 'Quinzenal', 14, 3, true),
	('MENSAL', 'Mensal', 30, 4, true),
	('TRIMESTRAL', 'Trimestral', 91, 5, true),
	('SEMESTRAL', 'Semestral', 182, 6, true),
	('ANUAL', 'Anual', 365, 7, true),
	('OCASIONAL', 'Ocasional', NULL, 8, true);
