import fs from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { codigoEmGrupos } from '@sigsa/domain/certificados/codigo';
import type { InstantaneoCertificado } from '@sigsa/domain/certificados/instantaneo';
import { formatDisplayDate, formatInstant, todayIn } from '@sigsa/domain/validation/dates';

// The PDF of a record's certificate (issue 18, "PDF"), drawn by pdfmake on pdfkit from the snapshot kept at
// issue, never from the live record: the same snapshot prints the same document. A pure function of its input:
// no clock (every date comes from the request), no network, no file but the four DejaVu Sans faces.

/** What an issued certificate prints besides its snapshot. */
export interface EmissaoImpressa {
  numero: string;
  codigo: string;
  /** The public check's address (`<PUBLIC_BASE_URL>/validarQR/<codigo>`), which the QR encodes. */
  endereco: string;
  dataValidacao: Date;
  servicoEmissor: string;
}

/** One document to print: an issued certificate, or a draft when `emissao` is null. */
export interface PedidoPdf {
  instantaneo: InstantaneoCertificado;
  emissao: EmissaoImpressa | null;
  /** The record's state label, printed on a draft. */
  estadoAtual?: string;
  /** When the document is printed: the footer's "Emitido em" and the PDF's creation date. */
  emitidoEm: Date;
}

// pdfmake's API and document definition, the part this file uses. Not @types/pdfmake: it pulls the DOM library
// into every program that sees it, and Node's own web types (fetch streams) then stop checking elsewhere.

type Margem = number | [number, number, number, number];

interface Estilo {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  fillColor?: string;
  alignment?: 'left' | 'center' | 'right';
  margin?: Margem;
  lineHeight?: number;
  characterSpacing?: number;
}

/** A filled rectangle of a `canvas`, in pt from the canvas's top left. */
interface Retangulo {
  type: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
}

interface Tabela {
  headerRows?: number;
  keepWithHeaderRows?: number;
  dontBreakRows?: boolean;
  widths: (number | '*')[];
  body: Conteudo[][];
}

type Conteudo =
  | string
  | Conteudo[]
  | (Estilo & { text: string | Conteudo[]; style?: string; colSpan?: number })
  | (Estilo & { stack: Conteudo[]; width?: number | '*' })
  | (Estilo & { columns: Conteudo[]; columnGap?: number })
  | { canvas: Retangulo[] }
  | { layout: 'noBorders' | 'lightHorizontalLines'; table: Tabela };

interface Documento {
  pageSize: 'A4';
  pageMargins: Margem;
  /** The PDF's `/Lang`. */
  language: string;
  displayTitle: boolean;
  info: {
    title: string;
    author: string;
    creator: string;
    producer: string;
    creationDate: Date;
    modDate: Date;
  };
  defaultStyle: Estilo;
  styles: Record<string, Estilo>;
  watermark?: { text: string; font: string; bold: boolean; color: string; opacity: number };
  footer: (pagina: number, paginas: number) => Conteudo;
  content: Conteudo[];
}

type Faces = Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>;

interface Pdfmake {
  setFonts(fontes: Record<string, Faces>): void;
  setUrlAccessPolicy(politica: (url: string) => boolean): void;
  setLocalAccessPolicy(politica: (caminho: string) => boolean): void;
  createPdf(documento: Documento): { getBuffer(): Promise<Buffer> };
}

const FONTE = 'DejaVuSans';
const VAZIO = '—';
const MM = 72 / 25.4;
/** Page margins in pt: left, top, right, bottom (the bottom one holds the footer). */
const MARGENS: [number, number, number, number] = [40, 40, 40, 56];
/** The QR symbol's side without its quiet zone: over the 25 mm a phone reads from paper at arm's length. */
const LADO_QR = 28 * MM;
/** The four light modules ISO/IEC 18004 asks around the symbol, so nothing printed touches it. */
const ZONA_SILENCIO = 4;
/** The column at the top right holding the QR and its code. */
const COLUNA_QR = 132;
/** Groups of the code on a line under the QR: the widest code's seven groups would not fit on one. */
const GRUPOS_POR_LINHA = 4;

