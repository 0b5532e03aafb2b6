import type * as ZxingReader from 'zxing-wasm/reader';

// Reading a certificate's QR code in the browser (issue 18): the browser's own BarcodeDetector where it has one,
// else ZXing compiled to WebAssembly, its .wasm served from this origin (never a CDN: the CSP allows only 'self'
// and 'wasm-unsafe-eval'). Loaded on demand: the public page's first paint does not carry the decoder.

/** The part of the Shape Detection API this reader uses (not in TypeScript's DOM library yet). */
interface DetectorDeCodigos {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface ConstrutorDetector {
  new (options: { formats: string[] }): DetectorDeCodigos;
  getSupportedFormats(): Promise<string[]>;
}

let nativo: Promise<DetectorDeCodigos | null> | null = null;

/** The browser's QR detector, when it has one that reads QR codes. */
function detectorNativo(): Promise<DetectorDeCodigos | null> {
  nativo ??= (async () => {
    const Construtor = (globalThis as { BarcodeDetector?: ConstrutorDetector }).BarcodeDetector;
    if (!Construtor) return null;
    try {
      return (await Construtor.getSupportedFormats()).includes('qr_code')
        ? new Construtor({ formats: ['qr_code'] })
        : null;
    } catch {
      return null;
    }
  })();
  return nativo;
}

type Zxing = typeof ZxingReader;
let zxing: Promise<Zxing> | null = null;

/** ZXing's reader, its WebAssembly fetched from this origin. */
function leitorZxing(): Promise<Zxing> {
  zxing ??= (async () => {
    const [modulo, { default: wasm }] = await Promise.all([
      import('zxing-wasm/reader'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    modulo.prepareZXingModule({ overrides: { locateFile: () => wasm } });
    return modulo;
  })();
  return zxing;
}

/** The text of the first QR code in an image (a photo or a camera frame); null when none is read. */
export async function lerQr(imagem: Blob | ImageData): Promise<string | null> {
  const detector = await detectorNativo();
  if (detector) {
    const fonte = imagem instanceof Blob ? await createImageBitmap(imagem) : imagem;
    const lidos = await detector.detect(fonte);
    return lidos[0]?.rawValue ?? null;
  }
  const { readBarcodes } = await leitorZxing();
  const lidos = await readBarcodes(imagem, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return lidos.find((l) => l.isValid)?.text ?? null;
}
