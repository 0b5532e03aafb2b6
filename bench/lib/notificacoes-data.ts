import pg from 'pg';
import { createPlaces, inBatches, pick } from './places-data.ts';

// The suspected-disease notifications of `npm run bench:data` (issue 12): bulk SQL (generate_series, INSERT …
// SELECT) over the seeded reference data and the generated holdings, one transaction per batch, deterministic
// (setseed) and idempotent by number: generated notifications are numbered "BX/0000001", … in a series of their
// own (inactive, so the app never numbers from it), and a second run adds only what is missing.

/** One kind of notification: an animal type (for production, one animal category) and what it usually carries. */
interface Kind {
  tipo: string;
  /** Notifications of this kind per 1000. */
  weight: number;
  /** Production: the animal category whose sub-categories the rows name. */
  categoria?: string;
  /** Suspected diseases, the most frequent first (codes of the reference data). */
  doencas: string[];
  /** Companion, feral and free-living: the species seen (codes). */
  especies?: string[];
}

const WILD = ['JAVALI', 'VEADO', 'CORCO', 'GAMO', 'RAPOSA', 'COELHO_BRAVO', 'PATO_REAL', 'CEGONHA_BRANCA'];

/** Production 55 %, companion 15 %, feral 8 %, captive wild 4 %, free-living wild 18 %. */
const KINDS: readonly Kind[] = [
  {
    tipo: 'DOM_PRODUCAO',
    categoria: 'BOVINOS',
    weight: 165,
    doencas: ['TB', 'BRUC', 'LA', 'DNC', 'IBR', 'BVD', 'LEB', 'PARATB', 'FEBRE_Q', 'DHE', 'FA', 'EEB'],
  },
  {
    tipo: 'DOM_PRODUCAO',
    categoria: 'OVINOS',
    weight: 120,
    doencas: ['LA', 'BRUC', 'VOC', 'PPR', 'FEBRE_Q', 'EPID_OVINA', 'PARATB', 'TREMOR', 'FA'],
  },
  {
    tipo: 'DOM_PRODUCAO',
    categoria: 'CAPRINOS',
    weight: 45,
    doencas: ['BRUC', 'PPR', 'PPCC', 'VOC', 'LA', 'TB', 'PARATB', 'FEBRE_Q'],
  },
  {
    tipo: 'DOM_PRODUCAO',
    categoria: 'SUINOS',
    weight: 85,
    doencas: ['PSA', 'DA', 'PRRS', 'PSC', 'FA', 'BRUC', 'TRIQ'],
  },
  {
    tipo: 'DOM_PRODUCAO',
    categoria: 'AVES',
    weight: 85,
    doencas: ['GAAP', 'GABP', 'DN', 'SALM_PGA', 'MICOPLASMOSE_AV', 'CLAMIDIOSE_AV', 'SALM_ZOO'],
  },
  {
    tipo: 'DOM_PRODUCAO',
    categoria: 'EQUIDEOS',
    weight: 25,
    doencas: ['AIE', 'FNO', 'AVE', 'MCE', 'PEA', 'MORMO', 'EEV', 'DURINA'],
  },
  { tipo: 'DOM_PRODUCAO', categoria: 'COELHOS', weight: 15, doencas: ['DHV_COELHO', 'MIXOMATOSE'] },
  {
    tipo: 'DOM_PRODUCAO',
    categoria: 'ABELHAS',
    weight: 10,
    doencas: ['LOQUE_AM', 'VARROOSE', 'AETHINA', 'TROPILAELAPS'],
  },
  {
    tipo: 'DOM_COMPANHIA',
    weight: 150,
    doencas: ['RAIVA', 'LEISH', 'EM', 'HIDATIDOSE'],
    especies: ['CAO', 'CAO', 'GATO', 'FURAO'],
  },
  {
    tipo: 'DOM_ASSILVESTRADO',
    weight: 80,
    doencas: ['RAIVA', 'LEISH', 'SARNA_SARC'],
    especies: ['GATO', 'CAO'],
  },
  {
    tipo: 'SEL_CATIVEIRO',
    categoria: 'CERVIDEOS_CATIVEIRO',
    weight: 40,
    doencas: ['GAAP', 'TB', 'FNO', 'DEC', 'RAIVA'],
  },
  {
    tipo: 'SEL_VIDA_LIVRE',
    weight: 180,
    doencas: ['PSA', 'GAAP', 'TB', 'RAIVA', 'SARNA_SARC', 'DEC', 'TRIQ', 'MIXOMATOSE', 'DHV_COELHO', 'FNO'],
    especies: WILD,
  },
];

