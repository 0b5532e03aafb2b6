import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import {
  getDocument,
  OPS,
  VerbosityLevel,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import { codigoEmGrupos } from '@sigsa/domain/certificados/codigo';
import { desenharPdf, terminarFioPdf } from './pdf-thread.ts';
import { CODIGO, emitido, ENDERECO, EXPLORACAO, identificacao, rascunho } from './pdf.fixtures.ts';
import { renderizarCertificado, type PedidoPdf } from './pdf.ts';

// The certificate as a reader gets it: its text read back with pdf.js, its fonts as pdf.js finds them in the
// file, and page 1 rasterised and scanned with ZXing as a phone would scan the paper (issue 18, "Tests").

const require = createRequire(import.meta.url);
/** Points of a PDF in a millimetre. */
const PT_POR_MM = 72 / 25.4;
/** The scale page 1 is rasterised at: 144 dpi, a modest phone photo of an A4 sheet. */
const ESCALA = 2;

async function abrir(pdf: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    // pdf.js takes the bytes it is given (it transfers them): a copy, so the Buffer stays readable.
    data: new Uint8Array(pdf),
    fontExtraProperties: true,
    isEvalSupported: false,
    // No standard-font data (standardFontDataUrl): a font the file lacks then stays `missingFile`, never
    // stood in for. pdf.js's warning about it is silenced; the test reads the flag.
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

/** The document's information dictionary (title, language, dates). */
async function informacao(doc: PDFDocumentProxy): Promise<Record<string, unknown>> {
  return { ...(await doc.getMetadata()).info };
}

/** Each page's text runs, in reading order. */
async function runsPorPagina(doc: PDFDocumentProxy): Promise<string[][]> {
  const paginas: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const conteudo = await (await doc.getPage(n)).getTextContent();
    // Blank runs are the gaps pdf.js puts between cells.
    paginas.push(conteudo.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])));
  }
  return paginas;
}

/** Each page's text with its runs joined as a line reads (pdf.js splits a line where its font changes). */
async function textoPorPagina(doc: PDFDocumentProxy): Promise<string[]> {
  const paginas: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const conteudo = await (await doc.getPage(n)).getTextContent();
    paginas.push(
      conteudo.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  return paginas;
}

/** The fonts a page draws its text with, as pdf.js loaded them from the file. */
async function fontesDaPagina(page: PDFPageProxy): Promise<{ name: string; missingFile: boolean }[]> {
  const operacoes = await page.getOperatorList();
  const ids = new Set<string>();
  operacoes.fnArray.forEach((fn, i) => {
    if (fn === OPS.setFont) ids.add(String((operacoes.argsArray[i] as unknown[])[0]));
  });
  return [...ids].map((id) => {
    const { name, missingFile } = page.commonObjs.get(id) as { name: string; missingFile: boolean };
    return { name, missingFile };
  });
}

/** Page 1 rasterised at {@link ESCALA} and scanned for QR codes. */
async function lerQrs(
  doc: PDFDocumentProxy,
): Promise<{ qrs: ReadResult[]; largura: number; altura: number }> {
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: ESCALA });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas, viewport }).promise;
  const imagem = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const qrs = await readBarcodes(imagem, { formats: ['QRCode'], tryHarder: true });
  return { qrs, largura: canvas.width, altura: canvas.height };
}

let emitido10: Buffer;
let emitido500: Buffer;
let rascunho10: Buffer;

beforeAll(async () => {
  // ZXing's WebAssembly from node_modules: never its default CDN.
  const wasm = new Uint8Array(fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer }, fireImmediately: true });
  [emitido10, emitido500, rascunho10] = await Promise.all([
    renderizarCertificado(emitido(10)),
    renderizarCertificado(emitido(500)),
    renderizarCertificado(rascunho(10)),
  ]);
});

