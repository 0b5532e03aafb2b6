import { DICOFRE_PATTERN } from '../../geo/caop-codigos.ts';
import { normalizarBusca } from '../../validation/normalizar-busca.ts';

// The sanitary-risk screen's parish tree (issue 15 "The tree"): district > municipality > parish, with tri-state
// checkboxes, a filter, select-all, expand/collapse and a read-only view of the selected branches. Everything here
// is a pure function of a tree built once (`construirArvore`) and of sets of codes, so the web screen only renders:
// the tree is 3,259 parishes, and the benchmarks give select-all 100 ms and a filter keystroke 50 ms in a
// throttled browser. Hence the indexes built up front (each node's parishes as a range of one flat array, the
// normalised names the filter reads) and functions that are at most one pass over the parishes.
//
// A node's key is its code: `di` (2 characters) for a district or island, `dico` (4) for a municipality, `dicofre`
// (6) for a parish. The lengths differ, so one set can hold keys of every level; codes are text (`0302FA`).
// A selection holds parish codes only: ticking a district ticks its parishes, it never stores the district.

/** A parish as `GET distritos?size=100&projection=full` embeds it. */
export interface FreguesiaApi {
  dicofre: string;
  nome: string;
}

/** A municipality as `GET distritos?size=100&projection=full` embeds it, with its parishes. */
export interface ConcelhoApi {
  dico: string;
  nome: string;
  freguesias?: readonly FreguesiaApi[] | null;
}

/** A district (or island) as `GET distritos?size=100&projection=full` returns it, with its municipalities. */
export interface DistritoApi {
  di: string;
  nome: string;
  concelhos?: readonly ConcelhoApi[] | null;
}

/** A node's level, as `aria-level` counts it: 1 district, 2 municipality, 3 parish. */
export type NivelNo = 1 | 2 | 3;

/** What every node of the tree has. */
interface NoBase {
  readonly nivel: NivelNo;
  /** The node's key and code: `di`, `dico` or `dicofre`. */
  readonly codigo: string;
  readonly nome: string;
  /** The parent's code; null for a district. */
  readonly pai: string | null;
  /** The node's parishes are `arvore.freguesias.slice(inicio, fim)`. */
  readonly inicio: number;
  readonly fim: number;
  /** How many parishes the node holds (1 for a parish). */
  readonly totalFreguesias: number;
  /** The name as the filter compares it: no accents, lower case, punctuation as single spaces. */
  readonly busca: string;
  /** The code as the filter compares it (lower case). */
  readonly codigoBusca: string;
}

/** A district or island (level 1), its municipalities by name. */
export interface DistritoNo extends NoBase {
  readonly nivel: 1;
  readonly pai: null;
  readonly concelhos: readonly ConcelhoNo[];
}

/** A municipality (level 2), its parishes by name. */
export interface ConcelhoNo extends NoBase {
  readonly nivel: 2;
  readonly pai: string;
  readonly freguesias: readonly FreguesiaNo[];
}

/** A parish (level 3). */
export interface FreguesiaNo extends NoBase {
  readonly nivel: 3;
  /** The municipality's code. */
  readonly pai: string;
  /** The district's code. */
  readonly distrito: string;
  /** Whether another parish has the same name (accents and case aside). */
  readonly repetida: boolean;
  /** The name, followed by the municipality's when it repeats: "Pinheiro (Felgueiras)". */
  readonly rotulo: string;
}

/** Any node of the tree. */
export type NoArvore = DistritoNo | ConcelhoNo | FreguesiaNo;

