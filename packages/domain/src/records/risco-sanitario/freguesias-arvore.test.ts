// The domain is pure and its rules read no files; this test does, to run them over the real CAOP 2025 lists the
// server seeds (issue 15: "the tree state as pure functions over the real 3,259 parishes").
// eslint-disable-next-line no-restricted-imports -- test-only read of ../shared/data/geo, see above
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternarFreguesia,
  alternarNo,
  construirArvore,
  contarFreguesias,
  desmarcarTodas,
  estadoNo,
  expandidosComFiltro,
  expandirTudo,
  filtrarArvore,
  freguesiasDesconhecidas,
  linhasVisiveis,
  ramosSelecionados,
  recolherTudo,
  rotuloAcessivel,
  rotuloFreguesia,
  selecionarTodas,
  textoContador,
  todasSelecionadas,
  type DistritoApi,
  type FiltroArvore,
} from './freguesias-arvore.ts';
import { normalizarBusca } from '../../validation/normalizar-busca.ts';

// The repository keeps `shared/` beside the project (the server reads `../shared/data` from the project root).
const GEO = new URL('../../../../../../shared/data/geo/', import.meta.url);

/** An RFC 4180 CSV (quoted fields may hold commas and doubled quotes; LF line ends) as rows keyed by the header. */
function lerCsv(ficheiro: string): Record<string, string>[] {
  const texto = readFileSync(new URL(ficheiro, GEO), 'utf8');
  const linhas: string[][] = [];
  let linha: string[] = [];
  // A field is quoted ("…", with "" for a quote) or runs to the next comma or line end.
  const campo = /"((?:[^"]|"")*)"|([^,\n]*)/y;
  let i = 0;
  while (i < texto.length) {
    campo.lastIndex = i;
    const m = campo.exec(texto);
    linha.push(m?.[1] !== undefined ? m[1].replaceAll('""', '"') : (m?.[2] ?? ''));
    i = campo.lastIndex;
    const separador = texto[i];
    i++;
    if (separador !== ',') {
      linhas.push(linha);
      linha = [];
    }
  }
  const [cabecalho = [], ...dados] = linhas;
  return dados.map((valores) => Object.fromEntries(cabecalho.map((nome, j) => [nome, valores[j] ?? ''])));
}

const DISTRITOS = lerCsv('districts.csv');
const CONCELHOS = lerCsv('municipalities.csv');
const FREGUESIAS = lerCsv('parishes.csv');

/**
 * The shape of `GET distritos?size=100&projection=full`, built from the CSVs; every list reversed, so the tree's
 * own ordering is what the assertions see, not the files'.
 */
function respostaDistritos(): DistritoApi[] {
  return DISTRITOS.map((d) => ({
    di: d.di ?? '',
    nome: d.nome ?? '',
    concelhos: CONCELHOS.filter((c) => c.di === d.di)
      .map((c) => ({
        dico: c.dico ?? '',
        nome: c.nome ?? '',
        freguesias: FREGUESIAS.filter((f) => f.dico === c.dico)
          .map((f) => ({ dicofre: f.dicofre ?? '', nome: f.nome ?? '' }))
          .reverse(),
      }))
      .reverse(),
  })).reverse();
}

const RESPOSTA = respostaDistritos();
const arvore = construirArvore(RESPOSTA);
const codigosDe = (key: string) =>
  FREGUESIAS.filter((f) => f.dicofre?.startsWith(key)).map((f) => f.dicofre ?? '');
const AVEIRO = codigosDe('01');
const BARRANCOS = FREGUESIAS.find((f) => f.nome === 'Barrancos')?.dicofre ?? '';
const NENHUMA: ReadonlySet<string> = new Set();

