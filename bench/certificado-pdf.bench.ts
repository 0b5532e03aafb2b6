import type { InstantaneoCertificado } from '@sigsa/domain/certificados/instantaneo';
import { p12DeTeste, SENHA } from '../packages/server/src/platform/certificados/assinatura.fixtures.ts';
import { AssinadorPdf, lerP12 } from '../packages/server/src/platform/certificados/assinatura.ts';
import { renderizarCertificado, type PedidoPdf } from '../packages/server/src/platform/certificados/pdf.ts';
import { formatLine, summarize, type Summary } from './lib/stats.ts';

// The certificate PDF (issue 18, "Benchmarks"): render time and size of a vaccination certificate of 10 and of 500
// animal lines, rendered in this process one after the other, as the server renders one after an issue.

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** Renders before timing: module loading, the JIT and the parsed DejaVu faces are paid once per process. */
const WARMUP = 5;

/** Issue 18's targets: p95 in ms and size in KB, per number of lines. */
const CASOS = [
  { linhas: 10, p95Ms: 80, kb: 80 },
  { linhas: 500, p95Ms: 500, kb: 300 },
] as const;

const RACAS = ['Mertolenga', 'Alentejana', 'Merino da Beira Baixa', 'Churra Galega Bragançana', 'Cruzado'];

/** A vaccination certificate's snapshot with `linhas` animals, as `instantaneoDoCertificado` writes one. */
function instantaneo(linhas: number): InstantaneoCertificado {
  return {
    titulo: 'Certificado de vacinação',
    seccoes: [
      {
        titulo: 'Exploração',
        campos: [
          { rotulo: 'Exploração', valor: 'Exploração São João — Açores' },
          { rotulo: 'Marca de exploração', valor: 'PTAB12C' },
          { rotulo: 'Freguesia', valor: 'São Sebastião, Ponta Delgada' },
        ],
      },
      {
        titulo: 'Vacinação',
        campos: [
          { rotulo: 'Data', valor: '28/06/2026' },
          { rotulo: 'Doença', valor: 'Língua azul (febre catarral ovina)' },
          { rotulo: 'Vacina', valor: 'Syvazul BTV 3' },
          { rotulo: 'Médico veterinário', valor: 'Ana Conceição Gonçalves' },
          { rotulo: 'Observações', valor: '' },
        ],
      },
    ],
    tabelas: [
      {
        titulo: 'Animais vacinados',
        colunas: ['Identificação', 'Espécie', 'Raça', 'Sexo', 'Data de nascimento'],
        linhas: Array.from({ length: linhas }, (_, i) => [
          `PT-${String(i + 1).padStart(6, '0')}`,
          i % 3 ? 'Bovino' : 'Ovino',
          RACAS[i % RACAS.length] ?? '',
          i % 2 ? 'Fêmea' : 'Macho',
          `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2023`,
        ]),
      },
    ],
    publicos: [],
  };
}

function pedido(linhas: number): PedidoPdf {
  const codigo = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
  return {
    instantaneo: instantaneo(linhas),
    emissao: {
      numero: 'VAC/000012-1',
      codigo,
      endereco: `https://sigsa.example.pt/validarQR/${codigo}`,
      dataValidacao: new Date('2026-06-30T15:00:00Z'),
      servicoEmissor: 'DGAV — Direção-Geral de Alimentação e Veterinária',
    },
    emitidoEm: new Date('2026-07-01T12:05:00Z'),
  };
}

/** RUNS renders of `p` after the warm-up: their times, and the size of the PDF (the same every time). */
async function medir(p: PedidoPdf): Promise<{ tempos: Summary; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < WARMUP; i++) bytes = (await renderizarCertificado(p)).length;
  const amostras: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await renderizarCertificado(p);
    amostras.push(performance.now() - t0);
  }
  return { tempos: summarize(amostras), bytes };
}

/** Render p50/p95 and size of the 10- and 500-line certificates against issue 18's targets. */
export async function benchCertificadoPdf(): Promise<void> {
  console.log(
    `\n## PDF do certificado (pdfmake, no processo, ${RUNS} execuções após ${WARMUP} de aquecimento)`,
  );
  const veredictos: string[] = [];
  for (const caso of CASOS) {
    const { tempos, bytes } = await medir(pedido(caso.linhas));
    const kb = bytes / 1024;
    const rotulo = `certificado, ${caso.linhas} linhas`;
    console.log(`${formatLine(rotulo, tempos)}  ${kb.toFixed(1)} KB`);
    const ok = tempos.p95 <= caso.p95Ms && kb <= caso.kb;
    veredictos.push(
      `${ok ? 'PASS' : 'FAIL'}  ${rotulo.padEnd(28)} p50 ${tempos.p50.toFixed(1)} ms, p95 ${tempos.p95.toFixed(1)} ms, ` +
        `${kb.toFixed(1)} KB  alvo p95 ≤ ${caso.p95Ms} ms e ≤ ${caso.kb} KB`,
    );
  }
  // The PAdES signature a deployment with ASSINATURA_P12 adds (a 2048-bit RSA test key): not a target of its
  // own, but part of the price of every stored certificate.
  const assinador = new AssinadorPdf(lerP12(p12DeTeste().p12, SENHA));
  for (const caso of CASOS) {
    const pdf = await renderizarCertificado(pedido(caso.linhas));
    const amostras: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const assinado = await assinador.assinar(pdf, new Date());
      if (i >= WARMUP) amostras.push(performance.now() - t0);
      if (i === 0)
        console.log(
          `assinatura PAdES, ${caso.linhas} linhas: +${((assinado.length - pdf.length) / 1024).toFixed(1)} KB`,
        );
    }
    console.log(formatLine(`assinar (PAdES), ${caso.linhas} linhas`, summarize(amostras)));
  }
  console.log('\n### Alvos (issue 18, PDF do certificado)');
  for (const linha of veredictos) console.log(linha);
}

// Alone: node --import tsx bench/certificado-pdf.bench.ts (BENCH_RUNS for another number of runs).
if (import.meta.url === `file://${process.argv[1]}`) await benchCertificadoPdf();