/** What a filter shows (`filtrarArvore`). */
export interface FiltroArvore {
  /** The text as compared (normalised); empty when no filter is on. */
  readonly texto: string;
  /** Whether a filter is on: a text that still holds a letter or digit once normalised. */
  readonly ativo: boolean;
  /** The parishes shown. */
  readonly freguesias: ReadonlySet<string>;
  /** The districts and municipalities shown: those holding a parish shown. */
  readonly nos: ReadonlySet<string>;
  /** The ancestors of what matched: the districts and municipalities to expand so every match is in view. */
  readonly expandir: ReadonlySet<string>;
  /** The nodes that matched the text themselves (to highlight); a match's descendants are shown but not listed. */
  readonly correspondencias: ReadonlySet<string>;
}

/** The CAOP tree with the indexes the screen's functions read; built once by `construirArvore`. */
export interface ArvoreGeografica {
  /** The districts and islands by code, each with its municipalities, then parishes, by name. */
  readonly distritos: readonly DistritoNo[];
  /** Every municipality, in the tree's order. */
  readonly concelhos: readonly ConcelhoNo[];
  /** Every parish, in the tree's order: each node's parishes are one range of it. */
  readonly freguesias: readonly FreguesiaNo[];
  /** Every node by its key. */
  readonly nos: ReadonlyMap<string, NoArvore>;
  /** Every parish code. */
  readonly todas: ReadonlySet<string>;
  /** The keys of every district and municipality: what "Expandir tudo" opens. */
  readonly ramos: readonly string[];
  /** What an empty filter shows: everything. */
  readonly semFiltro: FiltroArvore;
}

/** A checkbox's state: all, none or some of the node's parishes ticked. */
export type EstadoNo = 'marcado' | 'desmarcado' | 'parcial';

// Portuguese order for names ("Évora" between "Estremoz" and "Fafe", not after "Vouzela" as code units put it).
const COLLATOR = new Intl.Collator('pt');
const NUMERO = new Intl.NumberFormat('pt-PT');
const SEM_CODIGOS: ReadonlySet<string> = new Set();

/** A district of the response with its municipalities and parishes sorted: what the tree is laid out from. */
interface DistritoOrdenado {
  distrito: DistritoApi;
  concelhos: {
    concelho: ConcelhoApi;
    nome: string;
    codigo: string;
    freguesias: { nome: string; codigo: string; busca: string }[];
  }[];
}

const porNome = <T extends { nome: string; codigo: string }>(a: T, b: T) =>
  COLLATOR.compare(a.nome, b.nome) || (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0);

/**
 * The tree of `GET distritos?size=100&projection=full` (issue 15): the districts and islands by code (mainland
 * `01`–`18`, Madeira `31`–`32`, Açores `41`–`49`), municipalities and parishes by name in Portuguese order; with
 * each node's parish range and count, the normalised names and codes the filter reads, and each parish's label
 * (its municipality named when its name repeats anywhere in the country).
 */
