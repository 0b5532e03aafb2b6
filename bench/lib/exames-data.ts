import pg from 'pg';
import { createPlaces, inBatches, pick } from './places-data.ts';

// The clinical exams of `npm run bench:data` (issue 14): bulk SQL (generate_series, INSERT … SELECT) over the
// seeded reference data, the generated holdings and notifications, one transaction per batch, deterministic
// (setseed) and idempotent by number: generated exams are numbered "BX/0000001", … in a series of their own
// (inactive, so the app never numbers from it), and a second run adds only what is missing. Three in four are
// domestic (a holding, its vet, declarations and clinical observations; some official), one in four wild (a
// DSAVR, a place, the situation's own row). Most link one or two submitted or validated notifications — the
// holding's own for a domestic exam, a free-living one for a wild exam — so that their diseases give the exams
// every DDO category; the exam's `categoria_ddo` is kept by the database as the links are written.

/** Wild exams per 1000; linked exams per 1000 of domestic and of wild ones; a second link per 1000 linked. */
const SELVAGENS = 250;
const LIGADOS_DOMESTICOS = 600;
const LIGADOS_SELVAGENS = 400;
const SEGUNDA_LIGACAO = 250;

/** Lookup tables for the whole run (session temporary tables: the run holds one connection). */
async function prepare(client: pg.Client, serieId: number): Promise<void> {
  await createPlaces(client);
  await client.query(`
    DROP TABLE IF EXISTS bx_ecn_dom, bx_ecn_sel, bx_ecn_resp, bx_ecn_resp_total, bx_ecn_refs;
    -- The notifications an exam may link (submitted or validated, not archived), numbered for a uniform draw:
    -- production ones with their holding, free-living wild ones with their DSAVR and point.
    CREATE TEMP TABLE bx_ecn_dom AS
      SELECT row_number() OVER (ORDER BY n.id)::int AS n, n.id, n.exploracao_id
        FROM notificacoes_suspeitas_doencas n
       WHERE n.estado IN ('SUBMETIDO', 'VALIDO') AND NOT n.arquivado AND n.exploracao_id IS NOT NULL;
    CREATE UNIQUE INDEX ON bx_ecn_dom (n);
    CREATE TEMP TABLE bx_ecn_sel AS
      SELECT row_number() OVER (ORDER BY n.id)::int AS n, n.id, n.dsavr_id, n.localizacao
        FROM notificacoes_suspeitas_doencas n
       WHERE n.estado IN ('SUBMETIDO', 'VALIDO') AND NOT n.arquivado AND n.dsavr_id IS NOT NULL;
    CREATE UNIQUE INDEX ON bx_ecn_sel (n);
    -- Who is responsible for a wild exam: one of the generated regional staff of its DSAVR (bench/lib/
    -- utilizadores-data.ts), numbered per DSAVR from 0; without them (--utilizadores 0) the demo users.
    CREATE TEMP TABLE bx_ecn_resp AS
      SELECT ud.dsavr_id AS dsavr, (row_number() OVER (PARTITION BY ud.dsavr_id ORDER BY u.id) - 1)::int AS n,
             u.id, u.username, ur.role
        FROM utilizadores u JOIN utilizador_roles ur ON ur.utilizador_id = u.id
        JOIN utilizador_dsavrs ud ON ud.utilizador_id = u.id
       WHERE u.username LIKE 'bx%' AND ur.role IN ('ROLE_SVL', 'ROLE_SVR');
    CREATE UNIQUE INDEX ON bx_ecn_resp (dsavr, n);
    CREATE TEMP TABLE bx_ecn_resp_total AS SELECT dsavr, count(*)::int AS total FROM bx_ecn_resp GROUP BY dsavr;
    CREATE TEMP TABLE bx_ecn_refs AS SELECT
      (SELECT array_agg(s.id ORDER BY s.id) FROM sub_categorias_animais s
         JOIN categorias_animais c ON c.id = s.categoria_animal_id
        WHERE c.codigo IN ('BOVINOS', 'OVINOS', 'CAPRINOS', 'SUINOS')) AS subs,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'SINAIS_CLINICOS') AS sinais,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'LESOES') AS lesoes,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'SEXO') AS sexos,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'CLASSE_ETARIA') AS classes,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'PROGRAMA') AS programas,
      (SELECT array_agg(id ORDER BY id) FROM custom_types
        WHERE categoria = 'PROCESSO_CACA' AND codigo <> 'OUTRO') AS processos,
      (SELECT array_agg(id ORDER BY id) FROM custom_types
        WHERE categoria = 'METODO_ABATE' AND codigo <> 'OUTRO') AS metodos,
      (SELECT array_agg(id ORDER BY id) FROM custom_types
        WHERE categoria = 'MOTIVO_ABATE' AND codigo <> 'OUTRO') AS motivos_abate,
      (SELECT array_agg(id ORDER BY id) FROM custom_types
        WHERE categoria = 'DESTINOS_SUBPRODUTOS' AND codigo NOT IN ('OUTRO', 'ENTERRAMENTO')) AS destinos,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'EXAME_CLINICO') AS exames_clinicos,
      (SELECT array_agg(id ORDER BY id) FROM custom_types
        WHERE categoria = 'DESTINO_ANIMAL_RECOLHIDO_VIVO' AND codigo <> 'OUTRO') AS destinos_vivos,
      -- CACADO, ENCONTRADO_MORTO, ABATIDO, RECOLHIDO_VIVO: drawn 50 / 25 / 15 / 10 %.
      ARRAY(SELECT c.id FROM unnest(ARRAY['CACADO', 'ENCONTRADO_MORTO', 'ABATIDO', 'RECOLHIDO_VIVO'])
              WITH ORDINALITY AS u(codigo, o)
              JOIN custom_types c ON c.categoria = 'SITUACAO_ANIMAL' AND c.codigo = u.codigo ORDER BY u.o)
        AS situacoes,
      (SELECT array_agg(id ORDER BY id) FROM especies
        WHERE codigo IN ('JAVALI', 'VEADO', 'CORCO', 'GAMO', 'RAPOSA', 'COELHO_BRAVO', 'LEBRE')) AS especies,
      (SELECT array_agg(id ORDER BY id) FROM zonas_cacas WHERE NOT arquivado) AS zonas,
      (SELECT id FROM motivos_exames WHERE codigo = 'SUSPEITA_DOENCA') AS suspeita,
      (SELECT id FROM motivos_exames WHERE codigo = 'CONTROLO_OFICIAL') AS controlo,
      (SELECT id FROM motivos_exames WHERE codigo = 'VIGILANCIA_PROGRAMA') AS vigilancia,
      (SELECT array_agg(id ORDER BY ordem) FROM tipos_motivos_devolucao WHERE tipo = 'EXAME_DEVOLVER') AS devolucoes,
      (SELECT id FROM utilizadores WHERE username = 'mv') AS mv,
      (SELECT id FROM utilizadores WHERE username = 'mvmunicipal') AS mvmunicipal,
      (SELECT id FROM utilizadores WHERE username = 'svl') AS svl,
      (SELECT id FROM utilizadores WHERE username = 'svr') AS svr,
      (SELECT id FROM utilizadores WHERE username = 'sigsa') AS sigsa,
      (SELECT id FROM dsavrs WHERE codigo = 'DSAVRN') AS norte,
      (SELECT id FROM dsavrs WHERE codigo = 'DSAVRC') AS centro,
      ${serieId}::int AS serie,
      (SELECT max(id) FROM exploracoes) AS max_exploracao,
      (SELECT count(*) FROM bx_places)::int AS places,
      (SELECT count(*) FROM bx_ecn_dom)::int AS doms,
      (SELECT count(*) FROM bx_ecn_sel)::int AS sels;
    ANALYZE bx_ecn_dom, bx_ecn_sel, bx_ecn_resp, bx_ecn_resp_total, bx_ecn_refs;
  `);
  const missing = await client.query(
    `SELECT 1 FROM bx_ecn_refs WHERE subs IS NULL OR especies IS NULL OR zonas IS NULL OR suspeita IS NULL
        OR cardinality(situacoes) <> 4 OR mv IS NULL OR svl IS NULL OR norte IS NULL`,
  );
  if (missing.rows.length > 0)
    throw new Error('dados de referência ou de demonstração em falta para os exames: corra o seed');
}