describe('the CAOP tree (issue 15)', () => {
  it('holds the 29 districts and islands by code, 308 municipalities and 3,259 parishes', () => {
    expect(arvore.distritos.map((d) => d.codigo)).toEqual([
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09'],
      ...['10', '11', '12', '13', '14', '15', '16', '17', '18'],
      ...['31', '32'],
      ...['41', '42', '43', '44', '45', '46', '47', '48', '49'],
    ]);
    expect(arvore.concelhos).toHaveLength(308);
    expect(arvore.freguesias).toHaveLength(3259);
    expect(arvore.todas.size).toBe(3259);
    expect(arvore.nos.size).toBe(29 + 308 + 3259);
    // The figures: Braga 371 parishes; mainland, Madeira and Açores.
    const total = (de: string[]) => de.reduce((n, di) => n + (arvore.nos.get(di)?.totalFreguesias ?? 0), 0);
    expect(arvore.nos.get('03')?.totalFreguesias).toBe(371);
    expect(total(arvore.distritos.map((d) => d.codigo).filter((di) => di < '19'))).toBe(3049);
    expect(total(['31', '32'])).toBe(54);
    expect(total(['41', '42', '43', '44', '45', '46', '47', '48', '49'])).toBe(156);
  });

  it('counts each node its own parishes: the district of Aveiro has the 174 whose code starts with 01', () => {
    expect(AVEIRO).toHaveLength(174);
    expect(arvore.nos.get('01')?.totalFreguesias).toBe(174);
    for (const no of [...arvore.distritos, ...arvore.concelhos]) {
      const suas = arvore.freguesias.slice(no.inicio, no.fim).map((f) => f.codigo);
      expect(suas.toSorted()).toEqual(codigosDe(no.codigo).toSorted());
      expect(no.totalFreguesias).toBe(suas.length);
    }
  });

  it('orders municipalities and parishes by name in Portuguese, accents in their place', () => {
    const nomes = (di: string) => arvore.distritos.find((d) => d.codigo === di)?.concelhos.map((c) => c.nome);
    expect(nomes('01')?.[0]).toBe('Águeda');
    // By code units "Évora" would come after "Vila Viçosa".
    const evora = nomes('07') ?? [];
    expect(evora.indexOf('Évora')).toBe(evora.indexOf('Estremoz') + 1);
    const collator = new Intl.Collator('pt');
    for (const concelho of arvore.concelhos) {
      const nomesFreguesias = concelho.freguesias.map((f) => f.nome);
      expect(nomesFreguesias).toEqual(nomesFreguesias.toSorted(collator.compare));
    }
  });
});

describe('tri-state checkboxes', () => {
  it('a district goes unticked, ticked, partial, ticked, unticked; the rest of the selection stays', () => {
    let s: ReadonlySet<string> = new Set([BARRANCOS]);
    expect(estadoNo(arvore, '01', s)).toBe('desmarcado');
    s = alternarNo(arvore, '01', s);
    expect(estadoNo(arvore, '01', s)).toBe('marcado');
    expect(contarFreguesias(s)).toBe(175);
    const primeira = codigosDe('0101')[0] ?? '';
    s = alternarFreguesia(s, primeira);
    expect(estadoNo(arvore, '01', s)).toBe('parcial');
    expect(estadoNo(arvore, '0101', s)).toBe('parcial');
    expect(estadoNo(arvore, '0102', s)).toBe('marcado');
    expect(estadoNo(arvore, primeira, s)).toBe('desmarcado');
    // A partial node ticks everything, a ticked one unticks everything.
    s = alternarNo(arvore, '01', s);
    expect(estadoNo(arvore, '01', s)).toBe('marcado');
    s = alternarNo(arvore, '01', s);
    expect(estadoNo(arvore, '01', s)).toBe('desmarcado');
    expect([...s]).toEqual([BARRANCOS]);
  });

  it('a municipality toggles only its parishes; the given set is never changed', () => {
    const antes = new Set<string>();
    const depois = alternarNo(arvore, '0302', antes);
    expect(antes.size).toBe(0);
    expect([...depois].toSorted()).toEqual(codigosDe('0302').toSorted());
    expect(depois.has('0302FA')).toBe(true);
    expect(estadoNo(arvore, '03', depois)).toBe('parcial');
  });

  it('refuses a node the tree lacks', () => {
    expect(() => estadoNo(arvore, '99', NENHUMA)).toThrow(/desconhecido/);
    expect(() => alternarNo(arvore, '0199', NENHUMA)).toThrow(/desconhecido/);
  });

  it('property: a toggle leaves the node ticked or unticked and the other parishes as they were', () => {
    const chaves = [...arvore.nos.keys()];
    const selecao = fc
      .constantFrom(...chaves)
      .chain((key) =>
        fc.tuple(
          fc.constant(key),
          fc.subarray(codigosDe(key)),
          fc.uniqueArray(fc.constantFrom(...arvore.todas), { maxLength: 30 }),
        ),
      );
    fc.assert(
      fc.property(selecao, ([key, dentro, fora]) => {
        const s = new Set([...dentro, ...fora]);
        const antes = estadoNo(arvore, key, s);
        const uma = alternarNo(arvore, key, s);
        const duas = alternarNo(arvore, key, uma);
        expect(estadoNo(arvore, key, uma)).toBe(antes === 'marcado' ? 'desmarcado' : 'marcado');
        const doNo = new Set(codigosDe(key));
        const foraDoNo = (set: ReadonlySet<string>) => [...set].filter((c) => !doNo.has(c)).toSorted();
        expect(foraDoNo(uma)).toEqual(foraDoNo(s));
        // Twice is the identity, except from partial (partial ticks all, then unticks all).
        if (antes === 'parcial') expect(estadoNo(arvore, key, duas)).toBe('desmarcado');
        else expect([...duas].toSorted()).toEqual([...s].toSorted());
        expect([...alternarFreguesia(alternarFreguesia(s, key), key)].toSorted()).toEqual([...s].toSorted());
      }),
    );
  });

  it("property: a district's state follows its municipalities'", () => {
    fc.assert(
      fc.property(fc.subarray(AVEIRO), (codigos) => {
        const s = new Set(codigos);
        const estados = (arvore.distritos[0]?.concelhos ?? []).map((c) => estadoNo(arvore, c.codigo, s));
        const esperado = estados.every((e) => e === 'marcado')
          ? 'marcado'
          : estados.every((e) => e === 'desmarcado')
            ? 'desmarcado'
            : 'parcial';
        expect(estadoNo(arvore, '01', s)).toBe(esperado);
      }),
    );
  });
});

