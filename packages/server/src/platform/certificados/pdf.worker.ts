import { parentPort } from 'node:worker_threads';
import { renderizarCertificado, type PedidoPdf } from './pdf.ts';

// The thread certificates are drawn in (see pdf-thread.ts): one request at a time, its bytes sent back.

/** A request to the thread: its number, to match the answer, and what to draw. */
export interface PedidoAoFio {
  n: number;
  pedido: PedidoPdf;
}

/** The thread's answer: the PDF's bytes, or the message of what failed. */
export type RespostaDoFio = { n: number; bytes: Uint8Array } | { n: number; erro: string };

parentPort?.on('message', ({ n, pedido }: PedidoAoFio) => {
  renderizarCertificado(pedido).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort?.postMessage({ n, bytes } satisfies RespostaDoFio);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        n,
        erro: error instanceof Error ? error.message : String(error),
      } satisfies RespostaDoFio),
  );
});
