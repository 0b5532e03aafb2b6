ALTER TABLE "exames_clinicos_necropsias" ADD COLUMN "categoria_ddo" text;--> statement-breakpoint
CREATE INDEX "ecn_estado_categoria_ddo_idx" ON "exames_clinicos_necropsias" USING btree ("estado","categoria_ddo","regiao_dsavr_id");--> statement-breakpoint
CREATE INDEX "ecn_notificacoes_notificacao_idx" ON "ecn_notificacoes" USING btree ("notificacao_id","exame_id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no functions nor triggers). An exam's DDO category (issue 14, list column
-- `categoriaDDO`; issue 17's SVL cards): the most serious `categoria_ddo` — A before B before C; D and E are no
-- card's — of the diseases of its linked notifications, null when none. Stored, so that the dashboard's counts
-- read an index (computed per exam, the SVL's count took 175–270 ms at a million exams; docs/decisions.md), and
-- kept by the database because three tables change it and several code paths write each: the exam's links (its
-- save), a linked notification's diseases (its author's save after a return), a disease's category (Gerir, the
-- reference data load). Statement triggers with transition tables: a bulk write recomputes its exams once.
CREATE FUNCTION ecn_refresh_categoria_ddo(exames integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE exames_clinicos_necropsias x SET categoria_ddo = c.categoria_ddo
      FROM (SELECT DISTINCT unnest(exames) AS id) e
      CROSS JOIN LATERAL (
        SELECT min(d.categoria_ddo) AS categoria_ddo
          FROM ecn_notificacoes l
          JOIN nsd_doencas nd ON nd.notificacao_id = l.notificacao_id
          JOIN doencas d ON d.id = nd.doenca_id
         WHERE l.exame_id = e.id AND d.categoria_ddo IN ('A', 'B', 'C')) c
     WHERE x.id = e.id AND x.categoria_ddo IS DISTINCT FROM c.categoria_ddo
  $$;
--> statement-breakpoint
-- Links written or removed: their exams.
CREATE FUNCTION ecn_notificacoes_categoria_ddo() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM ecn_refresh_categoria_ddo(ARRAY(SELECT exame_id FROM novas));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM ecn_refresh_categoria_ddo(ARRAY(SELECT exame_id FROM antigas));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER ecn_notificacoes_categoria_ddo_insert AFTER INSERT ON ecn_notificacoes
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ecn_notificacoes_categoria_ddo();
--> statement-breakpoint
CREATE TRIGGER ecn_notificacoes_categoria_ddo_update AFTER UPDATE ON ecn_notificacoes
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION ecn_notificacoes_categoria_ddo();
--> statement-breakpoint
CREATE TRIGGER ecn_notificacoes_categoria_ddo_delete AFTER DELETE ON ecn_notificacoes
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION ecn_notificacoes_categoria_ddo();
--> statement-breakpoint
-- A notification's diseases written or removed: the exams linked to it.
CREATE FUNCTION nsd_doencas_categoria_ddo() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM ecn_refresh_categoria_ddo(ARRAY(SELECT l.exame_id FROM ecn_notificacoes l
        WHERE l.notificacao_id IN (SELECT notificacao_id FROM novas)));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM ecn_refresh_categoria_ddo(ARRAY(SELECT l.exame_id FROM ecn_notificacoes l
        WHERE l.notificacao_id IN (SELECT notificacao_id FROM antigas)));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER nsd_doencas_categoria_ddo_insert AFTER INSERT ON nsd_doencas
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION nsd_doencas_categoria_ddo();
--> statement-breakpoint
CREATE TRIGGER nsd_doencas_categoria_ddo_update AFTER UPDATE ON nsd_doencas
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION nsd_doencas_categoria_ddo();
--> statement-breakpoint
CREATE TRIGGER nsd_doencas_categoria_ddo_delete AFTER DELETE ON nsd_doencas
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION nsd_doencas_categoria_ddo();
--> statement-breakpoint
-- A disease's category changed: the exams linked to a notification naming it (upserts of unchanged diseases
-- cost a join of the statement's rows, nothing more).
CREATE FUNCTION doencas_categoria_ddo() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM ecn_refresh_categoria_ddo(ARRAY(
      SELECT l.exame_id FROM novas n
        JOIN antigas o ON o.id = n.id
        JOIN nsd_doencas nd ON nd.doenca_id = n.id
        JOIN ecn_notificacoes l ON l.notificacao_id = nd.notificacao_id
       WHERE n.categoria_ddo IS DISTINCT FROM o.categoria_ddo));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER doencas_categoria_ddo AFTER UPDATE ON doencas
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION doencas_categoria_ddo();
--> statement-breakpoint
-- The exams already linked.
SELECT ecn_refresh_categoria_ddo(ARRAY(SELECT DISTINCT exame_id FROM ecn_notificacoes));
