ALTER TABLE "infraestruturas" DROP CONSTRAINT "infraestruturas_tipo_check";--> statement-breakpoint
ALTER TABLE "infraestruturas" ALTER COLUMN "tipo_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "infraestruturas" DROP COLUMN "tipo";