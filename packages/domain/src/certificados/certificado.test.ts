import { describe, expect, it } from 'vitest';
import { VACINACAO_WORKFLOW } from '../records/vacinacao/vacinacao.workflow.ts';
import { problemasDoCertificado, type DescritorCertificado } from './certificado.ts';
import { certificadoDe, CERTIFICADOS } from './certificados.registry.ts';

describe('certificate descriptors', () => {
  it('name real final states and at most three public fields, none of a person', () => {
    expect(CERTIFICADOS.map((c) => c.entidade)).toEqual(['vacinacoes']);
    const vacinacao = certificadoDe('vacinacoes') as DescritorCertificado;
    expect(problemasDoCertificado(vacinacao, VACINACAO_WORKFLOW.states)).toEqual([]);
    for (const estado of vacinacao.estados) expect(VACINACAO_WORKFLOW.final).toContain(estado);
    expect(certificadoDe('notificacoesSuspeitasDoencas')).toBeUndefined();
  });

  it('catches a state the workflow lacks, too many public fields and a personal one', () => {
    const errado: DescritorCertificado = {
      entidade: 'teste',
      titulo: 'Teste',
      estados: ['APROVADO'],
      seccoes: [],
      tabelas: [],
      publicos: [
        { rotulo: 'Marca', caminho: 'exploracao.marca' },
        { rotulo: 'Detentor', caminho: 'exploracao.nome' },
        { rotulo: 'NIF', caminho: 'exploracao.nif' },
        { rotulo: 'Veterinário', caminho: 'medicoVeterinario.id' },
      ],
    };
    expect(problemasDoCertificado(errado, ['INICIAL', 'VALIDO'])).toEqual([
      'teste: o estado APROVADO não existe no fluxo',
      'teste: mais de 3 campos públicos',
      'teste: exploracao.nome é de uma pessoa e não pode ser público',
      'teste: exploracao.nif é de uma pessoa e não pode ser público',
      'teste: medicoVeterinario.id é de uma pessoa e não pode ser público',
    ]);
    expect(problemasDoCertificado({ ...errado, estados: [], publicos: [] }, [])).toEqual([
      'teste: sem estados certificáveis',
    ]);
  });
});
