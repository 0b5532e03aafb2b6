CREATE TABLE "certificado_verificacoes" (
	"certificado_id" integer NOT NULL,
	"endereco" text NOT NULL,
	"ultima_em" timestamp with time zone NOT NULL,
	"vezes" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "certificado_verificacoes_certificado_id_endereco_pk" PRIMARY KEY("certificado_id","endereco")
);
--> statement-breakpoint
-- Counters, never records (issue 18): a crash of the database may forget them; every public check and failed
-- sign-in then commits without waiting for the WAL to reach the disk. drizzle-kit does not model persistence.
ALTER TABLE "certificado_verificacoes" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "tentativas_autenticacao" SET UNLOGGED;
