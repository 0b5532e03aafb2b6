ALTER TABLE "utilizadores" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "utilizadores" ADD COLUMN "palavra_passe_temporaria" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "utilizadores" ADD COLUMN "updated_on" timestamp with time zone;