const require = createRequire(import.meta.url);
/** Node's require from pdfmake's own folder: the pdfkit and fontkit it loads, whatever the install layout. */
const requireDoPdfmake = createRequire(require.resolve('pdfmake'));

/** The DejaVu Sans faces, as files of the `dejavu-fonts-ttf` package (resolved once). */
const FACES: Faces = {
  normal: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italics: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  bolditalics: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf'),
};
const FICHEIROS_FONTE = new Set<string>(Object.values(FACES));

/** The one function of fontkit that pdfkit calls to open a font. */
interface Fontkit {
  create(bytes: Uint8Array, postscriptName?: string | null): unknown;
}

/**
 * pdfkit opens every font anew for every document, and fontkit decodes DejaVu's tables (cmap, kerning and
 * substitution lookups, post) lazily on first use: about 20 ms a face, most of a one-page certificate's time.
 * A parsed face is read-only to pdfkit (each document takes its own subset), so the four DejaVu faces are
 * parsed once per process and handed to every document. fontkit's exports cannot be redefined, so the module
 * pdfkit requires is given a copy whose `create` answers our four faces (byte-equal) from the cache and passes
 * anything else through. This must happen before pdfkit is first loaded; if something loaded it earlier,
 * documents are still right, only slower.
 */
function partilharFontesDejaVu(): void {
  const pdfkit = requireDoPdfmake.resolve('pdfkit');
  if (require.cache[pdfkit]) return;
  const requireDoPdfkit = createRequire(pdfkit);
  const caminhoFontkit = requireDoPdfkit.resolve('fontkit');
  const fontkit = requireDoPdfkit('fontkit') as Fontkit;
  const modulo = require.cache[caminhoFontkit];
  if (!modulo) return;
  const faces: { bytes: Buffer; fonte?: unknown }[] = [...FICHEIROS_FONTE].map((ficheiro) => ({
    bytes: fs.readFileSync(ficheiro),
  }));
  const create: Fontkit['create'] = (bytes, postscriptName) => {
    const face = postscriptName
      ? undefined
      : faces.find((f) => f.bytes.length === bytes.length && f.bytes.equals(bytes));
    if (!face) return fontkit.create(bytes, postscriptName);
    face.fonte ??= fontkit.create(face.bytes);
    return face.fonte;
  };
  modulo.exports = { ...fontkit, create };
}

/** pdfmake's module-wide instance, loaded after the font cache is in place. */
let pdfmakeCarregado: Pdfmake | null = null;
function pdfmake(): Pdfmake {
  if (!pdfmakeCarregado) {
    partilharFontesDejaVu();
    pdfmakeCarregado = require('pdfmake') as Pdfmake;
  }
  return pdfmakeCarregado;
}

/** A fresh font dictionary per render: pdfmake rewrites the one it is given while it resolves it. */
function fontes(): Record<string, Faces> {
  return { [FONTE]: { ...FACES } };
}

/**
 * pdfmake is one module-wide instance: its fonts and access policies are set before every render, so nothing
 * another caller set can leak in. No URL is ever fetched, and the only local files read are the fonts.
 */
function prepararPdfmake(): Pdfmake {
  const instancia = pdfmake();
  instancia.setFonts(fontes());
  instancia.setUrlAccessPolicy(() => false);
  instancia.setLocalAccessPolicy((caminho) => FICHEIROS_FONTE.has(caminho));
  return instancia;
}

/** The PDF of `pedido` (A4, DejaVu Sans embedded as subsets). */
export async function renderizarCertificado(pedido: PedidoPdf): Promise<Buffer> {
  return prepararPdfmake().createPdf(documento(pedido)).getBuffer();
}