export function construirArvore(distritosApi: readonly DistritoApi[]): ArvoreGeografica {
  // Sort first (copies: the response stays as it came), then lay the parishes out in display order.
  const ordenados: DistritoOrdenado[] = [...distritosApi]
    .sort((a, b) => (a.di < b.di ? -1 : a.di > b.di ? 1 : 0))
    .map((distrito) => ({
      distrito,
      concelhos: (distrito.concelhos ?? [])
        .map((concelho) => ({
          concelho,
          nome: concelho.nome,
          codigo: concelho.dico,
          freguesias: (concelho.freguesias ?? [])
            .map((f) => ({ nome: f.nome, codigo: f.dicofre, busca: normalizarBusca(f.nome) }))
            .sort(porNome),
        }))
        .sort(porNome),
    }));

  const rotulos = rotulosDasFreguesias(ordenados);
  const freguesias: FreguesiaNo[] = [];
  const concelhos: ConcelhoNo[] = [];
  const distritos: DistritoNo[] = [];
  for (const { distrito, concelhos: seus } of ordenados) {
    const inicioDistrito = freguesias.length;
    const concelhosDoDistrito: ConcelhoNo[] = [];
    for (const { concelho, freguesias: suas } of seus) {
      const inicioConcelho = freguesias.length;
      for (const f of suas) {
        const rotulo = rotulos.get(f.codigo);
        freguesias.push({
          nivel: 3,
          codigo: f.codigo,
          nome: f.nome,
          pai: concelho.dico,
          distrito: distrito.di,
          inicio: freguesias.length,
          fim: freguesias.length + 1,
          totalFreguesias: 1,
          busca: f.busca,
          codigoBusca: f.codigo.toLowerCase(),
          repetida: rotulo !== undefined,
          rotulo: rotulo ?? f.nome,
        });
      }
      const no: ConcelhoNo = {
        nivel: 2,
        codigo: concelho.dico,
        nome: concelho.nome,
        pai: distrito.di,
        inicio: inicioConcelho,
        fim: freguesias.length,
        totalFreguesias: freguesias.length - inicioConcelho,
        busca: normalizarBusca(concelho.nome),
        codigoBusca: concelho.dico.toLowerCase(),
        freguesias: freguesias.slice(inicioConcelho),
      };
      concelhosDoDistrito.push(no);
      concelhos.push(no);
    }
    distritos.push({
      nivel: 1,
      codigo: distrito.di,
      nome: distrito.nome,
      pai: null,
      inicio: inicioDistrito,
      fim: freguesias.length,
      totalFreguesias: freguesias.length - inicioDistrito,
      busca: normalizarBusca(distrito.nome),
      codigoBusca: distrito.di.toLowerCase(),
      concelhos: concelhosDoDistrito,
    });
  }

  const nos = new Map<string, NoArvore>();
  for (const no of [...distritos, ...concelhos, ...freguesias]) nos.set(no.codigo, no);
  const todas: ReadonlySet<string> = new Set(freguesias.map((f) => f.codigo));
  const ramos = [...distritos, ...concelhos].map((no) => no.codigo);
  return {
    distritos,
    concelhos,
    freguesias,
    nos,
    todas,
    ramos,
    semFiltro: {
      texto: '',
      ativo: false,
      freguesias: todas,
      nos: new Set(ramos),
      expandir: SEM_CODIGOS,
      correspondencias: SEM_CODIGOS,
    },
  };
}

/**
 * The labels of the parishes whose name repeats (by `dicofre`; the others are labelled by their name). A name
 * "repeats" when another parish's compares the same: the filter ignores accents, so "Mosteiro" and "Mosteirô" come
 * up together and need their municipalities as much as two "Pinheiro" do. Two municipalities share a name too
 * (Lagoa, in the Algarve and on São Miguel): should a repeated name fall in both, "Name (Lagoa)" would still be
 * ambiguous, so such a label names the district as well. CAOP 2025 has no such case; a later edition might.
 */
function rotulosDasFreguesias(distritos: readonly DistritoOrdenado[]): Map<string, string> {
  const vezes = new Map<string, number>();
  const contar = (chave: string) => vezes.set(chave, (vezes.get(chave) ?? 0) + 1);
  for (const { concelhos } of distritos)
    for (const { freguesias } of concelhos) for (const f of freguesias) contar(f.busca);
  const repetidas: { codigo: string; nome: string; concelho: string; distrito: string }[] = [];
  for (const { distrito, concelhos } of distritos)
    for (const { concelho, freguesias } of concelhos)
      for (const f of freguesias)
        if ((vezes.get(f.busca) ?? 0) > 1)
          repetidas.push({
            codigo: f.codigo,
            nome: f.nome,
            concelho: concelho.nome,
            distrito: distrito.nome,
          });
  const comConcelho = (f: (typeof repetidas)[number]) => normalizarBusca(`${f.nome} (${f.concelho})`);
  vezes.clear();
  for (const f of repetidas) contar(comConcelho(f));
  return new Map(
    repetidas.map((f) => [
      f.codigo,
      (vezes.get(comConcelho(f)) ?? 0) > 1
        ? `${f.nome} (${f.concelho}, ${f.distrito})`
        : `${f.nome} (${f.concelho})`,
    ]),
  );
}