describe('renderizarCertificado: an issued certificate', () => {
  it('prints the title, number, validation date in Lisbon, issuer and accented words exactly', async () => {
    const doc = await abrir(emitido10);
    const [pagina1 = ''] = await textoPorPagina(doc);
    expect(pagina1).toContain('Certificado de vacinação\n');
    expect(pagina1).toContain('Certificado n.º VAC/000012-1');
    expect(pagina1).toContain('Validado em 01/07/2026');
    expect(pagina1).toContain('Serviço emissor: DGAV — Direção-Geral de Alimentação e Veterinária');
    expect(pagina1).toContain(EXPLORACAO);
    expect(pagina1).toContain('Vacinação');
    expect(pagina1).toContain('Língua azul');
    expect(pagina1).toContain('Ocorrências\nData Descrição\nSem linhas.');
    // An empty value prints as a dash.
    expect(pagina1).toMatch(/Observações\s*—\n/);
    // The code under the QR, in groups of four (on two lines).
    expect(pagina1.replace(/\n/g, '')).toContain(codigoEmGrupos(CODIGO));
    expect(pagina1).not.toContain('RASCUNHO');
    expect(await informacao(doc)).toMatchObject({
      Title: 'Certificado de vacinação n.º VAC/000012-1',
      Language: 'pt-PT',
    });
    const pagina = await doc.getPage(1);
    const [, , largura = 0, altura = 0] = pagina.view;
    expect([Math.round(largura), Math.round(altura)]).toEqual([595, 842]);
  });

  it('prints all 500 lines across pages, the header row and footer on every page', async () => {
    const doc = await abrir(emitido500);
    const paginas = await textoPorPagina(doc);
    const runs = await runsPorPagina(doc);
    expect(paginas.length).toBeGreaterThan(5);
    const impressas = new Set(runs.flat());
    const faltam = Array.from({ length: 500 }, (_, i) => identificacao(i + 1)).filter(
      (id) => !impressas.has(id),
    );
    expect(faltam).toEqual([]);
    paginas.forEach((texto, i) => {
      expect(texto).toContain(`Página ${i + 1} de ${paginas.length}`);
      expect(texto).toContain('Emitido em 13:05 01/07/2026');
      // The table flows onto every page after the first: each starts with its header row again.
      if (i > 0) expect(runs[i]?.slice(0, 3)).toEqual(['Identificação', 'Espécie', 'Sexo']);
    });
  });

  it('embeds every font, all DejaVu Sans', async () => {
    // The check itself sees a font left out of the file: a page written in Helvetica, one of the standard 14.
    const semFonte = await PDFDocument.create();
    const helvetica = await semFonte.embedFont(StandardFonts.Helvetica);
    semFonte.addPage().drawText('Olá', { font: helvetica });
    const [padrao] = await fontesDaPagina(await (await abrir(await semFonte.save())).getPage(1));
    expect(padrao).toMatchObject({ name: 'Helvetica', missingFile: true });

    for (const pdf of [emitido10, emitido500, rascunho10]) {
      const doc = await abrir(pdf);
      const fontes = [];
      for (let n = 1; n <= doc.numPages; n++) fontes.push(...(await fontesDaPagina(await doc.getPage(n))));
      expect(fontes.length).toBeGreaterThan(0);
      for (const fonte of fontes) {
        expect(fonte.missingFile, fonte.name).toBe(false);
        // A subset (six-letter tag) of one of the four DejaVu Sans faces.
        expect(fonte.name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold|-Oblique|-BoldOblique)?$/);
      }
    }
  });

  it('draws the QR top right of page 1, as vectors at least 25 mm wide, and it reads as the address', async () => {
    const doc = await abrir(emitido10);
    const operacoes = await (await doc.getPage(1)).getOperatorList();
    const imagens = [OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject];
    expect(operacoes.fnArray.filter((fn) => imagens.includes(fn))).toEqual([]);
    const { qrs, largura, altura } = await lerQrs(doc);
    expect(qrs.map((q) => q.text)).toEqual([ENDERECO]);
    const [qr] = qrs;
    if (!qr) return;
    expect(qr.ecLevel).toBe('M');
    const { topLeft, topRight, bottomLeft } = qr.position;
    expect(topLeft.x).toBeGreaterThan(largura / 2);
    expect(topLeft.y).toBeLessThan(altura / 4);
    // The symbol's sides, from the outer corners of its finder patterns, in millimetres on paper.
    const mm = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.hypot(b.x - a.x, b.y - a.y) / ESCALA / PT_POR_MM;
    expect(mm(topLeft, topRight)).toBeGreaterThanOrEqual(25);
    expect(mm(topLeft, bottomLeft)).toBeGreaterThanOrEqual(25);
  });

  it('renders the same text twice from the same input', async () => {
    const outra = await renderizarCertificado(emitido(10));
    expect(await textoPorPagina(await abrir(outra))).toEqual(await textoPorPagina(await abrir(emitido10)));
  });

  it('stays small: 10 lines ≤ 80 KB, 500 lines ≤ 300 KB', () => {
    expect(emitido10.length).toBeLessThanOrEqual(80 * 1024);
    expect(emitido500.length).toBeLessThanOrEqual(300 * 1024);
  });
});

describe('renderizarCertificado: a draft', () => {
  it('says RASCUNHO on every page, its state on page 1, and has no number, code or QR', async () => {
    const pdf = await renderizarCertificado(rascunho(120));
    const doc = await abrir(pdf);
    const paginas = await textoPorPagina(doc);
    expect(paginas.length).toBeGreaterThan(1);
    for (const texto of paginas) expect(texto).toContain('RASCUNHO');
    const [pagina1 = ''] = paginas;
    expect(pagina1).toContain('Rascunho — documento sem validade');
    expect(pagina1).toContain('Estado atual: Em validação');
    const tudo = paginas.join('\n');
    expect(tudo).not.toContain('Certificado n.º');
    expect(tudo).not.toContain('VAC/000012');
    expect(tudo.replace(/\n/g, '')).not.toContain(codigoEmGrupos(CODIGO).slice(0, 9));
    expect(tudo).not.toContain('Validado em');
    expect(await informacao(doc)).toMatchObject({ Title: 'Certificado de vacinação — rascunho' });
    expect((await lerQrs(await abrir(rascunho10))).qrs).toEqual([]);
  });
});

describe('desenharPdf: drawn off the event loop', () => {
  afterAll(() => terminarFioPdf());
  const texto = async (pdf: Buffer) => textoPorPagina(await abrir(pdf));

  it('draws in its thread what renderizarCertificado draws, several at once, each its own', async () => {
    const [dez, quinhentos, desenhado] = await Promise.all([
      desenharPdf(emitido(10)),
      desenharPdf(emitido(500)),
      desenharPdf(rascunho(10)),
    ]);
    expect(await texto(dez)).toEqual(await texto(emitido10));
    expect(await texto(quinhentos)).toEqual(await texto(emitido500));
    expect(await texto(desenhado)).toEqual(await texto(rascunho10));
  });

  it('a document that cannot be drawn fails alone; the next is drawn', async () => {
    const falha = desenharPdf({ ...emitido(1), instantaneo: null as unknown as PedidoPdf['instantaneo'] });
    await expect(falha).rejects.toThrow(/^certificado: /);
    expect((await texto(await desenharPdf(emitido(1)))).join(' ')).toContain(emitido(1).emissao?.numero);
  });
});
