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
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "dsavrs_codigo_unique" UNIQUE("codigo")
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
	"ordem" integer DEFAULT 0 NOT NULL,
	"assumed" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "laboratorios_codigo_unique" UNIQUE("codigo")
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
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_utilizador_id_utilizadores_id_fk" FOREIGN KEY ("utilizador_id") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizador_dsavrs" ADD CONSTRAINT "utilizador_dsavrs_utilizador_id_utilizadores_id_fk" FOREIGN KEY ("utilizador_id") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizador_dsavrs" ADD CONSTRAINT "utilizador_dsavrs_dsavr_id_dsavrs_id_fk" FOREIGN KEY ("dsavr_id") REFERENCES "public"."dsavrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizador_roles" ADD CONSTRAINT "utilizador_roles_utilizador_id_utilizadores_id_fk" FOREIGN KEY ("utilizador_id") REFERENCES "public"."utilizadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizadores" ADD CONSTRAINT "utilizadores_laboratorio_id_laboratorios_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessoes_utilizador_idx" ON "sessoes" USING btree ("utilizador_id");