/** The whole document definition. */
function documento(pedido: PedidoPdf): Documento {
  const { instantaneo, emissao } = pedido;
  const titulo = emissao ? `${instantaneo.titulo} n.º ${emissao.numero}` : `${instantaneo.titulo} — rascunho`;
  return {
    pageSize: 'A4',
    pageMargins: MARGENS,
    language: 'pt-PT',
    displayTitle: true,
    info: {
      title: titulo,
      author: emissao?.servicoEmissor ?? 'SIGSA',
      creator: 'SIGSA',
      producer: 'SIGSA',
      // pdfkit stamps the clock's time otherwise: the request's instant keeps two renders alike.
      creationDate: pedido.emitidoEm,
      modDate: pedido.emitidoEm,
    },
    defaultStyle: { font: FONTE, fontSize: 9, lineHeight: 1.15 },
    styles: {
      titulo: { fontSize: 16, bold: true, margin: [0, 0, 0, 6] },
      destaque: { fontSize: 10.5, bold: true },
      seccao: { fontSize: 11.5, bold: true, margin: [0, 14, 0, 4] },
      rotulo: { bold: true, color: '#333333' },
      cabecalhoTabela: { bold: true, fillColor: '#e8e8e8' },
      rascunho: { fontSize: 11, bold: true, color: '#a00000' },
      codigo: { fontSize: 7.5, alignment: 'center', characterSpacing: 0.3 },
    },
    ...(emissao
      ? {}
      : { watermark: { text: 'RASCUNHO', font: FONTE, bold: true, color: '#a00000', opacity: 0.12 } }),
    footer: (pagina, paginas) => rodape(pedido.emitidoEm, pagina, paginas),
    content: [cabecalho(pedido), ...instantaneo.seccoes.map(seccao), ...instantaneo.tabelas.map(tabela)],
  };
}

/** Page 1's top: the title and the issue (or the draft's warning), and the QR at the right when issued. */
function cabecalho(pedido: PedidoPdf): Conteudo {
  const { instantaneo, emissao } = pedido;
  const titulo: Conteudo = { text: instantaneo.titulo, style: 'titulo' };
  if (!emissao)
    return {
      stack: [
        titulo,
        { text: 'Rascunho — documento sem validade', style: 'rascunho' },
        linhaRotulada('Estado atual', pedido.estadoAtual ?? ''),
      ],
    };
  return {
    columns: [
      {
        width: '*',
        stack: [
          titulo,
          { text: `Certificado n.º ${emissao.numero}`, style: 'destaque', margin: [0, 0, 0, 4] },
          // The validation instant read as a day in Lisbon, the authority's calendar.
          { text: `Validado em ${formatDisplayDate(todayIn(emissao.dataValidacao))}` },
          linhaRotulada('Serviço emissor', emissao.servicoEmissor),
        ],
      },
      { width: COLUNA_QR, stack: blocoQr(emissao) },
    ],
    columnGap: 12,
  };
}

/** "Rótulo: valor" on one line, the label in bold. */
function linhaRotulada(rotulo: string, valor: string): Conteudo {
  return { text: [{ text: `${rotulo}: `, style: 'rotulo' }, valorOuVazio(valor)] };
}

/** An empty value prints as a dash, so a blank on paper never reads as a field left out by mistake. */
function valorOuVazio(valor: string): string {
  return valor.trim() === '' ? VAZIO : valor;
}

/** The QR of the public check and, below it, its code in groups of four for whoever types it. */
function blocoQr(emissao: EmissaoImpressa): Conteudo[] {
  const grupos = codigoEmGrupos(emissao.codigo).split('-');
  const linhas: string[] = [];
  for (let i = 0; i < grupos.length; i += GRUPOS_POR_LINHA)
    linhas.push(grupos.slice(i, i + GRUPOS_POR_LINHA).join('-'));
  // Each line but the last keeps its hyphen: read on, the lines give the code exactly as written.
  return [
    { canvas: quadradosQr(emissao.endereco, COLUNA_QR) },
    { text: linhas.join('-\n'), style: 'codigo' },
  ];
}

/**
 * The QR (level M) of `texto` as vector squares, centred in `largura` pt: a white square as wide as the symbol
 * and its quiet zone, then the dark modules. Runs of dark modules in a row are one rectangle, and a rectangle
 * grows down while the rows below repeat it: fewer shapes, and fewer seams where a rasteriser meets two edges.
 */