/** Lookup tables for the whole run (session temporary tables: the run holds one connection). */
async function prepare(client: pg.Client, serieId: number): Promise<void> {
  let lo = 0;
  const kinds = KINDS.map((k, i) => {
    const row = { k: i + 1, tipo: k.tipo, lo, hi: lo + k.weight, categoria: k.categoria ?? null };
    lo += k.weight;
    return { ...row, doencas: k.doencas, especies: k.especies ?? [] };
  });
  if (lo !== 1000) throw new Error(`os pesos dos tipos somam ${lo}, não 1000`);
  await createPlaces(client);
  await client.query(`
    DROP TABLE IF EXISTS bx_infras, bx_kinds, bx_refs;
    CREATE TEMP TABLE bx_infras AS
      SELECT row_number() OVER (ORDER BY i.id)::int - 1 AS n, i.id, i.localizacao AS p, fr.dicofre, dc.dsavr
        FROM infraestruturas i
        CROSS JOIN LATERAL (SELECT coalesce(i.freguesia, (SELECT f.dicofre FROM freguesias f
                                                          WHERE ST_Contains(f.geom, i.localizacao) LIMIT 1))
                              AS dicofre) fr
        LEFT JOIN bx_dsavr_concelho dc ON dc.dico = left(fr.dicofre, 4);
    CREATE TEMP TABLE bx_refs AS SELECT
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'SINAIS_CLINICOS') AS sinais,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'LESOES') AS lesoes,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'SEXO') AS sexos,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'CLASSE_ETARIA') AS classes,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'DESTINOS_SUBPRODUTOS') AS destinos,
      (SELECT array_agg(id ORDER BY id) FROM custom_types WHERE categoria = 'PROGRAMA') AS programas,
      (SELECT array_agg(id ORDER BY id) FROM custom_types
        WHERE categoria = 'MOTIVO_CONFIRMACAO' AND codigo <> 'OUTRO_MOTIVO') AS motivos_sim,
      (SELECT array_agg(id ORDER BY id) FROM custom_types
        WHERE categoria = 'MOTIVO_NAO_CONFIRMACAO' AND codigo <> 'OUTRO_MOTIVO') AS motivos_nao,
      (SELECT id FROM custom_types WHERE categoria = 'TIPO_OBSERVACAO' AND codigo = 'INDIVIDUAL') AS obs_individual,
      (SELECT id FROM custom_types WHERE categoria = 'TIPO_OBSERVACAO' AND codigo = 'GRUPO') AS obs_grupo,
      (SELECT id FROM custom_types WHERE categoria = 'CONCLUSAO_SUSPEITA' AND codigo = 'CONFIRMADO') AS confirmado,
      (SELECT id FROM custom_types WHERE categoria = 'CONCLUSAO_SUSPEITA' AND codigo = 'NAO_CONFIRMADO') AS nao_confirmado,
      (SELECT id FROM custom_types WHERE categoria = 'ORDEM_FOCO' AND codigo = 'PRIMARIO') AS primario,
      (SELECT id FROM custom_types WHERE categoria = 'ORDEM_FOCO' AND codigo = 'SECUNDARIO') AS secundario,
      (SELECT array_agg(id ORDER BY id) FROM ensaios_laboratoriais) AS ensaios,
      (SELECT array_agg(id ORDER BY ordem) FROM tipos_motivos_devolucao WHERE tipo = 'EXAME_DEVOLVER') AS devolucoes,
      (SELECT id FROM utilizadores WHERE username = 'mv') AS mv,
      (SELECT id FROM utilizadores WHERE username = 'mvmunicipal') AS mvmunicipal,
      ${serieId}::int AS serie,
      (SELECT max(id) FROM exploracoes) AS max_exploracao,
      (SELECT count(*) FROM bx_places)::int AS places,
      (SELECT count(*) FROM bx_infras)::int AS infras;
  `);
  await client.query(
    `CREATE TEMP TABLE bx_kinds AS
       SELECT x.k, x.tipo, x.lo, x.hi, ct.id AS tipo_id,
              (SELECT array_agg(s.id ORDER BY s.id) FROM sub_categorias_animais s
                 JOIN categorias_animais c ON c.id = s.categoria_animal_id WHERE c.codigo = x.categoria) AS subs,
              ARRAY(SELECT d.id FROM unnest(x.doencas) WITH ORDINALITY AS u(codigo, o)
                      JOIN doencas d ON d.codigo = u.codigo ORDER BY u.o) AS doencas,
              ARRAY(SELECT e.id FROM unnest(x.especies) WITH ORDINALITY AS u(codigo, o)
                      JOIN especies e ON e.codigo = u.codigo ORDER BY u.o) AS especies
         FROM json_to_recordset($1::json)
              AS x(k int, tipo text, lo int, hi int, categoria text, doencas text[], especies text[])
         JOIN custom_types ct ON ct.categoria = 'TIPO_ANIMAL' AND ct.codigo = x.tipo`,
    [JSON.stringify(kinds)],
  );
  const missing = await client.query<{ tipo: string }>(
    'SELECT tipo FROM bx_kinds WHERE cardinality(doencas) = 0 OR (tipo = $1 AND subs IS NULL)',
    ['DOM_PRODUCAO'],
  );
  if (missing.rows.length > 0 || (await client.query('SELECT 1 FROM bx_kinds')).rows.length !== KINDS.length)
    throw new Error('dados de referência em falta (tipos de animal, doenças ou categorias): corra o seed');
  // Bulk statements over a handful of rows each: plans from real sizes, and no JIT compilation (it took longer
  // than the statements themselves).
  await client.query('ANALYZE bx_infras, bx_kinds, bx_refs');
}