/**
 * One batch of exams `from`…`to` (their numbers), with their lists, rows, links, audit trail and returns, in the
 * caller's transaction. Their draws (`eb`) live until it commits.
 */
async function batch(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query('SELECT setseed($1)', [(from % 991) / 991]);
  await client.query(
    `CREATE TEMP TABLE eb ON COMMIT DROP AS
     WITH b AS MATERIALIZED (
       SELECT g, floor(random() * 1000)::int < ${SELVAGENS} AS selvagem,
              -- Exam dates over six years, more of them recent (as the notifications').
              ((now() AT TIME ZONE 'Europe/Lisbon')::date - 1 - floor(power(random(), 1.6) * 2150)::int) AS dobs,
              random() AS r_open, random() AS r_state, random() AS r_link, random() AS r_two, random() AS r_sit,
              random() AS r_oficial, random() AS r_misc,
              1 + floor(random() * r.places)::int AS place,
              1 + floor(random() * r.max_exploracao)::int AS holding,
              1 + floor(random() * greatest(r.doms, 1))::int AS dom_n,
              1 + floor(random() * greatest(r.sels, 1))::int AS sel_n,
              (random() - 0.5) * 0.01 AS jx, (random() - 0.5) * 0.01 AS jy
         FROM generate_series($1::int, $2::int) AS g, bx_ecn_refs r
     ),
     k AS (
       SELECT b.*,
              CASE WHEN b.selvagem THEN b.r_link * 1000 < ${LIGADOS_SELVAGENS}
                   ELSE b.r_link * 1000 < ${LIGADOS_DOMESTICOS} END AS ligado,
              CASE WHEN b.r_open < CASE WHEN (now() AT TIME ZONE 'Europe/Lisbon')::date - b.dobs < 30 THEN 0.7
                                        WHEN (now() AT TIME ZONE 'Europe/Lisbon')::date - b.dobs < 180 THEN 0.25
                                        ELSE 0.03 END
                   THEN CASE WHEN b.r_state < 0.4 THEN 'INICIAL' WHEN b.r_state < 0.85 THEN 'SUBMETIDO'
                             ELSE 'DEVOLVIDO' END
                   ELSE CASE WHEN b.r_state < 0.88 THEN 'VALIDO' ELSE 'INVALIDO' END END AS estado
         FROM b
     ),
     l AS (
       SELECT k.*,
              CASE WHEN k.ligado AND NOT k.selvagem THEN dn.id WHEN k.ligado THEN sn.id END AS notificacao,
              CASE WHEN k.ligado AND k.r_two * 1000 < ${SEGUNDA_LIGACAO} AND NOT k.selvagem THEN dn2.id
                   WHEN k.ligado AND k.r_two * 1000 < ${SEGUNDA_LIGACAO} THEN sn2.id END AS notificacao2,
              CASE WHEN NOT k.selvagem THEN coalesce(CASE WHEN k.ligado THEN dn.exploracao_id END, k.holding) END
                AS holding_id,
              CASE WHEN k.selvagem THEN coalesce(CASE WHEN k.ligado THEN sn.dsavr_id END, pl.dsavr) END AS dsavr_id,
              CASE WHEN k.selvagem THEN coalesce(CASE WHEN k.ligado THEN sn.localizacao END,
                                                 ST_SetSRID(ST_MakePoint(ST_X(pl.p) + k.jx, ST_Y(pl.p) + k.jy), 4326))
                END AS localizacao,
              CASE WHEN k.selvagem THEN r.situacoes[CASE WHEN k.r_sit < 0.5 THEN 1 WHEN k.r_sit < 0.75 THEN 2
                                                         WHEN k.r_sit < 0.9 THEN 3 ELSE 4 END] END AS situacao
         FROM k CROSS JOIN bx_ecn_refs r
         LEFT JOIN bx_ecn_dom dn ON dn.n = k.dom_n
         LEFT JOIN bx_ecn_dom dn2 ON dn2.n = 1 + k.dom_n % greatest(r.doms, 1)
         LEFT JOIN bx_ecn_sel sn ON sn.n = k.sel_n
         LEFT JOIN bx_ecn_sel sn2 ON sn2.n = 1 + k.sel_n % greatest(r.sels, 1)
         LEFT JOIN bx_places pl ON pl.n = k.place
     )
     SELECT l.*, NULL::int AS id, 'BX/' || lpad(l.g::text, 7, '0') AS numero, e.id AS exploracao_id,
            CASE WHEN l.selvagem THEN l.dsavr_id ELSE dce.dsavr END AS regiao_dsavr_id,
            CASE WHEN NOT l.selvagem THEN e.freguesia END AS regiao_freguesia,
            CASE WHEN NOT l.selvagem AND l.g % 10 < 7 THEN r.mv WHEN NOT l.selvagem THEN r.mvmunicipal END AS vet,
            -- The wild exam's responsible: the demo svl / svr keep one in a hundred of their DSAVR's (what their
            -- own lists show beside the region), the generated staff of the DSAVR the others, sigsa elsewhere.
            CASE WHEN NOT l.selvagem THEN NULL
                 WHEN l.g % 100 = 0 AND l.dsavr_id = r.norte THEN r.svl
                 WHEN l.g % 100 = 0 AND l.dsavr_id = r.centro THEN r.svr
                 ELSE coalesce(st.id, r.sigsa) END AS responsavel,
            CASE WHEN NOT l.selvagem THEN CASE WHEN l.g % 10 < 7 THEN 'mv' ELSE 'mvmunicipal' END
                 WHEN l.g % 100 = 0 AND l.dsavr_id = r.norte THEN 'svl'
                 WHEN l.g % 100 = 0 AND l.dsavr_id = r.centro THEN 'svr'
                 ELSE coalesce(st.username, 'sigsa') END AS autor,
            CASE WHEN NOT l.selvagem THEN CASE WHEN l.g % 10 < 7 THEN 'ROLE_MV' ELSE 'ROLE_MV_MUNICIPAL' END
                 WHEN l.g % 100 = 0 AND l.dsavr_id = r.norte THEN 'ROLE_SVL'
                 WHEN l.g % 100 = 0 AND l.dsavr_id = r.centro THEN 'ROLE_SVR'
                 ELSE coalesce(st.role, 'ROLE_SIGSA') END AS autor_role,
            NOT l.selvagem AND e.id IS NOT NULL AND l.r_oficial < 0.3 AS oficial,
            least(now(), ((l.dobs + (l.g % 3)) + time '08:00' + (l.r_misc * interval '10 hours'))
              AT TIME ZONE 'Europe/Lisbon') AS criado
       FROM l CROSS JOIN bx_ecn_refs r
       LEFT JOIN exploracoes e ON e.id = l.holding_id
       LEFT JOIN bx_dsavr_concelho dce ON dce.dico = left(e.freguesia, 4)
       LEFT JOIN bx_ecn_resp_total rt ON rt.dsavr = l.dsavr_id
       LEFT JOIN bx_ecn_resp st ON l.selvagem AND st.dsavr = l.dsavr_id AND st.n = l.g % rt.total`,
    [from, to],
  );
  // The exams themselves; those already there (an earlier run) are skipped and keep no id in eb.
  await client.query(`
    WITH ins AS (
      INSERT INTO exames_clinicos_necropsias (
        serie_id, numero_serie, estado, tipo_animal, exploracao_id, medico_veterinario_id, data,
        data_inicio_sinais_clinicos, exame_oficial, registos_rastreabilidade, registos_saude,
        registos_valores_produtivos, situacao_animal_id, programa_id, data_observacao, dsavr_id,
        responsavel_colheita_id, localizacao, processo_caca_id, zona_caca_id, regiao_dsavr_id, regiao_freguesia,
        version, created_by, created_on, updated_by, updated_on)
      SELECT r.serie, eb.numero, eb.estado, CASE WHEN eb.selvagem THEN 'SELVAGEM' ELSE 'DOMESTICO' END,
             eb.exploracao_id, eb.vet,
             CASE WHEN NOT eb.selvagem THEN eb.dobs END,
             CASE WHEN NOT eb.selvagem AND eb.r_misc < 0.8 THEN eb.dobs - (eb.g % 4) END,
             eb.oficial,
             CASE WHEN eb.oficial THEN 'CONFORME' END,
             CASE WHEN eb.oficial THEN CASE WHEN eb.g % 5 = 0 THEN 'NAO_CONFORME' ELSE 'CONFORME' END END,
             CASE WHEN eb.oficial THEN 'VALORES_NORMAIS' END,
             eb.situacao,
             CASE WHEN eb.selvagem AND eb.r_misc < 0.6 THEN r.programas[1 + eb.g % cardinality(r.programas)] END,
             CASE WHEN eb.selvagem THEN eb.dobs END,
             eb.dsavr_id, eb.responsavel, eb.localizacao,
             CASE WHEN eb.situacao = r.situacoes[1] THEN ${pick('r.processos')} END,
             CASE WHEN eb.situacao = r.situacoes[1] THEN ${pick('r.zonas')} END,
             eb.regiao_dsavr_id, eb.regiao_freguesia,
             CASE eb.estado WHEN 'INICIAL' THEN 1 WHEN 'SUBMETIDO' THEN 2 ELSE 3 END,
             'bench', eb.criado,
             -- Who changed it last and when: the last row of its audit trail (below).
             CASE eb.estado WHEN 'INICIAL' THEN 'bench' WHEN 'INVALIDO' THEN 'gestor' WHEN 'SUBMETIDO' THEN eb.autor
                            ELSE 'sigsa' END,
             least(now(), eb.criado + CASE eb.estado WHEN 'INICIAL' THEN interval '0' WHEN 'SUBMETIDO' THEN interval '1 hour'
                                                     WHEN 'DEVOLVIDO' THEN interval '1 day'
                                                     ELSE (2 + eb.g % 20) * interval '1 day' END)
        FROM eb CROSS JOIN bx_ecn_refs r
      ON CONFLICT (numero_serie) DO NOTHING
      RETURNING id, numero_serie)
    UPDATE eb SET id = ins.id FROM ins WHERE eb.numero = ins.numero_serie`);
  await client.query('DELETE FROM eb WHERE id IS NULL');
  await client.query('ANALYZE eb');

  // The reasons (a linked exam's shows diseases, as the server requires for a link) and the links themselves.
  await client.query(`
    INSERT INTO ecn_motivos (exame_id, motivo_id, ordem)
    SELECT eb.id, CASE WHEN eb.ligado AND eb.notificacao IS NOT NULL THEN r.suspeita
                       WHEN eb.selvagem THEN r.vigilancia ELSE r.controlo END, 1
      FROM eb, bx_ecn_refs r
     WHERE (eb.ligado AND eb.notificacao IS NOT NULL) OR eb.oficial OR eb.selvagem`);
  await client.query(`
    INSERT INTO ecn_notificacoes (exame_id, notificacao_id, ordem)
    SELECT eb.id, x.notificacao, x.ordem
      FROM eb CROSS JOIN LATERAL (VALUES (eb.notificacao, 1), (eb.notificacao2, 2)) AS x(notificacao, ordem)
     WHERE x.notificacao IS NOT NULL AND (x.ordem = 1 OR x.notificacao <> eb.notificacao)`);

  // Domestic: one or two declarations, a group observation in most, one or two individual ones in some.
  await client.query(`
    INSERT INTO ecn_declaracoes_animais (exame_id, sequencia, sub_categoria_animal_id, animais_presentes,
      animais_morreram, nados_mortos, animais_necropsiados, animais_cadaveres, observacoes)
    SELECT eb.id, s, r.subs[1 + (eb.g + s) % cardinality(r.subs)], x.presentes, x.mortos,
           CASE WHEN eb.g % 5 = 0 THEN eb.g % 3 END, least(x.mortos, eb.g % 3), x.mortos - least(x.mortos, eb.g % 3),
           CASE WHEN eb.g % 7 = 0 THEN 'Efetivo em pastoreio' END
      FROM eb, bx_ecn_refs r, generate_series(1, CASE WHEN eb.r_misc < 0.7 THEN 1 ELSE 2 END) AS s,
           LATERAL (SELECT 5 + (eb.g * 37 + s * 101) % 400 AS presentes) p,
           LATERAL (SELECT (p.presentes * ((eb.g * 13 + s) % 9)) / 100 AS mortos, p.presentes) x
     WHERE NOT eb.selvagem`);
  await client.query(`
    WITH rows AS (
      INSERT INTO ecn_observacoes_clinicas_grupo (exame_id, sequencia, sub_categoria_animal_id, animais, febre,
        necropsiado, animais_necropsiados)
      SELECT eb.id, 1, r.subs[1 + (eb.g + 1) % cardinality(r.subs)], 1 + floor(random() * 40)::int,
             random() < 0.6, eb.g % 3 = 0, CASE WHEN eb.g % 3 = 0 THEN 1 END
        FROM eb, bx_ecn_refs r WHERE NOT eb.selvagem AND eb.r_oficial < 0.7
      RETURNING id, necropsiado),
    sinais AS (
      INSERT INTO ecn_ocg_sinais (linha_id, custom_type_id, ordem)
      SELECT rows.id, r.sinais[1 + (rows.id * 7 + o * 13) % cardinality(r.sinais)], o
        FROM rows, bx_ecn_refs r, generate_series(1, 1 + rows.id % 3) AS o)
    INSERT INTO ecn_ocg_lesoes (linha_id, custom_type_id, ordem)
    SELECT rows.id, r.lesoes[1 + rows.id % cardinality(r.lesoes)], 1 FROM rows, bx_ecn_refs r WHERE rows.necropsiado`);
  await client.query(`
    WITH rows AS (
      INSERT INTO ecn_observacoes_clinicas_individuais (exame_id, sequencia, sub_categoria_animal_id,
        identificacao, febre, necropsiado)
      SELECT eb.id, s, r.subs[1 + (eb.g + s) % cardinality(r.subs)], 'PT' || lpad((eb.g * 10 + s)::text, 9, '0'),
             random() < 0.5, (eb.g + s) % 4 = 0
        FROM eb, bx_ecn_refs r, generate_series(1, 1 + eb.g % 2) AS s
       WHERE NOT eb.selvagem AND eb.r_oficial >= 0.6
      RETURNING id, necropsiado),
    sinais AS (
      INSERT INTO ecn_oci_sinais (linha_id, custom_type_id, ordem)
      SELECT rows.id, r.sinais[1 + (rows.id * 11 + o * 17) % cardinality(r.sinais)], o
        FROM rows, bx_ecn_refs r, generate_series(1, 1 + rows.id % 2) AS o)
    INSERT INTO ecn_oci_lesoes (linha_id, custom_type_id, ordem)
    SELECT rows.id, r.lesoes[1 + rows.id % cardinality(r.lesoes)], 1 FROM rows, bx_ecn_refs r WHERE rows.necropsiado`);

  // Wild: one row of the situation's own table (hunted, found dead, slaughtered, collected alive).
  const animal = `eb.id, 1, ${pick('r.especies')}, ${pick('r.sexos')}, ${pick('r.classes')}`;
  await client.query(`
    INSERT INTO ecn_animais_cacados (exame_id, sequencia, especie_id, sexo_id, classe_etaria_id, comercio,
      autoconsumo, rejeitados, sem_caracteristicas_anormais, total)
    SELECT ${animal}, eb.g % 3, 1 + eb.g % 2, eb.g % 2, 1 + eb.g % 3, eb.g % 3 + 1 + eb.g % 2 + eb.g % 2
      FROM eb, bx_ecn_refs r WHERE eb.situacao = r.situacoes[1]`);
  await client.query(`
    INSERT INTO ecn_animais_encontrados_mortos (exame_id, sequencia, especie_id, sexo_id, classe_etaria_id,
      total_encontrados_mortos, registado_animas, cadaver_decomposicao, mortos_mesma_especie,
      numero_mortos_mesma_especie, data_morte)
    SELECT ${animal}, 1 + eb.g % 3, eb.g % 2 = 0, eb.g % 4 = 0, eb.g % 5 = 0,
           CASE WHEN eb.g % 5 = 0 THEN 2 END, eb.dobs - 1
      FROM eb, bx_ecn_refs r WHERE eb.situacao = r.situacoes[2]`);
  await client.query(`
    WITH rows AS (
      INSERT INTO ecn_animais_abatidos (exame_id, sequencia, especie_id, sexo_id, classe_etaria_id,
        animais_com_alteracoes, metodo_abate_id, motivo_abate_id, total, destino_subprodutos_id)
      SELECT ${animal}, eb.g % 2 = 0, ${pick('r.metodos')}, ${pick('r.motivos_abate')}, 1 + eb.g % 4,
             ${pick('r.destinos')}
        FROM eb, bx_ecn_refs r WHERE eb.situacao = r.situacoes[3]
      RETURNING id, animais_com_alteracoes)
    INSERT INTO ecn_aa_alteracoes (linha_id, custom_type_id, ordem)
    SELECT rows.id, r.lesoes[1 + rows.id % cardinality(r.lesoes)], 1
      FROM rows, bx_ecn_refs r WHERE rows.animais_com_alteracoes`);
  await client.query(`
    INSERT INTO ecn_animais_recolhidos_vivos (exame_id, sequencia, especie_id, sexo_id, classe_etaria_id,
      exame_clinico_id, animais_com_alteracoes, destino_id, total, motivo_recolha)
    SELECT ${animal}, ${pick('r.exames_clinicos')}, false, ${pick('r.destinos_vivos')}, 1,
           'Animal debilitado na via pública'
      FROM eb, bx_ecn_refs r WHERE eb.situacao = r.situacoes[4]`);

  // The audit trail (submitted, then validated, refused or returned) and the latest return of a returned exam.
  await client.query(`
    INSERT INTO registos_auditoria (entidade, registo_id, operacao, estado_anterior, estado_novo, utilizador, role, data)
    SELECT 'examesClinicosNecropsias', eb.id, a.operacao, a.de, a.para, a.utilizador, a.role, least(now(), a.data)
      FROM eb CROSS JOIN LATERAL (VALUES
        ('submeter', 'INICIAL', 'SUBMETIDO', eb.autor, eb.autor_role, eb.criado + interval '1 hour', eb.estado <> 'INICIAL'),
        ('validar', 'SUBMETIDO', 'VALIDO', 'sigsa', 'ROLE_SIGSA',
         eb.criado + (2 + eb.g % 20) * interval '1 day', eb.estado = 'VALIDO'),
        ('naoValidar', 'SUBMETIDO', 'INVALIDO', 'gestor', 'ROLE_MANAGER',
         eb.criado + (2 + eb.g % 20) * interval '1 day', eb.estado = 'INVALIDO'),
        ('devolver', 'SUBMETIDO', 'DEVOLVIDO', 'sigsa', 'ROLE_SIGSA',
         eb.criado + interval '1 day', eb.estado = 'DEVOLVIDO'))
        AS a(operacao, de, para, utilizador, role, data, feito)
     WHERE a.feito`);
  await client.query(`
    INSERT INTO devolucoes (entidade, registo_id, data_devolucao, motivo_id, descricao, created_by)
    SELECT 'examesClinicosNecropsias', eb.id, least(now(), eb.criado + interval '1 day'),
           r.devolucoes[1 + eb.g % cardinality(r.devolucoes)], 'Completar as observações clínicas', 'sigsa'
      FROM eb, bx_ecn_refs r WHERE eb.estado = 'DEVOLVIDO'`);
}

