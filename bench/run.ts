import { benchAuth } from './auth.bench.ts';
import { benchBundle } from './bundle.bench.ts';
import { benchCertificadoPdf } from './certificado-pdf.bench.ts';
import { benchColheitas } from './colheita.bench.ts';
import { benchExames } from './exame.bench.ts';
import { benchExport } from './export.bench.ts';
import { benchKpis } from './kpis.bench.ts';
import { benchList } from './list.bench.ts';
import { benchListMap } from './list-map.bench.ts';
import { benchNotificacoes } from './notificacao.bench.ts';
import { benchRisco } from './risco.bench.ts';
import { benchRiscoArvore } from './risco-arvore.bench.ts';
import { benchRiscoMapa } from './risco-mapa.bench.ts';
import { benchStartup } from './startup.bench.ts';
import { benchUtilizadores } from './utilizadores.bench.ts';
import { benchVacinacao } from './vacinacao.bench.ts';
import { benchValidarQr } from './validar-qr.bench.ts';

// npm run bench: prints figures; targets are in each issue and in docs/, not asserted here.
console.log('# SIGSA — benchmarks');
console.log(`máquina: ${(await import('node:os')).cpus().length} núcleos, Node ${process.version}`);
await benchStartup();
benchBundle();
await benchCertificadoPdf();
await benchAuth();
await benchValidarQr();
// Needs a database filled by `npm run bench:data` (BENCH_LIST_DATABASE_URL, else DATABASE_URL).
await benchList();
await benchExport();
await benchVacinacao();
await benchNotificacoes();
await benchExames();
await benchColheitas();
await benchKpis();
await benchRisco();
await benchRiscoArvore();
await benchRiscoMapa();
await benchListMap();
await benchUtilizadores();