/** The node of `key` (`di`, `dico` or `dicofre`), or undefined when the tree has none. */
export function noDe(arvore: ArvoreGeografica, key: string): NoArvore | undefined {
  return arvore.nos.get(key);
}

function noObrigatorio(arvore: ArvoreGeografica, key: string): NoArvore {
  const no = arvore.nos.get(key);
  if (!no) throw new Error(`Nó desconhecido na árvore de freguesias: ${key}`);
  return no;
}

/** How many of the node's parishes `selecionadas` holds: one pass over its range, nothing else. */
function selecionadasEm(arvore: ArvoreGeografica, no: NoArvore, selecionadas: ReadonlySet<string>): number {
  let n = 0;
  for (let i = no.inicio; i < no.fim; i++)
    if (selecionadas.has((arvore.freguesias[i] as FreguesiaNo).codigo)) n++;
  return n;
}

/**
 * The tri-state checkbox of a district or municipality (a parish is ticked or not): 'marcado' when all its
 * parishes are selected, 'desmarcado' when none is (or it has none), 'parcial' otherwise. Counts all the node's
 * parishes, whether a filter shows them or not. Throws on a key the tree lacks.
 */
export function estadoNo(arvore: ArvoreGeografica, key: string, selecionadas: ReadonlySet<string>): EstadoNo {
  const no = noObrigatorio(arvore, key);
  const n = selecionadasEm(arvore, no, selecionadas);
  return n === 0 ? 'desmarcado' : n === no.totalFreguesias ? 'marcado' : 'parcial';
}

/**
 * A click on a node's checkbox: a partial or unticked node ticks all its parishes, a ticked one unticks them
 * (the usual tri-state cycle: a partial node never goes back to partial by clicking). Parishes elsewhere are kept.
 * Returns a new set; `selecionadas` is left as it was.
 */
export function alternarNo(
  arvore: ArvoreGeografica,
  key: string,
  selecionadas: ReadonlySet<string>,
): Set<string> {
  const no = noObrigatorio(arvore, key);
  const marcar = selecionadasEm(arvore, no, selecionadas) < no.totalFreguesias;
  const nova = new Set(selecionadas);
  for (let i = no.inicio; i < no.fim; i++) {
    const codigo = (arvore.freguesias[i] as FreguesiaNo).codigo;
    if (marcar) nova.add(codigo);
    else nova.delete(codigo);
  }
  return nova;
}

/**
 * A click on a parish's checkbox: ticks or unticks it. Works on a code the tree lacks too, so a record saved
 * under an older CAOP edition can drop a parish that no longer exists. Returns a new set.
 */
export function alternarFreguesia(selecionadas: ReadonlySet<string>, dicofre: string): Set<string> {
  const nova = new Set(selecionadas);
  if (nova.has(dicofre)) nova.delete(dicofre);
  else nova.add(dicofre);
  return nova;
}

/** Whether `no` matches the text: by name anywhere in it, or by code from its start (see `filtrarArvore`). */
function corresponde(no: NoArvore, texto: string): boolean {
  // Codes nest (`0302FA` starts with `0302`, which starts with `03`), so a code prefix matches a whole branch;
  // it counts only on the highest node it reaches: "0101" is the municipality Águeda, whose parishes follow from
  // it, not 17 parish matches that would expand it.
  return (
    no.busca.includes(texto) || (texto.length > (no.pai?.length ?? 0) && no.codigoBusca.startsWith(texto))
  );
}

/**
 * The tree's filter (issue 15): accent- and case-insensitive on names at every level ("evora" finds Évora) and on
 * codes from their start ("0302FA" a parish, "0101" a municipality, "07" a district). A matching district or
 * municipality shows all its descendants; a matching parish shows its ancestors, and every match's ancestors are
 * to be expanded. An empty text (or one of spaces and punctuation) shows everything and expands nothing. One pass
 * over the tree; the names were normalised when it was built.
 */