/**
 * Fills `exames_clinicos_necropsias` and its child tables up to `rows` generated exams (see the top of this
 * file), `batchSize` per transaction, printing progress. Run after the notifications: without them no exam is
 * linked.
 */
export async function fillExames(url: string, rows: number, batchSize = 50_000): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET jit = off');
    const serie = await client.query<{ id: number }>(
      `INSERT INTO series (classe, nome, predefinida, ativa) VALUES ('examesClinicosNecropsias', 'BX', false, false)
       ON CONFLICT (classe, nome) DO UPDATE SET ativa = false RETURNING id`,
    );
    await prepare(client, Number(serie.rows[0]?.id));
    await inBatches(client, rows, batchSize, 'exames clínicos', (from, to) => batch(client, from, to));
    await client.query(`UPDATE series SET ultimo_numero = greatest(ultimo_numero, $1) WHERE id = $2`, [
      rows,
      Number(serie.rows[0]?.id),
    ]);
    // As autovacuum would leave them in service (it may be off here): statistics, and the visibility map that
    // index-only scans and the benchmarks' VACUUMs rely on.
    await client.query(`VACUUM (ANALYZE) exames_clinicos_necropsias, ecn_motivos, ecn_notificacoes,
      ecn_declaracoes_animais, ecn_observacoes_clinicas_grupo, ecn_ocg_sinais, ecn_ocg_lesoes,
      ecn_observacoes_clinicas_individuais, ecn_oci_sinais, ecn_oci_lesoes, ecn_animais_cacados,
      ecn_animais_encontrados_mortos, ecn_animais_abatidos, ecn_aa_alteracoes, ecn_animais_recolhidos_vivos,
      registos_auditoria, devolucoes`);
    const count = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM exames_clinicos_necropsias',
    );
    return count.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
