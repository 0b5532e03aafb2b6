import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import QRCode from 'qrcode';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// Pictures of QR codes for the browser tests of /validarQR: a PNG to choose as a photo, and a Y4M video that
// Chromium's fake camera plays (`--use-file-for-fake-video-capture`), as a phone's camera would film the paper;
// and the reverse, a screenshot's QR codes read as a phone would read the screen.

let zxingPronto: Promise<unknown> | null = null;

/** The texts of the QR codes in a PNG (a screenshot), read by ZXing from node_modules, never its CDN. */
export async function lerQrs(png: Buffer): Promise<string[]> {
  zxingPronto ??= prepareZXingModule({
    overrides: {
      wasmBinary: new Uint8Array(
        fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')),
      ).buffer,
    },
    fireImmediately: true,
  });
  await zxingPronto;
  const lidos = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  return lidos.map((l) => l.text);
}

/** A PNG of the QR code of `texto`. */
export function qrPng(texto: string): Promise<Buffer> {
  return QRCode.toBuffer(texto, { errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}

const LARGURA = 640;
const ALTURA = 480;

/** Writes a few seconds of a 640×480 Y4M video showing the QR code of `texto`, and answers its path. */
export function qrVideoY4m(texto: string, pasta: string): string {
  const qr = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const modulos = qr.modules.size;
  const total = modulos + 8; // with the four-module quiet zone on each side
  const escala = Math.floor(400 / total);
  const origemX = Math.floor((LARGURA - total * escala) / 2);
  const origemY = Math.floor((ALTURA - total * escala) / 2);
  const luma = Buffer.alloc(LARGURA * ALTURA, 235);
  for (let linha = 0; linha < modulos; linha++)
    for (let coluna = 0; coluna < modulos; coluna++) {
      if (!qr.modules.get(linha, coluna)) continue;
      for (let dy = 0; dy < escala; dy++) {
        const y = origemY + (linha + 4) * escala + dy;
        luma.fill(
          16,
          y * LARGURA + origemX + (coluna + 4) * escala,
          y * LARGURA + origemX + (coluna + 5) * escala,
        );
      }
    }
  const croma = Buffer.alloc((LARGURA / 2) * (ALTURA / 2) * 2, 128);
  const fotograma = Buffer.concat([Buffer.from('FRAME\n'), luma, croma]);
  const cabecalho = Buffer.from(`YUV4MPEG2 W${LARGURA} H${ALTURA} F10:1 Ip A1:1 C420jpeg\n`);
  const ficheiro = path.join(pasta, 'qr.y4m');
  fs.mkdirSync(pasta, { recursive: true });
  fs.writeFileSync(ficheiro, Buffer.concat([cabecalho, ...Array.from({ length: 20 }, () => fotograma)]));
  return ficheiro;
}