/**
 * One batch of notifications `from`…`to` (their numbers), with their lists, rows, audit trail and returns, in
 * the caller's transaction. Their draws (`nb`) live until it commits.
 */
async function batch(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query('SELECT setseed($1)', [(from % 997) / 997]);
  await client.query(
    `CREATE TEMP TABLE nb ON COMMIT DROP AS
     WITH b AS MATERIALIZED (
       SELECT g, floor(random() * 1000)::int AS wk,
              -- Observation dates over six years, more of them recent.
              ((now() AT TIME ZONE 'Europe/Lisbon')::date - 1 - floor(power(random(), 1.6) * 2150)::int) AS dobs,
              random() AS r_open, random() AS r_state, random() AS r_conc, random() AS r_ordem,
              random() AS r_nd, random() AS r_start, random() AS r_lab, random() AS r_sinais, random() AS r_misc,
              1 + floor(random() * r.places)::int AS place,
              1 + floor(random() * r.max_exploracao)::int AS holding,
              (random() - 0.5) * 0.01 AS jx, (random() - 0.5) * 0.01 AS jy
         FROM generate_series($1::int, $2::int) AS g, bx_refs r
     ),
     k AS (
       SELECT b.*, k.tipo, k.tipo_id, k.subs, k.especies,
              ARRAY(SELECT k.doencas[1 + (floor(power(b.r_start, 2) * cardinality(k.doencas))::int + i)
                                        % cardinality(k.doencas)]
                      FROM generate_series(0, least(cardinality(k.doencas),
                             CASE WHEN b.r_nd < 0.7 THEN 1 WHEN b.r_nd < 0.92 THEN 2 ELSE 3 END) - 1) AS i) AS doencas,
              CASE WHEN b.r_open < CASE WHEN (now() AT TIME ZONE 'Europe/Lisbon')::date - b.dobs < 30 THEN 0.7
                                        WHEN (now() AT TIME ZONE 'Europe/Lisbon')::date - b.dobs < 180 THEN 0.25
                                        ELSE 0.03 END
                   THEN CASE WHEN b.r_state < 0.4 THEN 'INICIAL' WHEN b.r_state < 0.85 THEN 'SUBMETIDO'
                             ELSE 'DEVOLVIDO' END
                   ELSE CASE WHEN b.r_state < 0.88 THEN 'VALIDO' ELSE 'INVALIDO' END END AS estado
         FROM b JOIN bx_kinds k ON b.wk >= k.lo AND b.wk < k.hi
     )
     SELECT k.*, NULL::int AS id, 'BX/' || lpad(k.g::text, 7, '0') AS numero,
            CASE WHEN k.tipo = 'DOM_PRODUCAO' THEN e.id END AS exploracao_id,
            CASE WHEN k.tipo = 'SEL_CATIVEIRO' THEN inf.id END AS infraestrutura_id,
            CASE WHEN k.tipo = 'DOM_PRODUCAO' AND e.id IS NOT NULL THEN e.localizacao
                 WHEN k.tipo = 'SEL_CATIVEIRO' THEN inf.p
                 ELSE ST_SetSRID(ST_MakePoint(ST_X(pl.p) + k.jx, ST_Y(pl.p) + k.jy), 4326) END AS localizacao,
            CASE WHEN k.tipo = 'DOM_PRODUCAO' AND e.id IS NOT NULL THEN e.freguesia
                 WHEN k.tipo = 'SEL_CATIVEIRO' THEN inf.dicofre ELSE pl.dicofre END AS regiao_freguesia,
            CASE WHEN k.tipo = 'DOM_PRODUCAO' AND e.id IS NOT NULL THEN dce.dsavr
                 WHEN k.tipo = 'SEL_CATIVEIRO' THEN inf.dsavr ELSE pl.dsavr END AS regiao_dsavr_id,
            CASE k.tipo WHEN 'DOM_PRODUCAO' THEN CASE WHEN e.id IS NULL THEN 'LOCALIZACAO' ELSE 'EXPLORACAO' END
                        WHEN 'SEL_CATIVEIRO' THEN 'INFRAESTRUTURA' WHEN 'SEL_VIDA_LIVRE' THEN 'DSAVR'
                        ELSE 'LOCALIZACAO' END AS regiao_origem,
            CASE WHEN k.tipo = 'SEL_VIDA_LIVRE' THEN pl.dsavr END AS dsavr_id,
            CASE WHEN k.tipo = 'SEL_VIDA_LIVRE' AND k.r_misc < 0.6 THEN r.programas[1 + (k.g % cardinality(r.programas))] END
              AS programa_id,
            CASE WHEN k.g % 10 < 7 THEN r.mv ELSE r.mvmunicipal END AS responsavel,
            least(now(), ((k.dobs + (k.g % 3)) + time '08:00' + (k.r_misc * interval '10 hours'))
              AT TIME ZONE 'Europe/Lisbon') AS criado,
            CASE WHEN k.r_sinais < 0.8 THEN k.dobs - floor(k.r_sinais * 6)::int END AS dinicio,
            k.r_lab < 0.45 AS testado,
            CASE WHEN k.estado = 'VALIDO' AND k.r_conc < 0.25 THEN r.confirmado
                 WHEN k.estado = 'VALIDO' THEN r.nao_confirmado END AS conclusao
       FROM k CROSS JOIN bx_refs r
       LEFT JOIN exploracoes e ON e.id = k.holding
       LEFT JOIN bx_dsavr_concelho dce ON dce.dico = left(e.freguesia, 4)
       LEFT JOIN bx_infras inf ON inf.n = k.g % r.infras
       LEFT JOIN bx_places pl ON pl.n = k.place`,
    [from, to],
  );
  // The notifications themselves; those already there (an earlier run) are skipped and keep no id in nb.
  await client.query(`
    WITH ins AS (
      INSERT INTO notificacoes_suspeitas_doencas (
        serie_id, numero_serie, estado, tipo_animal_id, localizacao, responsavel_notificacao_id, data_observacao,
        data_inicio_sinais_clinicos, realizado_teste_laboratorial, data_teste_laboratorial, resultados_negativos,
        identificacao, numero_identificacao, nome_animal, nome_detentor, morada_detentor, telefone, email,
        especie_id, nome_encontrado_por, morada_encontrado_por, exploracao_id, infraestrutura_id, dsavr_id,
        programa_id, doencas, categorias, regiao_dsavr_id, regiao_freguesia, regiao_origem,
        conclusao_suspeita_id, motivo_confirmacao_id, ordem_foco_id, motivo_nao_confirmacao_id,
        version, created_by, created_on, updated_by, updated_on)
      SELECT r.serie, nb.numero, nb.estado, nb.tipo_id, nb.localizacao, nb.responsavel, nb.dobs, nb.dinicio,
             nb.testado,
             CASE WHEN nb.testado THEN least(nb.dobs + 1 + (nb.g % 9), (now() AT TIME ZONE 'Europe/Lisbon')::date) END,
             CASE WHEN nb.testado AND nb.g % 4 = 0 THEN 'Outras pesquisas: negativo' END,
             CASE WHEN nb.tipo = 'DOM_COMPANHIA' THEN 'TRANSPONDER' END,
             CASE WHEN nb.tipo = 'DOM_COMPANHIA' THEN '620098' || lpad(nb.g::text, 9, '0') END,
             CASE WHEN nb.tipo = 'DOM_COMPANHIA' THEN (ARRAY['Bobi', 'Tareco', 'Nina', 'Max', 'Luna', 'Pintas'])[1 + nb.g % 6] END,
             CASE WHEN nb.tipo = 'DOM_COMPANHIA' THEN 'Detentor ' || nb.g END,
             CASE WHEN nb.tipo = 'DOM_COMPANHIA' THEN 'Rua ' || (nb.g % 300) || ', ' || nb.regiao_freguesia END,
             CASE WHEN nb.tipo IN ('DOM_COMPANHIA', 'DOM_ASSILVESTRADO') THEN '9' || lpad((nb.g % 100000000)::text, 8, '0') END,
             CASE WHEN nb.tipo IN ('DOM_COMPANHIA', 'DOM_ASSILVESTRADO') AND nb.g % 2 = 0 THEN 'contacto' || nb.g || '@example.pt' END,
             CASE WHEN nb.tipo IN ('DOM_COMPANHIA', 'DOM_ASSILVESTRADO') THEN nb.especies[1 + nb.g % cardinality(nb.especies)] END,
             CASE WHEN nb.tipo = 'DOM_ASSILVESTRADO' THEN 'Munícipe ' || nb.g END,
             CASE WHEN nb.tipo = 'DOM_ASSILVESTRADO' THEN 'Caminho ' || (nb.g % 500) || ', ' || nb.regiao_freguesia END,
             nb.exploracao_id, nb.infraestrutura_id, nb.dsavr_id, nb.programa_id, nb.doencas,
             ARRAY(SELECT DISTINCT c FROM doencas d, unnest(d.categorias) c WHERE d.id = ANY(nb.doencas) ORDER BY c),
             nb.regiao_dsavr_id, nb.regiao_freguesia, nb.regiao_origem,
             nb.conclusao,
             CASE WHEN nb.conclusao = r.confirmado THEN ${pick('r.motivos_sim')} END,
             CASE WHEN nb.conclusao = r.confirmado THEN CASE WHEN nb.r_ordem < 0.65 THEN r.primario ELSE r.secundario END END,
             CASE WHEN nb.conclusao = r.nao_confirmado THEN ${pick('r.motivos_nao')} END,
             CASE nb.estado WHEN 'INICIAL' THEN 1 WHEN 'SUBMETIDO' THEN 2 ELSE 3 END,
             'bench', nb.criado,
             -- Who changed it last and when: the last row of its audit trail (below).
             CASE nb.estado WHEN 'INICIAL' THEN 'bench' WHEN 'INVALIDO' THEN 'gestor'
                            WHEN 'SUBMETIDO' THEN CASE WHEN nb.responsavel = r.mv THEN 'mv' ELSE 'mvmunicipal' END
                            ELSE 'sigsa' END,
             least(now(), nb.criado + CASE nb.estado WHEN 'INICIAL' THEN interval '0' WHEN 'SUBMETIDO' THEN interval '1 hour'
                                                     WHEN 'DEVOLVIDO' THEN interval '1 day'
                                                     ELSE (2 + nb.g % 20) * interval '1 day' END)
        FROM nb CROSS JOIN bx_refs r
      ON CONFLICT (numero_serie) DO NOTHING
      RETURNING id, numero_serie)
    UPDATE nb SET id = ins.id FROM ins WHERE nb.numero = ins.numero_serie`);
  await client.query('DELETE FROM nb WHERE id IS NULL');
  await client.query('ANALYZE nb');

  // Suspected diseases (nsd_doencas is the source of truth; the array repeats it for the list's filter).
  await client.query(`
    INSERT INTO nsd_doencas (notificacao_id, doenca_id, ordem)
    SELECT nb.id, d.v, d.o FROM nb, unnest(nb.doencas) WITH ORDINALITY AS d(v, o)`);
  await client.query(`
    INSERT INTO nsd_ensaios_laboratoriais (notificacao_id, ensaio_id, ordem)
    SELECT nb.id, r.ensaios[1 + nb.g % cardinality(r.ensaios)], 1 FROM nb, bx_refs r WHERE nb.testado`);
  // Confirmed: the first suspected disease named in most; none named (every suspected one) in the others.
  await client.query(`
    INSERT INTO nsd_doencas_confirmadas (notificacao_id, doenca_id, ordem)
    SELECT nb.id, nb.doencas[1], 1 FROM nb, bx_refs r WHERE nb.conclusao = r.confirmado AND nb.g % 10 < 7`);

  // Production: one or two declarations (sub-categories of the holding's category), a group observation in most,
  // one or two individual ones in some; captive wild: one or two individual observations.
  await client.query(`
    INSERT INTO nsd_declaracoes_animais (notificacao_id, sequencia, sub_categoria_animal_id, animais_presentes,
      animais_morreram, nados_mortos, animais_necropsiados, animais_cadaveres, observacoes)
    SELECT nb.id, s, nb.subs[1 + (nb.g + s) % cardinality(nb.subs)], x.presentes, x.mortos,
           CASE WHEN nb.g % 5 = 0 THEN nb.g % 3 END, least(x.mortos, nb.g % 3), x.mortos - least(x.mortos, nb.g % 3),
           CASE WHEN nb.g % 7 = 0 THEN 'Efetivo em pastoreio' END
      FROM nb, generate_series(1, CASE WHEN nb.r_misc < 0.7 OR cardinality(nb.subs) < 2 THEN 1 ELSE 2 END) AS s,
           LATERAL (SELECT 5 + (nb.g * 37 + s * 101) % 400 AS presentes) p,
           LATERAL (SELECT (p.presentes * ((nb.g * 13 + s) % 9)) / 100 AS mortos, p.presentes) x
     WHERE nb.tipo = 'DOM_PRODUCAO'`);
  await client.query(`
    WITH rows AS (
      INSERT INTO nsd_observacoes_clinicas_grupo (notificacao_id, sequencia, sub_categoria_animal_id, animais, febre,
        sinais_atipicos, necropsiado, animais_necropsiados, outras_lesoes, observacoes)
      SELECT nb.id, 1, nb.subs[1 + (nb.g + 1) % cardinality(nb.subs)], 1 + floor(random() * 40)::int,
             random() < 0.6, NULL, nb.g % 3 = 0, CASE WHEN nb.g % 3 = 0 THEN 1 END, NULL, NULL
        FROM nb WHERE nb.tipo = 'DOM_PRODUCAO' AND nb.r_sinais < 0.85
      RETURNING id, necropsiado),
    sinais AS (
      INSERT INTO nsd_ocg_sinais (linha_id, custom_type_id, ordem)
      SELECT rows.id, r.sinais[1 + (rows.id * 7 + o * 13) % cardinality(r.sinais)], o
        FROM rows, bx_refs r, generate_series(1, 1 + rows.id % 3) AS o)
    INSERT INTO nsd_ocg_lesoes (linha_id, custom_type_id, ordem)
    SELECT rows.id, r.lesoes[1 + rows.id % cardinality(r.lesoes)], 1 FROM rows, bx_refs r WHERE rows.necropsiado`);
  await client.query(`
    WITH rows AS (
      INSERT INTO nsd_observacoes_clinicas_individuais (notificacao_id, sequencia, sub_categoria_animal_id,
        identificacao, febre, sinais_atipicos, necropsiado, outras_lesoes, observacoes)
      SELECT nb.id, s, nb.subs[1 + (nb.g + s) % cardinality(nb.subs)],
             CASE WHEN nb.tipo = 'SEL_CATIVEIRO' THEN 'Animal ' || s ELSE 'PT' || lpad((nb.g * 10 + s)::text, 9, '0') END,
             random() < 0.5, NULL, (nb.g + s) % 4 = 0, NULL, NULL
        FROM nb, generate_series(1, 1 + nb.g % 2) AS s
       WHERE (nb.tipo = 'DOM_PRODUCAO' AND nb.g % 10 < 3) OR nb.tipo = 'SEL_CATIVEIRO'
      RETURNING id, necropsiado),
    sinais AS (
      INSERT INTO nsd_oci_sinais (linha_id, custom_type_id, ordem)
      SELECT rows.id, r.sinais[1 + (rows.id * 11 + o * 17) % cardinality(r.sinais)], o
        FROM rows, bx_refs r, generate_series(1, 1 + rows.id % 2) AS o)
    INSERT INTO nsd_oci_lesoes (linha_id, custom_type_id, ordem)
    SELECT rows.id, r.lesoes[1 + rows.id % cardinality(r.lesoes)], 1 FROM rows, bx_refs r WHERE rows.necropsiado`);
  // Free-living wild: one or two animal observations (individual or group), changes on most.
  await client.query(`
    WITH rows AS (
      INSERT INTO nsd_observacoes_animais (notificacao_id, sequencia, especie_id, sexo_id, classe_etaria_id,
        tipo_observacao_id, numero_selo, numero_animais, apresentado_exame_inicial, animais_com_alteracoes,
        outras_alteracoes, destino_subprodutos_id, detalhe_destino_subprodutos, localizacao_enterramento)
      SELECT nb.id, s, ${pick('nb.especies')}, ${pick('r.sexos')}, ${pick('r.classes')},
             CASE WHEN (nb.g + s) % 3 = 0 THEN r.obs_grupo ELSE r.obs_individual END,
             CASE WHEN nb.g % 4 = 0 THEN 'S' || nb.g END,
             CASE WHEN (nb.g + s) % 3 = 0 THEN 2 + nb.g % 8 END,
             random() < 0.5, random() < 0.8, NULL, ${pick('r.destinos')}, NULL, NULL
        FROM nb, bx_refs r, generate_series(1, CASE WHEN nb.r_misc < 0.75 THEN 1 ELSE 2 END) AS s
       WHERE nb.tipo = 'SEL_VIDA_LIVRE'
      RETURNING id, animais_com_alteracoes)
    INSERT INTO nsd_oa_alteracoes (linha_id, custom_type_id, ordem)
    SELECT rows.id, r.lesoes[1 + rows.id % cardinality(r.lesoes)], 1 FROM rows, bx_refs r WHERE rows.animais_com_alteracoes`);

  // The audit trail (submitted, then validated, refused or returned; the ADIS export dates confirmation by the
  // 'validar' row) and the latest return of a returned notification.
  await client.query(`
    INSERT INTO registos_auditoria (entidade, registo_id, operacao, estado_anterior, estado_novo, utilizador, role, data)
    SELECT 'notificacoesSuspeitasDoencas', nb.id, a.operacao, a.de, a.para, a.utilizador, a.role, least(now(), a.data)
      FROM nb CROSS JOIN LATERAL (VALUES
        ('submeter', 'INICIAL', 'SUBMETIDO', CASE WHEN nb.responsavel = (SELECT mv FROM bx_refs) THEN 'mv' ELSE 'mvmunicipal' END,
         CASE WHEN nb.responsavel = (SELECT mv FROM bx_refs) THEN 'ROLE_MV' ELSE 'ROLE_MV_MUNICIPAL' END,
         nb.criado + interval '1 hour', nb.estado <> 'INICIAL'),
        ('validar', 'SUBMETIDO', 'VALIDO', 'sigsa', 'ROLE_SIGSA',
         nb.criado + (2 + nb.g % 20) * interval '1 day', nb.estado = 'VALIDO'),
        ('naoValidar', 'SUBMETIDO', 'INVALIDO', 'gestor', 'ROLE_MANAGER',
         nb.criado + (2 + nb.g % 20) * interval '1 day', nb.estado = 'INVALIDO'),
        ('devolver', 'SUBMETIDO', 'DEVOLVIDO', 'sigsa', 'ROLE_SIGSA',
         nb.criado + interval '1 day', nb.estado = 'DEVOLVIDO'))
        AS a(operacao, de, para, utilizador, role, data, feito)
     WHERE a.feito`);
  await client.query(`
    INSERT INTO devolucoes (entidade, registo_id, data_devolucao, motivo_id, descricao, created_by)
    SELECT 'notificacoesSuspeitasDoencas', nb.id, least(now(), nb.criado + interval '1 day'),
           r.devolucoes[1 + nb.g % cardinality(r.devolucoes)], 'Completar a informação clínica', 'sigsa'
      FROM nb, bx_refs r WHERE nb.estado = 'DEVOLVIDO'`);
}