export function filtrarArvore(arvore: ArvoreGeografica, texto: string): FiltroArvore {
  const q = normalizarBusca(texto);
  if (!q) return arvore.semFiltro;
  const freguesias = new Set<string>();
  const nos = new Set<string>();
  const expandir = new Set<string>();
  const correspondencias = new Set<string>();
  for (const distrito of arvore.distritos) {
    const distritoCorresponde = corresponde(distrito, q);
    if (distritoCorresponde) correspondencias.add(distrito.codigo);
    for (const concelho of distrito.concelhos) {
      const concelhoCorresponde = corresponde(concelho, q);
      if (concelhoCorresponde) {
        correspondencias.add(concelho.codigo);
        expandir.add(distrito.codigo);
      }
      const todas = distritoCorresponde || concelhoCorresponde;
      let algumaVisivel = false;
      for (const freguesia of concelho.freguesias) {
        if (corresponde(freguesia, q)) {
          correspondencias.add(freguesia.codigo);
          expandir.add(distrito.codigo);
          expandir.add(concelho.codigo);
        } else if (!todas) continue;
        freguesias.add(freguesia.codigo);
        algumaVisivel = true;
      }
      if (algumaVisivel || todas) {
        nos.add(distrito.codigo);
        nos.add(concelho.codigo);
      }
    }
    if (distritoCorresponde) nos.add(distrito.codigo);
  }
  return { texto: q, ativo: true, freguesias, nos, expandir, correspondencias };
}

/** The parishes a select-all acts on: those the filter shows, or all of them. */
function alvo(arvore: ArvoreGeografica, filtro?: FiltroArvore | null): ReadonlySet<string> {
  return filtro?.ativo ? filtro.freguesias : arvore.todas;
}

/**
 * "Selecionar todas" (issue 15): ticks every parish, or with a filter on only the parishes it shows; what was
 * ticked stays ticked. Returns a new set.
 */
export function selecionarTodas(
  arvore: ArvoreGeografica,
  selecionadas: ReadonlySet<string>,
  filtro?: FiltroArvore | null,
): Set<string> {
  const nova = new Set(selecionadas);
  for (const codigo of alvo(arvore, filtro)) nova.add(codigo);
  return nova;
}

/**
 * "Desmarcar todas" (issue 15): with a filter on, unticks only the parishes it shows; without one, empties the
 * selection, codes the tree lacks included (a record from an older CAOP edition could otherwise keep a parish
 * nobody can see to untick). Returns a new set.
 */
export function desmarcarTodas(
  arvore: ArvoreGeografica,
  selecionadas: ReadonlySet<string>,
  filtro?: FiltroArvore | null,
): Set<string> {
  if (!filtro?.ativo) return new Set();
  const nova = new Set(selecionadas);
  for (const codigo of filtro.freguesias) nova.delete(codigo);
  return nova;
}

/** Whether every parish select-all acts on (all, or those the filter shows) is ticked: which button to offer. */
export function todasSelecionadas(
  arvore: ArvoreGeografica,
  selecionadas: ReadonlySet<string>,
  filtro?: FiltroArvore | null,
): boolean {
  const codigos = alvo(arvore, filtro);
  if (codigos.size === 0 || selecionadas.size < codigos.size) return false;
  for (const codigo of codigos) if (!selecionadas.has(codigo)) return false;
  return true;
}

/**
 * The counter's number (issue 15 "N freguesias selecionadas"): the parishes in the selection, by their code's
 * shape, so a district or municipality key that found its way into the set never counts.
 */
export function contarFreguesias(selecionadas: ReadonlySet<string>): number {
  let n = 0;
  for (const codigo of selecionadas) if (DICOFRE_PATTERN.test(codigo)) n++;
  return n;
}