describe('the filter', () => {
  it('"evora" finds Évora, the district and its parishes, and the parishes named after it elsewhere', () => {
    for (const texto of ['evora', 'ÉVORA', '  Évora ', 'EVORA']) {
      const f = filtrarArvore(arvore, texto);
      expect(f.ativo).toBe(true);
      // The district matches: all its 75 parishes show; so does Évora de Alcobaça (Leiria).
      const evoraDeAlcobaca = FREGUESIAS.find((p) => p.nome === 'Évora de Alcobaça')?.dicofre ?? '';
      expect([...f.freguesias].toSorted()).toEqual([...codigosDe('07'), evoraDeAlcobaca].toSorted());
      expect(f.freguesias.size).toBe(76);
      expect(f.correspondencias).toEqual(new Set(['07', '0705', '070404', '070523', evoraDeAlcobaca]));
      // Expand what leads to the matches: Évora (the municipality matched), Estremoz and Évora (parishes
      // matched), Leiria and Alcobaça.
      expect(f.expandir).toEqual(new Set(['07', '0704', '0705', '10', '1001']));
      expect(f.nos.has('1001')).toBe(true);
      expect(f.nos.has('1002')).toBe(false);
      expect(f.nos.has('01')).toBe(false);
    }
  });

  it('"0302FA" finds its parish and expands Braga and Barcelos', () => {
    for (const texto of ['0302FA', '0302fa', ' 0302FA']) {
      const f = filtrarArvore(arvore, texto);
      expect([...f.freguesias]).toEqual(['0302FA']);
      expect(f.expandir).toEqual(new Set(['03', '0302']));
      expect(f.nos).toEqual(new Set(['03', '0302']));
      const linhas = linhasVisiveis(arvore, expandidosComFiltro(recolherTudo(), f), f);
      expect(linhas.map((l) => [l.nivel, l.key, l.label])).toEqual([
        [1, '03', 'Braga'],
        [2, '0302', 'Barcelos'],
        [3, '0302FA', rotuloFreguesia(arvore, '0302FA')],
      ]);
      expect(linhas[2]?.correspondencia).toBe(true);
    }
  });

  it('a code finds the highest node it starts: "0101" the municipality, "01" the district', () => {
    const municipio = filtrarArvore(arvore, '0101');
    expect(municipio.correspondencias).toEqual(new Set(['0101']));
    expect([...municipio.freguesias].toSorted()).toEqual(codigosDe('0101').toSorted());
    expect(municipio.expandir).toEqual(new Set(['01']));
    const distrito = filtrarArvore(arvore, '01');
    expect(distrito.correspondencias).toEqual(new Set(['01']));
    expect(distrito.freguesias.size).toBe(174);
    expect(distrito.expandir.size).toBe(0);
    const parte = filtrarArvore(arvore, '03021');
    expect(parte.correspondencias).toEqual(new Set(codigosDe('03021')));
  });

  it('ignores punctuation as it ignores accents; finds words inside the longest names', () => {
    const albergaria = filtrarArvore(arvore, 'albergaria a velha');
    expect(albergaria.correspondencias.has('0102')).toBe(true);
    expect([...albergaria.correspondencias].every((key) => key.startsWith('0102'))).toBe(true);
    const serra = FREGUESIAS.find((p) => p.nome === "Serra d'El-Rei")?.dicofre;
    expect(filtrarArvore(arvore, 'serra d el rei').correspondencias).toEqual(new Set([serra]));
    expect(filtrarArvore(arvore, "d'El-Rei").correspondencias.has(serra ?? '')).toBe(true);
    const longa = FREGUESIAS.reduce((a, b) => ((b.nome ?? '').length > (a.nome ?? '').length ? b : a));
    expect(longa.nome).toHaveLength(138);
    expect(filtrarArvore(arvore, 'juromenha').correspondencias.has(longa.dicofre ?? '')).toBe(true);
    expect(normalizarBusca('  São  João—da Pesqueira ')).toBe('sao joao da pesqueira');
  });

  it('an empty text shows everything and expands nothing; a text matching nothing shows nothing', () => {
    for (const texto of ['', '   ', '-']) {
      const f = filtrarArvore(arvore, texto);
      expect(f.ativo).toBe(false);
      expect(f.freguesias.size).toBe(3259);
      expect(f.nos.size).toBe(29 + 308);
      expect(f.expandir.size).toBe(0);
    }
    const nada = filtrarArvore(arvore, 'xyzzy');
    expect(nada.ativo).toBe(true);
    expect(nada.freguesias.size).toBe(0);
    expect(linhasVisiveis(arvore, expandirTudo(arvore), nada)).toEqual([]);
  });

  it('property: shows exactly the matches, their descendants and their ancestors (against a plain scan)', () => {
    const nomes = [...arvore.nos.values()].map((no) => no.nome);
    const texto = fc
      .tuple(fc.constantFrom(...nomes), fc.nat(), fc.integer({ min: 1, max: 8 }), fc.boolean())
      .map(([nome, inicio, n, semAcentos]) => {
        const i = inicio % nome.length;
        const parte = nome.slice(i, i + n);
        return semAcentos ? parte.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase() : parte;
      });
    const plain = (s: string) =>
      s
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const simples = new Map([...arvore.nos.values()].map((no) => [no.codigo, plain(no.nome)]));
    fc.assert(
      fc.property(texto, (t) => {
        const q = plain(t);
        const f = filtrarArvore(arvore, t);
        if (!q) {
          expect(f.ativo).toBe(false);
          return;
        }
        const casa = (key: string) => simples.get(key)?.includes(q) ?? false;
        // Shown iff it or an ancestor matches; a match's ancestors open; a shown parish's ancestors shown.
        const errados = arvore.freguesias.filter((p) => {
          const visivel = casa(p.codigo) || casa(p.pai) || casa(p.distrito);
          return (
            f.freguesias.has(p.codigo) !== visivel ||
            (casa(p.codigo) && !(f.expandir.has(p.pai) && f.expandir.has(p.distrito))) ||
            (visivel && !(f.nos.has(p.pai) && f.nos.has(p.distrito)))
          );
        });
        expect(errados.map((p) => p.codigo)).toEqual([]);
        for (const c of arvore.concelhos) if (casa(c.codigo)) expect(f.expandir.has(c.pai)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('select all, none, and the counter', () => {
  it('without a filter ticks all 3,259 parishes; "Desmarcar todas" empties the selection', () => {
    const todas = selecionarTodas(arvore, NENHUMA);
    expect(contarFreguesias(todas)).toBe(3259);
    expect(todasSelecionadas(arvore, todas)).toBe(true);
    expect(estadoNo(arvore, '49', todas)).toBe('marcado');
    // A code from an older CAOP edition goes too: nobody could see it to untick it.
    expect(desmarcarTodas(arvore, new Set([...todas, '010101'])).size).toBe(0);
    expect(todasSelecionadas(arvore, NENHUMA)).toBe(false);
  });

  it('with a filter on, acts only on the parishes it shows', () => {
    const f = filtrarArvore(arvore, 'evora');
    const s = selecionarTodas(arvore, new Set([BARRANCOS]), f);
    expect(contarFreguesias(s)).toBe(77);
    expect(todasSelecionadas(arvore, s, f)).toBe(true);
    expect(todasSelecionadas(arvore, s)).toBe(false);
    expect(estadoNo(arvore, '07', s)).toBe('marcado');
    expect(estadoNo(arvore, '10', s)).toBe('parcial');
    expect([...desmarcarTodas(arvore, s, f)]).toEqual([BARRANCOS]);
  });

  it("the issue's browser path: Aveiro's district plus Barrancos found by the filter", () => {
    expect(BARRANCOS).toBe('020401');
    let s = alternarNo(arvore, '01', NENHUMA);
    const f = filtrarArvore(arvore, 'barrancos');
    expect([...f.freguesias]).toEqual([BARRANCOS]);
    s = selecionarTodas(arvore, s, f);
    expect(contarFreguesias(s)).toBe(AVEIRO.length + 1);
    expect(contarFreguesias(s)).toBe(175);
    expect(textoContador(contarFreguesias(s))).toBe('175 freguesias selecionadas');
  });

  it('counts parishes only, in words that agree with the number', () => {
    expect(contarFreguesias(new Set(['01', '0101', '010103', '0302FA']))).toBe(2);
    expect(textoContador(0)).toBe('0 freguesias selecionadas');
    expect(textoContador(1)).toBe('1 freguesia selecionada');
    expect(textoContador(2)).toBe('2 freguesias selecionadas');
    expect(textoContador(3259)).toBe('3259 freguesias selecionadas');
  });

  it('property: select-all and its undo with a filter are a union and a difference', () => {
    const textos = ['evora', 'santa', '0302', 'ilha', 'sao joao', 'lagoa', 'xyz', ''];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...arvore.todas), { maxLength: 200 }),
        fc.constantFrom(...textos),
        (codigos, texto) => {
          const s = new Set(codigos);
          const f: FiltroArvore = filtrarArvore(arvore, texto);
          const todas = selecionarTodas(arvore, s, f);
          expect(todas).toEqual(new Set([...s, ...f.freguesias]));
          expect(selecionarTodas(arvore, todas, f)).toEqual(todas);
          const nenhuma = desmarcarTodas(arvore, s, f);
          expect(nenhuma).toEqual(f.ativo ? new Set(codigos.filter((c) => !f.freguesias.has(c))) : new Set());
        },
      ),
    );
  });
});

describe('expand, collapse and the rows shown', () => {
  it('collapsed shows the 29 districts; expanded every row, in order, with its place among its siblings', () => {
    const fechada = linhasVisiveis(arvore, recolherTudo());
    expect(fechada.map((l) => l.key)).toEqual(arvore.distritos.map((d) => d.codigo));
    expect(fechada.every((l) => l.nivel === 1 && l.expandivel && !l.expandido && l.irmaos === 29)).toBe(true);
    expect(fechada.map((l) => l.posicao)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));

    const expandidos = expandirTudo(arvore);
    expect(expandidos.size).toBe(29 + 308);
    const aberta = linhasVisiveis(arvore, expandidos);
    expect(aberta).toHaveLength(29 + 308 + 3259);
    expect(aberta.slice(0, 3).map((l) => [l.nivel, l.key, l.pai])).toEqual([
      [1, '01', null],
      [2, '0101', '01'],
      [3, arvore.freguesias[0]?.codigo, '0101'],
    ]);
    expect(aberta.filter((l) => l.nivel === 3).map((l) => l.key)).toEqual(
      arvore.freguesias.map((f) => f.codigo),
    );
    const aveiro = aberta.filter((l) => l.pai === '01');
    expect(aveiro.map((l) => l.posicao)).toEqual(aveiro.map((_, i) => i + 1));
    expect(aveiro.every((l) => l.irmaos === aveiro.length)).toBe(true);
    expect(aberta.find((l) => l.key === '32')?.totalFreguesias).toBe(1);
  });

  it('with a filter, shows only what it shows, once its matches are open', () => {
    const f = filtrarArvore(arvore, 'evora');
    const linhas = linhasVisiveis(arvore, expandidosComFiltro(recolherTudo(), f), f);
    const evora = arvore.distritos.find((d) => d.codigo === '07');
    const aberto = (dico: string) => arvore.nos.get(dico)?.totalFreguesias ?? 0;
    expect(linhas).toHaveLength(2 + (evora?.concelhos.length ?? 0) + aberto('0704') + aberto('0705') + 1 + 1);
    const leiria = linhas.filter((l) => l.pai === '10');
    expect(leiria.map((l) => [l.key, l.posicao, l.irmaos])).toEqual([['1001', 1, 1]]);
    // Closing a district the filter opened hides its rows; the user stays in charge.
    const semEvora = new Set(expandidosComFiltro(recolherTudo(), f));
    semEvora.delete('07');
    expect(linhasVisiveis(arvore, semEvora, f).filter((l) => l.key.startsWith('07'))).toHaveLength(1);
  });
});

describe('labels', () => {
  it('names the municipality of a repeated parish name, and only then', () => {
    const exatas = new Map<string, number>();
    for (const p of FREGUESIAS) exatas.set(p.nome ?? '', (exatas.get(p.nome ?? '') ?? 0) + 1);
    expect([...exatas.values()].filter((n) => n > 1)).toHaveLength(196);
    const pinheiros = FREGUESIAS.filter((p) => p.nome === 'Pinheiro');
    expect(pinheiros).toHaveLength(6);
    for (const p of pinheiros) {
      const concelho = CONCELHOS.find((c) => c.dico === p.dico)?.nome;
      expect(rotuloFreguesia(arvore, p.dicofre ?? '')).toBe(`Pinheiro (${concelho})`);
    }
    expect(rotuloFreguesia(arvore, BARRANCOS)).toBe('Barrancos');
    // Names that differ only by an accent come up together in the filter, so they are named apart too.
    const mosteiros = FREGUESIAS.filter((p) => ['Mosteiro', 'Mosteirô'].includes(p.nome ?? ''));
    expect(
      mosteiros.map((p) => rotuloFreguesia(arvore, p.dicofre ?? '')).every((r) => r.includes(' (')),
    ).toBe(true);
    expect(rotuloFreguesia(arvore, '010101')).toBe('010101');
    // No two parishes look alike in the tree.
    const rotulos = new Set(arvore.freguesias.map((f) => normalizarBusca(f.rotulo)));
    expect(rotulos.size).toBe(3259);
  });

  it('gives screen readers each node with its counts', () => {
    const s = selecionarTodas(arvore, new Set([BARRANCOS]), filtrarArvore(arvore, 'aveiro'));
    expect(rotuloAcessivel(arvore, '01', s)).toBe('Aveiro, 174 de 174 freguesias selecionadas');
    expect(rotuloAcessivel(arvore, '02', s)).toBe('Beja, 1 de 84 freguesias selecionadas');
    expect(rotuloAcessivel(arvore, '0204', s)).toBe('Barrancos, 1 de 1 freguesia selecionada');
    expect(rotuloAcessivel(arvore, '0204', NENHUMA)).toBe('Barrancos, 0 de 1 freguesia selecionada');
    expect(rotuloAcessivel(arvore, BARRANCOS, s)).toBe('Barrancos');
  });
});

describe('the read-only view', () => {
  it('keeps only the branches with a selected parish, and within them only those parishes', () => {
    const s = new Set([...alternarNo(arvore, '01', NENHUMA), BARRANCOS, '999999']);
    const ramos = ramosSelecionados(arvore, s);
    expect(ramos.map((d) => [d.codigo, d.selecionadas, d.totalFreguesias])).toEqual([
      ['01', 174, 174],
      ['02', 1, 84],
    ]);
    expect(ramos[0]?.concelhos).toHaveLength(CONCELHOS.filter((c) => c.di === '01').length);
    expect(ramos[1]?.concelhos.map((c) => [c.codigo, c.freguesias.map((f) => f.codigo)])).toEqual([
      ['0204', [BARRANCOS]],
    ]);
    expect(freguesiasDesconhecidas(arvore, s)).toEqual(['999999']);
    expect(ramosSelecionados(arvore, NENHUMA)).toEqual([]);
  });
});

describe('speed over all 3,259 parishes (the browser targets are 100 ms and 50 ms with 4x throttling)', () => {
  const demora = (fn: () => unknown) => {
    let pior = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      fn();
      pior = Math.max(pior, performance.now() - t);
    }
    return pior;
  };

  it('selects all, filters each keystroke and lists every row well within bounds', () => {
    // Generous bounds (Node takes a few ms): only a quadratic slip would cross them on a slow CI machine.
    expect(demora(() => selecionarTodas(arvore, NENHUMA))).toBeLessThan(200);
    expect(demora(() => desmarcarTodas(arvore, arvore.todas, filtrarArvore(arvore, 'a')))).toBeLessThan(200);
    for (const texto of ['e', 'ev', 'evo', 'evor', 'evora', 'a', '0302FA'])
      expect(demora(() => filtrarArvore(arvore, texto))).toBeLessThan(200);
    expect(demora(() => linhasVisiveis(arvore, expandirTudo(arvore)))).toBeLessThan(200);
    expect(demora(() => construirArvore(RESPOSTA))).toBeLessThan(1000);
  });
});
