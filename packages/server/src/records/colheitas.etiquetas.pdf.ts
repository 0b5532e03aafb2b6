import { code128Widths } from '@sigsa/domain/records/code128';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// The sample labels as a PDF (issue 16 "Sample labels"): A4 sheets of 3 × 8 self-adhesive labels of 70 × 37 mm
// (the common office label sheet), one label per sample, in the samples' order. Each label: the collection's
// series number, the sample's number and animal, its matrix, and the Code 128 barcode of the label code with the
// code printed under it (a scanner that fails, a person types it). The standard PDF fonts draw Portuguese text
// (WinAnsi); a character they lack prints as '?'.

/** One label. */
export interface Etiqueta {
  numeroSerie: string;
  sequencia: string;
  identificacaoAnimal: string | null;
  matriz: string | null;
  codigo: string;
}

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
const COLUNAS = 3;
const LINHAS = 8;
const LABEL = { width: A4.width / COLUNAS, height: A4.height / LINHAS };
const MARGEM = 4 * MM;
/** The quiet zone each side of a barcode, in modules (ISO/IEC 15417 asks 10). */
const ZONA_SILENCIO = 10;
/** The widest module drawn (0.35 mm): short codes need no more. */
const MODULO_MAX = 0.35 * MM;
const ALTURA_BARRAS = 11 * MM;
const PRETO = rgb(0, 0, 0);

/** Labels per page. */
export const ETIQUETAS_POR_PAGINA = COLUNAS * LINHAS;

/** `text` with what the font cannot draw as '?', cut with '…' to `width`. */
function caber(font: PDFFont, text: string, size: number, width: number): string {
  const charset = new Set(font.getCharacterSet());
  let safe = [...text].map((char) => (charset.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  while (safe.length > 0 && font.widthOfTextAtSize(`${safe}…`, size) > width) safe = safe.slice(0, -1);
  return `${safe}…`;
}

/** Draws the barcode of `codigo` centred in `width` from (x, y), bars `height` tall. */
function desenharCodigoBarras(
  page: PDFPage,
  codigo: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const widths = code128Widths(codigo);
  const modulos = widths.reduce((a, b) => a + b, 0) + 2 * ZONA_SILENCIO;
  const modulo = Math.min(MODULO_MAX, width / modulos);
  let cursor = x + (width - modulos * modulo) / 2 + ZONA_SILENCIO * modulo;
  widths.forEach((w, index) => {
    if (index % 2 === 0) page.drawRectangle({ x: cursor, y, width: w * modulo, height, color: PRETO });
    cursor += w * modulo;
  });
}

/** The labels' PDF. */
export async function etiquetasPdf(titulo: string, etiquetas: readonly Etiqueta[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(titulo);
  pdf.setCreator('SIGSA');
  pdf.setLanguage('pt-PT');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const largura = LABEL.width - 2 * MARGEM;
  let page: PDFPage | null = null;
  etiquetas.forEach((etiqueta, index) => {
    const posicao = index % ETIQUETAS_POR_PAGINA;
    if (posicao === 0) page = pdf.addPage([A4.width, A4.height]);
    if (!page) return;
    const x = (posicao % COLUNAS) * LABEL.width + MARGEM;
    const top = A4.height - Math.floor(posicao / COLUNAS) * LABEL.height - MARGEM;
    const linha = (text: string, font: PDFFont, size: number, y: number) =>
      page?.drawText(caber(font, text, size, largura), { x, y, size, font, color: PRETO });
    linha(etiqueta.numeroSerie, bold, 8, top - 8);
    const amostra = etiqueta.identificacaoAnimal
      ? `${etiqueta.sequencia} · ${etiqueta.identificacaoAnimal}`
      : etiqueta.sequencia;
    linha(amostra, bold, 10, top - 20);
    if (etiqueta.matriz) linha(etiqueta.matriz, regular, 7, top - 30);
    const barras = top - 33 - ALTURA_BARRAS;
    desenharCodigoBarras(page, etiqueta.codigo, x, barras, largura, ALTURA_BARRAS);
    const codigo = caber(regular, etiqueta.codigo, 7, largura);
    page.drawText(codigo, {
      x: x + (largura - regular.widthOfTextAtSize(codigo, 7)) / 2,
      y: barras - 8,
      size: 7,
      font: regular,
      color: PRETO,
    });
  });
  return pdf.save();
}