/** "freguesia(s) selecionada(s)", agreeing with the number (zero is plural in Portuguese). */
function freguesiasSelecionadas(n: number): string {
  return n === 1 ? 'freguesia selecionada' : 'freguesias selecionadas';
}

/** The counter's text: "1 freguesia selecionada", "0 freguesias selecionadas", "3259 freguesias selecionadas". */
export function textoContador(n: number): string {
  return `${NUMERO.format(n)} ${freguesiasSelecionadas(n)}`;
}

/** "Expandir tudo": every district and municipality open. */
export function expandirTudo(arvore: ArvoreGeografica): Set<string> {
  return new Set(arvore.ramos);
}

/** "Recolher tudo": nothing open. */
export function recolherTudo(): Set<string> {
  return new Set();
}

/** The open nodes once a filter applies: those already open, plus the ancestors of its matches. */
export function expandidosComFiltro(expandidos: ReadonlySet<string>, filtro: FiltroArvore): Set<string> {
  const novos = new Set(expandidos);
  for (const key of filtro.expandir) novos.add(key);
  return novos;
}

/**
 * A parish's label (issue 15 "naming the municipality of repeated names"): "Pinheiro (Felgueiras)" when another
 * parish has the name, the plain name otherwise; the code itself when the tree lacks it (an older CAOP edition).
 */
export function rotuloFreguesia(arvore: ArvoreGeografica, dicofre: string): string {
  const no = arvore.nos.get(dicofre);
  return no?.nivel === 3 ? no.rotulo : dicofre;
}

/**
 * A node's accessible name with its counts (issue 15 "labels with counts"): "Aveiro, 174 de 174 freguesias
 * selecionadas", "Barrancos, 0 de 1 freguesia selecionada" (the noun agrees with the total); a parish's is its
 * label. Throws on a key the tree lacks.
 */
export function rotuloAcessivel(
  arvore: ArvoreGeografica,
  key: string,
  selecionadas: ReadonlySet<string>,
): string {
  const no = noObrigatorio(arvore, key);
  if (no.nivel === 3) return no.rotulo;
  const n = selecionadasEm(arvore, no, selecionadas);
  return `${no.nome}, ${NUMERO.format(n)} de ${NUMERO.format(no.totalFreguesias)} ${freguesiasSelecionadas(no.totalFreguesias)}`;
}

/** A branch of the read-only view: a district or municipality holding selected parishes. */
export interface RamoSelecionado {
  readonly nivel: 1 | 2;
  readonly codigo: string;
  readonly nome: string;
  /** Selected parishes under it, and all its parishes: "Aveiro (174 de 174)". */
  readonly selecionadas: number;
  readonly totalFreguesias: number;
}

/** A district of the read-only view, with only its municipalities holding a selected parish. */
export interface DistritoSelecionado extends RamoSelecionado {
  readonly nivel: 1;
  readonly concelhos: readonly ConcelhoSelecionado[];
}

/** A municipality of the read-only view, with only its selected parishes (in the tree's order). */
export interface ConcelhoSelecionado extends RamoSelecionado {
  readonly nivel: 2;
  readonly freguesias: readonly FreguesiaNo[];
}

/**
 * The read-only tree (issue 15 "read-only, only the selected branches"): the districts and municipalities that
 * hold a selected parish, in the tree's order, each with only its selected parishes. Codes the tree lacks are
 * not in it (see `freguesiasDesconhecidas`).
 */