function quadradosQr(texto: string, largura: number): Retangulo[] {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const modulo = LADO_QR / n;
  const total = modulo * (n + 2 * ZONA_SILENCIO);
  const x0 = Math.max(0, (largura - total) / 2);
  const fundo: Retangulo = { type: 'rect', x: x0, y: 0, w: total, h: total, color: '#ffffff' };
  const escuros: { coluna: number; linha: number; largura: number; altura: number }[] = [];
  let abertos = new Map<string, (typeof escuros)[number]>();
  for (let linha = 0; linha < n; linha++) {
    const seguintes = new Map<string, (typeof escuros)[number]>();
    for (const [coluna, comprimento] of corridas(modules.data, linha, n)) {
      const chave = `${coluna}:${comprimento}`;
      const acima = abertos.get(chave);
      const atual = acima ?? { coluna, linha, largura: comprimento, altura: 0 };
      if (!acima) escuros.push(atual);
      atual.altura++;
      seguintes.set(chave, atual);
    }
    abertos = seguintes;
  }
  const origem = x0 + ZONA_SILENCIO * modulo;
  return [
    fundo,
    ...escuros.map((r): Retangulo => ({
      type: 'rect',
      x: origem + r.coluna * modulo,
      y: ZONA_SILENCIO * modulo + r.linha * modulo,
      w: r.largura * modulo,
      h: r.altura * modulo,
      color: '#000000',
    })),
  ];
}

/** The runs of dark modules of row `linha` of a `n`×`n` matrix, as [first column, length]. */
function* corridas(dados: Uint8Array, linha: number, n: number): Generator<[number, number]> {
  let coluna = 0;
  while (coluna < n) {
    if (!dados[linha * n + coluna]) {
      coluna++;
      continue;
    }
    const inicio = coluna;
    while (coluna < n && dados[linha * n + coluna]) coluna++;
    yield [inicio, coluna - inicio];
  }
}

/** A section: its title and one label/value line per field. */
function seccao(s: InstantaneoCertificado['seccoes'][number]): Conteudo {
  const titulo: Conteudo = { text: s.titulo, style: 'seccao' };
  if (s.campos.length === 0) return titulo;
  return [
    titulo,
    {
      layout: 'noBorders',
      table: {
        widths: [150, '*'],
        body: s.campos.map((c) => [{ text: c.rotulo, style: 'rotulo' }, valorOuVazio(c.valor)]),
      },
    },
  ];
}

/** A table: its title, then its header row (repeated on every page it flows onto) and one row per line. */
function tabela(t: InstantaneoCertificado['tabelas'][number]): Conteudo {
  // As many columns as the widest of header and lines: a value is never dropped for want of a column.
  const colunas = Math.max(1, t.colunas.length, ...t.linhas.map((l) => l.length));
  const cabecalhos = Array.from({ length: colunas }, (_, i) => ({
    text: t.colunas[i] ?? '',
    style: 'cabecalhoTabela',
  }));
  const linhas: Conteudo[][] =
    t.linhas.length > 0
      ? t.linhas.map((l) => Array.from({ length: colunas }, (_, i) => valorOuVazio(l[i] ?? '')))
      : [[{ text: 'Sem linhas.', italics: true, colSpan: colunas }, ...Array<string>(colunas - 1).fill('')]];
  return [
    { text: t.titulo, style: 'seccao' },
    {
      layout: 'lightHorizontalLines',
      table: {
        headerRows: 1,
        // The header row never ends a page alone.
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: Array<'*'>(colunas).fill('*'),
        body: [cabecalhos, ...linhas],
      },
    },
  ];
}

/** Every page's footer: when the document was printed, and where the page stands. */
function rodape(emitidoEm: Date, pagina: number, paginas: number): Conteudo {
  return {
    margin: [MARGENS[0], 20, MARGENS[2], 0],
    fontSize: 8,
    color: '#444444',
    columns: [
      { text: `Emitido em ${formatInstant(emitidoEm)}` },
      { text: `Página ${pagina} de ${paginas}`, alignment: 'right' },
    ],
  };
}
