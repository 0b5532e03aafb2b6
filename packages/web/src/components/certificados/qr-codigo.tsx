import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of quiet zone around the symbol, as the QR standard asks (and the PDF draws). */
const ZONA_SILENCIO = 4;

/** The dark modules of the QR (level M, as the certificate's PDF) of `texto`, as one SVG path. */
export function caminhoQr(texto: string): { lado: number; d: string } {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const partes: string[] = [];
  for (let linha = 0; linha < n; linha++)
    for (let coluna = 0; coluna < n; coluna++)
      if (modules.data[linha * n + coluna])
        partes.push(`M${coluna + ZONA_SILENCIO} ${linha + ZONA_SILENCIO}h1v1h-1z`);
  return { lado: n + 2 * ZONA_SILENCIO, d: partes.join('') };
}

/**
 * The QR a certificate prints, drawn on the record's panel (issue 18): the same address, so a phone reads it off
 * the screen as off the paper. Vector, so it stays sharp at any zoom; named for a screen reader by `rotulo`.
 */
export function QrCodigo({
  texto,
  rotulo,
  tamanho = 132,
}: {
  texto: string;
  rotulo: string;
  tamanho?: number;
}) {
  const { lado, d } = useMemo(() => caminhoQr(texto), [texto]);
  return (
    <svg
      role="img"
      aria-label={rotulo}
      width={tamanho}
      height={tamanho}
      viewBox={`0 0 ${lado} ${lado}`}
      shapeRendering="crispEdges"
      data-testid="certificado-qr"
    >
      <rect width={lado} height={lado} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
