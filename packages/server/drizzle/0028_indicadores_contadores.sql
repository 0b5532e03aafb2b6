CREATE TABLE "indicadores_contagens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entidade" text NOT NULL,
	"estado" text NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"regiao" text DEFAULT '' NOT NULL,
	"laboratorio_id" integer DEFAULT 0 NOT NULL,
	"guardiao_id" integer DEFAULT 0 NOT NULL,
	"n" bigint NOT NULL,
	"novo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicadores_fontes" (
	"entidade" text PRIMARY KEY NOT NULL,
	"tabela" text NOT NULL,
	"linhas" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "indicadores_contagens_guardiao_idx" ON "indicadores_contagens" USING btree ("entidade","guardiao_id");--> statement-breakpoint
CREATE INDEX "indicadores_contagens_novas_idx" ON "indicadores_contagens" USING btree ("entidade") WHERE "indicadores_contagens"."novo";--> statement-breakpoint
-- Written by hand from here: the sources, the triggers that keep the counters, compaction, recount and the check.
-- A source's `linhas` is a SELECT over %1$s (the table, or a statement's transition table): the keepers by user
-- id (the author by username, as every visibility rule reads `created_by`), the region SVL/SVR visibility
-- compares (the stored DSAVR, or for vaccinations the holding's district), the laboratory of a collection.
INSERT INTO indicadores_fontes (entidade, tabela, linhas) VALUES
  ('vacinacoes', 'vacinacoes', $s$SELECT r.estado, '' AS extra, coalesce(left(e.freguesia, 2), '') AS regiao,
      0 AS laboratorio_id,
      ARRAY[(SELECT u.id FROM utilizadores u WHERE u.username = r.created_by), r.medico_veterinario_id] AS guardioes
    FROM %1$s r JOIN exploracoes e ON e.id = r.exploracao_id WHERE NOT r.arquivado$s$),
  ('notificacoesSuspeitasDoencas', 'notificacoes_suspeitas_doencas', $s$SELECT r.estado, '' AS extra,
      coalesce(r.regiao_dsavr_id::text, '') AS regiao, 0 AS laboratorio_id,
      ARRAY[(SELECT u.id FROM utilizadores u WHERE u.username = r.created_by), r.responsavel_notificacao_id]
        AS guardioes
    FROM %1$s r WHERE NOT r.arquivado$s$),
  ('examesClinicosNecropsias', 'exames_clinicos_necropsias', $s$SELECT r.estado,
      coalesce(r.categoria_ddo, '') AS extra, coalesce(r.regiao_dsavr_id::text, '') AS regiao, 0 AS laboratorio_id,
      ARRAY[(SELECT u.id FROM utilizadores u WHERE u.username = r.created_by), r.medico_veterinario_id,
        r.responsavel_colheita_id] AS guardioes
    FROM %1$s r WHERE NOT r.arquivado$s$),
  ('controlosLaboratoriaisColheitasAmostras', 'colheitas_amostras', $s$SELECT r.estado, '' AS extra,
      coalesce(r.regiao_dsavr_id::text, '') AS regiao, coalesce(r.laboratorio_id, 0) AS laboratorio_id,
      ARRAY[(SELECT u.id FROM utilizadores u WHERE u.username = r.created_by), r.responsavel_colheita_id]
        AS guardioes
    FROM %1$s r WHERE NOT r.arquivado$s$),
  ('controlosLaboratoriaisColheitasAnimaisSelvagens', 'colheitas_animais_selvagens', $s$SELECT r.estado,
      '' AS extra, coalesce(r.dsavr_id::text, '') AS regiao, coalesce(r.laboratorio_id, 0) AS laboratorio_id,
      ARRAY[(SELECT u.id FROM utilizadores u WHERE u.username = r.created_by), r.responsavel_colheita_id]
        AS guardioes
    FROM %1$s r WHERE NOT r.arquivado$s$);
--> statement-breakpoint
-- The counter rows of `linhas` (a SELECT with `sinal` +1 or -1 beside a source's columns): each record under 0
-- (the whole) and under each distinct keeper, summed by key, net zeros dropped.
CREATE FUNCTION indicadores_somas(p_entidade text, linhas text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT format($q$SELECT %L::text AS entidade, l.estado, l.extra, l.regiao, l.laboratorio_id, g.id AS guardiao_id,
        sum(l.sinal)::bigint AS n
      FROM (%s) l
      CROSS JOIN LATERAL (SELECT 0 UNION SELECT k FROM unnest(l.guardioes) k WHERE k IS NOT NULL) g(id)
      GROUP BY l.estado, l.extra, l.regiao, l.laboratorio_id, g.id
      HAVING sum(l.sinal) <> 0$q$, p_entidade, linhas)
  $$;
--> statement-breakpoint
-- A statement on a record table adds the deltas of the rows it inserted, updated or deleted (TG_ARGV[0]: the
-- entity). The transition tables are named alike on every table.
CREATE FUNCTION indicadores_contar() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    fonte text;
    partes text[] := '{}';
  BEGIN
    SELECT f.linhas INTO STRICT fonte FROM indicadores_fontes f WHERE f.entidade = TG_ARGV[0];
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      partes := partes || format('SELECT x.*, 1 AS sinal FROM (%s) x', format(fonte, 'indicadores_novas'));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      partes := partes || format('SELECT x.*, -1 AS sinal FROM (%s) x', format(fonte, 'indicadores_antigas'));
    END IF;
    EXECUTE format('INSERT INTO indicadores_contagens (entidade, estado, extra, regiao, laboratorio_id,
        guardiao_id, n) %s', indicadores_somas(TG_ARGV[0], array_to_string(partes, ' UNION ALL ')));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- The counters of `p_entidade` (every source when null) computed again from its table, in one statement per
-- source under the source's lock (compaction takes it too): after a change the triggers cannot follow (a
-- holding moved to another district, a truncated table).
CREATE FUNCTION indicadores_recontar(p_entidade text DEFAULT NULL) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    f record;
  BEGIN
    FOR f IN SELECT * FROM indicadores_fontes WHERE p_entidade IS NULL OR entidade = p_entidade ORDER BY entidade
    LOOP
      PERFORM pg_advisory_xact_lock(hashtext('indicadores_contagens'), hashtext(f.entidade));
      EXECUTE format('WITH apagadas AS (DELETE FROM indicadores_contagens WHERE entidade = %L)
        INSERT INTO indicadores_contagens (entidade, estado, extra, regiao, laboratorio_id, guardiao_id, n, novo)
        SELECT s.*, false FROM (%s) s', f.entidade,
        indicadores_somas(f.entidade, format('SELECT x.*, 1 AS sinal FROM (%s) x', format(f.linhas, f.tabela))));
    END LOOP;
  END
  $$;
--> statement-breakpoint
-- Folds the rows of each key written since the last round into one (a figure is their sum either way); a source
-- being recounted or compacted elsewhere is left for the next round.
CREATE FUNCTION indicadores_compactar() RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    f record;
  BEGIN
    FOR f IN SELECT entidade FROM indicadores_fontes ORDER BY entidade LOOP
      CONTINUE WHEN NOT pg_try_advisory_xact_lock(hashtext('indicadores_contagens'), hashtext(f.entidade));
      WITH chaves AS (
        SELECT DISTINCT c.estado, c.extra, c.regiao, c.laboratorio_id, c.guardiao_id
          FROM indicadores_contagens c WHERE c.entidade = f.entidade AND c.novo),
      apagadas AS (
        DELETE FROM indicadores_contagens c USING chaves k
         WHERE c.entidade = f.entidade AND c.estado = k.estado AND c.extra = k.extra AND c.regiao = k.regiao
           AND c.laboratorio_id = k.laboratorio_id AND c.guardiao_id = k.guardiao_id
        RETURNING c.*)
      INSERT INTO indicadores_contagens (entidade, estado, extra, regiao, laboratorio_id, guardiao_id, n, novo)
      SELECT f.entidade, a.estado, a.extra, a.regiao, a.laboratorio_id, a.guardiao_id, sum(a.n), false
        FROM apagadas a GROUP BY a.estado, a.extra, a.regiao, a.laboratorio_id, a.guardiao_id
      HAVING sum(a.n) <> 0;
    END LOOP;
  END
  $$;
--> statement-breakpoint
-- Where the counters and the tables disagree (nothing, unless a write went around the triggers): the tests run it
-- after their operations; `indicadores_recontar` mends what it finds.
CREATE FUNCTION indicadores_divergencias()
  RETURNS TABLE (entidade text, estado text, extra text, regiao text, laboratorio_id integer, guardiao_id integer,
    contado bigint, esperado bigint)
  LANGUAGE plpgsql
  AS $$
  #variable_conflict use_column
  DECLARE
    f record;
  BEGIN
    FOR f IN SELECT * FROM indicadores_fontes ORDER BY entidade LOOP
      RETURN QUERY EXECUTE format('WITH contado AS (
          SELECT c.estado, c.extra, c.regiao, c.laboratorio_id, c.guardiao_id, sum(c.n)::bigint AS n
            FROM indicadores_contagens c WHERE c.entidade = %L
           GROUP BY c.estado, c.extra, c.regiao, c.laboratorio_id, c.guardiao_id HAVING sum(c.n) <> 0),
        esperado AS (%s)
        SELECT %L::text, coalesce(c.estado, r.estado), coalesce(c.extra, r.extra), coalesce(c.regiao, r.regiao),
          coalesce(c.laboratorio_id, r.laboratorio_id), coalesce(c.guardiao_id, r.guardiao_id),
          coalesce(c.n, 0)::bigint, coalesce(r.n, 0)::bigint
          FROM contado c FULL JOIN esperado r ON r.estado = c.estado AND r.extra = c.extra AND r.regiao = c.regiao
            AND r.laboratorio_id = c.laboratorio_id AND r.guardiao_id = c.guardiao_id
         WHERE c.n IS DISTINCT FROM r.n', f.entidade,
        indicadores_somas(f.entidade, format('SELECT x.*, 1 AS sinal FROM (%s) x', format(f.linhas, f.tabela))),
        f.entidade);
    END LOOP;
  END
  $$;
--> statement-breakpoint
-- A truncated record table empties its counters.
CREATE FUNCTION indicadores_truncar() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM indicadores_contagens WHERE entidade = TG_ARGV[0];
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A holding moved to another district moves its vaccinations between the regional services' figures.
CREATE FUNCTION indicadores_exploracao_distrito() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM indicadores_antigas a JOIN indicadores_novas n ON n.id = a.id
                 JOIN vacinacoes v ON v.exploracao_id = n.id
                WHERE left(a.freguesia, 2) IS DISTINCT FROM left(n.freguesia, 2)) THEN
      PERFORM indicadores_recontar('vacinacoes');
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER indicadores_exploracao_distrito AFTER UPDATE ON exploracoes
  REFERENCING OLD TABLE AS indicadores_antigas NEW TABLE AS indicadores_novas
  FOR EACH STATEMENT EXECUTE FUNCTION indicadores_exploracao_distrito();
--> statement-breakpoint
DO $$
  DECLARE
    f record;
  BEGIN
    FOR f IN SELECT * FROM indicadores_fontes LOOP
      EXECUTE format('CREATE TRIGGER indicadores_inserir AFTER INSERT ON %1$I
          REFERENCING NEW TABLE AS indicadores_novas FOR EACH STATEMENT EXECUTE FUNCTION indicadores_contar(%2$L);
        CREATE TRIGGER indicadores_alterar AFTER UPDATE ON %1$I
          REFERENCING OLD TABLE AS indicadores_antigas NEW TABLE AS indicadores_novas
          FOR EACH STATEMENT EXECUTE FUNCTION indicadores_contar(%2$L);
        CREATE TRIGGER indicadores_apagar AFTER DELETE ON %1$I
          REFERENCING OLD TABLE AS indicadores_antigas FOR EACH STATEMENT EXECUTE FUNCTION indicadores_contar(%2$L);
        CREATE TRIGGER indicadores_truncar AFTER TRUNCATE ON %1$I
          FOR EACH STATEMENT EXECUTE FUNCTION indicadores_truncar(%2$L);', f.tabela, f.entidade);
    END LOOP;
  END
  $$;
--> statement-breakpoint
SELECT indicadores_recontar();
