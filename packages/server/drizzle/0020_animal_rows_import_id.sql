ALTER TABLE "ecn_declaracoes_animais" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_clinicas_grupo" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "ecn_observacoes_clinicas_individuais" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "nsd_declaracoes_animais" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_clinicas_grupo" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "nsd_observacoes_clinicas_individuais" ADD COLUMN "import_id" integer;