export function ramosSelecionados(
  arvore: ArvoreGeografica,
  selecionadas: ReadonlySet<string>,
): DistritoSelecionado[] {
  const ramos: DistritoSelecionado[] = [];
  if (selecionadas.size === 0) return ramos;
  for (const distrito of arvore.distritos) {
    const concelhos: ConcelhoSelecionado[] = [];
    let noDistrito = 0;
    for (const concelho of distrito.concelhos) {
      const freguesias = concelho.freguesias.filter((f) => selecionadas.has(f.codigo));
      if (freguesias.length === 0) continue;
      noDistrito += freguesias.length;
      concelhos.push({
        nivel: 2,
        codigo: concelho.codigo,
        nome: concelho.nome,
        selecionadas: freguesias.length,
        totalFreguesias: concelho.totalFreguesias,
        freguesias,
      });
    }
    if (concelhos.length > 0)
      ramos.push({
        nivel: 1,
        codigo: distrito.codigo,
        nome: distrito.nome,
        selecionadas: noDistrito,
        totalFreguesias: distrito.totalFreguesias,
        concelhos,
      });
  }
  return ramos;
}

/** The selected codes the tree lacks (a record saved under an older CAOP edition), in the selection's order. */
export function freguesiasDesconhecidas(
  arvore: ArvoreGeografica,
  selecionadas: ReadonlySet<string>,
): string[] {
  return [...selecionadas].filter((codigo) => arvore.nos.get(codigo)?.nivel !== 3);
}

/** One row of the flat (virtualised) tree: what a `role="treeitem"` needs. */
export interface LinhaArvore {
  /** `aria-level`. */
  readonly nivel: NivelNo;
  /** The node's key (its code). */
  readonly key: string;
  /** The text shown: the name, or a repeated parish name with its municipality. */
  readonly label: string;
  /** The parent's key (Left arrow moves there); null for a district. */
  readonly pai: string | null;
  /** Whether it has children to show (`aria-expanded` is set only then). */
  readonly expandivel: boolean;
  readonly expandido: boolean;
  /** `aria-posinset` and `aria-setsize`: its place among the siblings shown. */
  readonly posicao: number;
  readonly irmaos: number;
  /** Whether it matched the filter itself (to highlight). */
  readonly correspondencia: boolean;
  /** How many parishes it holds (all of them, whatever the filter shows). */
  readonly totalFreguesias: number;
}

/**
 * The rows shown, in order, for a flat rendering (issue 15's tree is virtualised): districts by code, then under
 * each one open (`expandidos`) its municipalities, then under each one open its parishes; with a filter on, only
 * the nodes it shows. Opening the filter's matches is the caller's (`expandidosComFiltro`), so the user can still
 * close them. Visits only what is open.
 */
export function linhasVisiveis(
  arvore: ArvoreGeografica,
  expandidos: ReadonlySet<string>,
  filtro?: FiltroArvore | null,
): LinhaArvore[] {
  const f = filtro?.ativo ? filtro : null;
  const linhas: LinhaArvore[] = [];
  const linha = (no: NoArvore, posicao: number, irmaos: number, label: string): boolean => {
    const expandivel = no.nivel !== 3 && no.totalFreguesias > 0;
    const expandido = expandivel && expandidos.has(no.codigo);
    linhas.push({
      nivel: no.nivel,
      key: no.codigo,
      label,
      pai: no.pai,
      expandivel,
      expandido,
      posicao,
      irmaos,
      correspondencia: f?.correspondencias.has(no.codigo) ?? false,
      totalFreguesias: no.totalFreguesias,
    });
    return expandido;
  };
  const distritos = f ? arvore.distritos.filter((d) => f.nos.has(d.codigo)) : arvore.distritos;
  distritos.forEach((distrito, i) => {
    if (!linha(distrito, i + 1, distritos.length, distrito.nome)) return;
    const concelhos = f ? distrito.concelhos.filter((c) => f.nos.has(c.codigo)) : distrito.concelhos;
    concelhos.forEach((concelho, j) => {
      if (!linha(concelho, j + 1, concelhos.length, concelho.nome)) return;
      const freguesias = f
        ? concelho.freguesias.filter((p) => f.freguesias.has(p.codigo))
        : concelho.freguesias;
      freguesias.forEach((freguesia, k) => linha(freguesia, k + 1, freguesias.length, freguesia.rotulo));
    });
  });
  return linhas;
}
