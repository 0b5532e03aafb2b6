-- Written by hand. The DDO category of many exams at once (migration 0019) in one join, not one lookup per exam:
-- the per-exam form let the planner, with the statistics of a bulk load not yet gathered (1,331 links expected per
-- exam), scan every notification of the DDO diseases for each exam — over 8 minutes for a batch of 50,000 links
-- of `bench:data`, where this form takes under a second. Same result: the most serious of A, B, C among the
-- diseases of the exam's linked notifications, null when none.
CREATE OR REPLACE FUNCTION ecn_refresh_categoria_ddo(exames integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    WITH e AS (SELECT DISTINCT unnest(exames) AS id),
    c AS (
      SELECT l.exame_id AS id, min(d.categoria_ddo) AS categoria_ddo
        FROM ecn_notificacoes l
        JOIN nsd_doencas nd ON nd.notificacao_id = l.notificacao_id
        JOIN doencas d ON d.id = nd.doenca_id
       WHERE l.exame_id IN (SELECT id FROM e) AND d.categoria_ddo IN ('A', 'B', 'C')
       GROUP BY l.exame_id)
    UPDATE exames_clinicos_necropsias x SET categoria_ddo = c.categoria_ddo
      FROM e LEFT JOIN c ON c.id = e.id
     WHERE x.id = e.id AND x.categoria_ddo IS DISTINCT FROM c.categoria_ddo
  $$;
