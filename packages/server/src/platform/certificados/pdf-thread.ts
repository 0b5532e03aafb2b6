import { Worker } from 'node:worker_threads';
import type { PedidoPdf } from './pdf.ts';
import type { PedidoAoFio, RespostaDoFio } from './pdf.worker.ts';

// Certificates are drawn off the server's event loop: a 500-line certificate takes pdfmake ~200 ms of CPU, during
// which every other request would wait (measured in bench/vacinacao.bench.ts: a validation's answer waited for the
// previous certificate's drawing). One thread, started on first use and kept: it parses the fonts once (pdf.ts),
// draws one document at a time, and does not keep the process alive. A thread that dies fails the documents it was
// drawing and is started again for the next.

let fio: Worker | null = null;
let proximo = 0;
const pendentes = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

function iniciar(): Worker {
  // The server runs its TypeScript through tsx; the thread registers tsx first, then loads its module.
  const modulo = new URL('./pdf.worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(modulo)}); });`,
    { eval: true },
  );
  worker.unref();
  worker.on('message', (resposta: RespostaDoFio) => {
    const pendente = pendentes.get(resposta.n);
    if (!pendente) return;
    pendentes.delete(resposta.n);
    if ('erro' in resposta) pendente.reject(new Error(`certificado: ${resposta.erro}`));
    else
      pendente.resolve(
        Buffer.from(resposta.bytes.buffer, resposta.bytes.byteOffset, resposta.bytes.byteLength),
      );
  });
  const falhou = (error: Error) => {
    if (fio === worker) fio = null;
    for (const pendente of pendentes.values()) pendente.reject(error);
    pendentes.clear();
  };
  worker.on('error', falhou);
  worker.on('exit', (code) => falhou(new Error(`certificado: o fio de desenho terminou (${code})`)));
  return worker;
}

/** The PDF of `pedido`, drawn by the certificates' thread (same bytes as `renderizarCertificado`). */
export function desenharPdf(pedido: PedidoPdf): Promise<Buffer> {
  fio ??= iniciar();
  const worker = fio;
  const n = proximo++;
  return new Promise<Buffer>((resolve, reject) => {
    pendentes.set(n, { resolve, reject });
    // While a document is under way the thread holds the process open; idle, it lets it end.
    worker.ref();
    worker.postMessage({ n, pedido } satisfies PedidoAoFio);
  }).finally(() => {
    if (pendentes.size === 0 && fio === worker) worker.unref();
  });
}

/** Ends the thread (the app's close): documents under way fail, and a later one starts it again. */
export async function terminarFioPdf(): Promise<void> {
  const worker = fio;
  fio = null;
  if (worker) await worker.terminate();
}
