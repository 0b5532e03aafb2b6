import { describe, expect, it } from 'vitest';
import { emptyExameForm } from './exame-form-values.ts';
import {
  exameDaNotificacao,
  importarLinhas,
  motivoDaNotificacao,
  type NotificacaoParaExame,
} from './exame-importacao.ts';

const VACAS = { id: 1, nome: 'Vacas leiteiras' };
const VITELOS = { id: 2, nome: 'Vitelos' };

function declaracao(id: number, subCategoriaAnimal: { id: number; nome: string }) {
  return {
    id,
    subCategoriaAnimal,
    animaisPresentes: 40,
    animaisMorreram: 3,
    nadosMortos: null,
    animaisNecropsiados: 1,
    animaisCadaveres: 2,
    observacoes: null,
  };
}

const OBSERVACAO = {
  id: 300,
  subCategoriaAnimal: VACAS,
  identificacao: 'PT 1',
  febre: true,
  sinaisClinicos: [{ id: 101, nome: 'Febre' }],
  sinaisAtipicos: null,
  necropsiado: false,
  lesoes: [],
  outrasLesoes: null,
  observacoes: null,
};

const NOTIFICACAO: NotificacaoParaExame = {
  id: 8,
  version: 3,
  estado: 'SUBMETIDO',
  numeroSerie: 'NSD/000008',
  permissoes: {},
  dataInicioSinaisClinicos: '2026-11-02',
  dataTesteLaboratorial: '2026-11-06',
  exploracao: { id: 9, marca: 'AB12C', nome: 'Herdade do Monte' },
  declaracoesAnimais: [declaracao(200, VACAS), declaracao(201, VITELOS)],
  observacoesClinicasIndividuais: [OBSERVACAO],
  observacoesClinicasGrupo: [],
};

const empty = () => emptyExameForm({ id: 4, nome: 'Ana' }, { veterinario: false });

describe('an exam from a notification (issue 14 "Registar exame")', () => {
  it('presets the holding, the reason, the link, the dates and every row, each naming its source', () => {
    const motivo = { id: 5, codigo: 'SUSPEITA_DOENCA', nome: 'Suspeita de doença', mostrarDoencas: true };
    const form = exameDaNotificacao(empty(), NOTIFICACAO, motivo);
    expect(form).toMatchObject({
      tipoAnimal: 'DOMESTICO',
      exploracao: { marca: 'AB12C' },
      motivosExames: [motivo],
      notificacoesSuspeitasDoencas: [{ id: 8, numeroSerie: 'NSD/000008' }],
      data: '2026-11-06',
      dataInicioSinaisClinicos: '2026-11-02',
    });
    expect(form.declaracoesAnimais.map((r) => [r.id, r.importId, r.subCategoriaAnimal?.id])).toEqual([
      [null, 200, 1],
      [null, 201, 2],
    ]);
    expect(form.observacoesClinicasIndividuais.map((r) => [r.id, r.importId])).toEqual([[null, 300]]);
  });

  it('never imports a row twice, nor a declaration of a category already declared', () => {
    const first = importarLinhas(empty(), NOTIFICACAO);
    expect(first.importadas).toBe(3);
    const again = importarLinhas(first.linhas, NOTIFICACAO);
    expect(again.importadas).toBe(0);
    expect(again.linhas.declaracoesAnimais).toHaveLength(2);

    const declarado = {
      ...empty(),
      declaracoesAnimais: first.linhas.declaracoesAnimais.slice(0, 1).map((r) => ({ ...r, importId: null })),
    };
    const partial = importarLinhas(declarado, NOTIFICACAO);
    // Vacas leiteiras is declared already (by hand): only Vitelos comes in.
    expect(partial.linhas.declaracoesAnimais.map((r) => r.subCategoriaAnimal?.id)).toEqual([1, 2]);
    expect(partial.importadas).toBe(2);
  });

  it('takes a reason that shows diseases, suspicion first; none without one', () => {
    const controlo = { id: 1, codigo: 'CONTROLO_OFICIAL', nome: 'Controlo', mostrarDoencas: false };
    const foco = { id: 2, codigo: 'FOCO', nome: 'Foco', mostrarDoencas: true };
    const suspeita = { id: 3, codigo: 'SUSPEITA_DOENCA', nome: 'Suspeita', mostrarDoencas: true };
    expect(motivoDaNotificacao([controlo, foco, suspeita])).toBe(suspeita);
    expect(motivoDaNotificacao([controlo, foco])).toBe(foco);
    expect(motivoDaNotificacao([controlo])).toBeNull();
  });
});
