DROP INDEX "exploracoes_freguesia_idx";--> statement-breakpoint
DROP INDEX "exploracoes_distrito_idx";--> statement-breakpoint
DROP INDEX "exploracoes_concelho_idx";--> statement-breakpoint
CREATE INDEX "exploracoes_freguesia_idx" ON "exploracoes" USING btree ("freguesia","created_on","id");--> statement-breakpoint
CREATE INDEX "exploracoes_distrito_idx" ON "exploracoes" USING btree (left("freguesia", 2),"created_on","id");--> statement-breakpoint
CREATE INDEX "exploracoes_concelho_idx" ON "exploracoes" USING btree (left("freguesia", 4),"created_on","id");--> statement-breakpoint
-- New expression indexes have no statistics until the next ANALYZE (see 0003).
ANALYZE exploracoes;