/**
 * Fills `notificacoes_suspeitas_doencas` and its child tables up to `rows` generated notifications (see the top
 * of this file), `batchSize` per transaction, printing progress. Secondary outbreaks name the latest earlier
 * primary one of their first disease (those without one become primary).
 */
export async function fillNotificacoes(url: string, rows: number, batchSize = 50_000): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET jit = off');
    const serie = await client.query<{ id: number }>(
      `INSERT INTO series (classe, nome, predefinida, ativa) VALUES ('notificacoesSuspeitasDoencas', 'BX', false, false)
       ON CONFLICT (classe, nome) DO UPDATE SET ativa = false RETURNING id`,
    );
    await prepare(client, Number(serie.rows[0]?.id));
    await inBatches(client, rows, batchSize, 'notificações de suspeita', (from, to) =>
      batch(client, from, to),
    );
    await client.query(`
      WITH confirmed AS (
        SELECT n.id, n.ordem_foco_id, n.foco_primario_id,
               max(n.id) FILTER (WHERE n.ordem_foco_id = r.primario)
                 OVER (PARTITION BY n.doencas[1] ORDER BY n.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
                 AS primario
          FROM notificacoes_suspeitas_doencas n, bx_refs r
         WHERE n.conclusao_suspeita_id = r.confirmado AND n.estado = 'VALIDO')
      UPDATE notificacoes_suspeitas_doencas n
         SET foco_primario_id = c.primario,
             ordem_foco_id = CASE WHEN c.primario IS NULL THEN r.primario ELSE n.ordem_foco_id END
        FROM confirmed c, bx_refs r
       WHERE n.id = c.id AND n.ordem_foco_id = r.secundario AND n.foco_primario_id IS NULL
         AND n.numero_serie LIKE 'BX/%'`);
    await client.query(
      `UPDATE series s SET ultimo_numero = greatest(s.ultimo_numero, $1) WHERE s.id = (SELECT serie FROM bx_refs)`,
      [rows],
    );
    // As autovacuum would leave them in service (it may be off here): statistics, and the visibility map that
    // index-only scans and the benchmarks' VACUUMs rely on.
    await client.query(`VACUUM (ANALYZE) notificacoes_suspeitas_doencas, nsd_doencas, nsd_doencas_confirmadas,
      nsd_ensaios_laboratoriais, nsd_declaracoes_animais, nsd_observacoes_clinicas_grupo, nsd_ocg_sinais,
      nsd_ocg_lesoes, nsd_observacoes_clinicas_individuais, nsd_oci_sinais, nsd_oci_lesoes,
      nsd_observacoes_animais, nsd_oa_alteracoes, registos_auditoria, devolucoes`);
    const count = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notificacoes_suspeitas_doencas',
    );
    return count.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
