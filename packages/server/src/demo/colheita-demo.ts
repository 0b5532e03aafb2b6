import type { Actor } from '@sigsa/domain/workflow/workflow';
import type { Tx } from '../db/client.ts';
import { allocateNumeroSerie, chooseSerie } from '../platform/records/numbering.ts';
import { seesAll } from '../platform/records/record-store.ts';
import type { RecordType } from '../platform/records/record-type.ts';
import type { ColheitaTipo } from '../records/colheitas.tipo.ts';
import { abrirResultados } from '../records/colheitas.resultados.ts';
import { writeDemoHistory, type DemoStep } from './demo-history.ts';

/** A demo collection: its create body and the workflow steps it went through. */
export interface DemoColheita {
  body: Record<string, unknown>;
  steps: DemoStep[];
}

/**
 * Writes demo collections of a type through the type's own store, as a create by `by` would, each with its
 * history; a reception opens the results as the real one does, and `guardarResultados` runs `fillResults` (the
 * laboratory's values). Answers how many (0 when the type has no store).
 */
export async function writeDemoColheitas(
  tx: Tx,
  colheita: {
    tipo: ColheitaTipo;
    record: RecordType;
    by: Actor;
    demos: readonly DemoColheita[];
    fillResults: (id: number) => Promise<void>;
  },
): Promise<number> {
  const { tipo, record, by, demos, fillResults } = colheita;
  const { store } = record;
  if (!store) return 0;
  const schema = store.schema(() => ({ year: 2026, month: 12, day: 31 }));
  for (const demo of demos) {
    const input = schema.parse(demo.body);
    const resolved = await store.resolve(tx, input, { actor: by, id: null, visible: seesAll });
    const serieId = await chooseSerie(tx, tipo.entity, null);
    const numeroSerie = await allocateNumeroSerie(tx, serieId);
    const id = await store.insert(tx, input, resolved, { serieId, numeroSerie }, by);
    await writeDemoHistory(
      tx,
      { entidade: tipo.entity, table: tipo.table, id, by, steps: demo.steps },
      async (step) => {
        if (step.op === 'rececionar') await abrirResultados(tipo.prefix)(tx, id);
        if (step.op === 'guardarResultados') await fillResults(id);
      },
    );
  }
  return demos.length;
}
