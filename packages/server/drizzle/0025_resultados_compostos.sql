ALTER TABLE "cas_resultados" ADD COLUMN "medicoes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cas_resultados" ADD COLUMN "nao_analisavel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD COLUMN "medicoes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cam_resultados" ADD COLUMN "nao_analisavel" boolean DEFAULT false NOT NULL;