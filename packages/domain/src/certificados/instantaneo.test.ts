import { describe, expect, it } from 'vitest';
import { VACINACAO_CERTIFICADO } from '../records/vacinacao/vacinacao.certificado.ts';
import { instantaneoDoCertificado, valorImpresso } from './instantaneo.ts';

describe('a certificate snapshot', () => {
  const registo = {
    dataVacinacao: '2026-03-09',
    dataValidade: null,
    quantidadeAnimais: 120,
    lotes: 'L-2026/03',
    exploracao: { marca: 'PT12AB', nome: 'Quinta da Açoteia', freguesia: { nome: 'São João' } },
    medicoVeterinario: { nome: 'Inês Conceição' },
    especies: [{ nome: 'Bovino' }, { nome: 'Ovino' }],
    vacinasAplicadas: [
      {
        sequencia: 1,
        identificacao: 'Lote A',
        quantidadeAnimais: 100,
        esquemaVacinacao: { nome: 'Primovacinação' },
      },
      { sequencia: 2, identificacao: 'Lote B', quantidadeAnimais: 20, esquemaVacinacao: null },
    ],
  };

  it('writes each field as printed: dates dd/MM/yyyy, names joined, nothing for what is missing', () => {
    expect(valorImpresso(registo, { rotulo: 'D', caminho: 'dataVacinacao', formato: 'data' })).toBe(
      '09/03/2026',
    );
    expect(valorImpresso(registo, { rotulo: 'D', caminho: 'dataValidade', formato: 'data' })).toBe('');
    expect(valorImpresso(registo, { rotulo: 'E', caminho: 'especies', formato: 'nomes' })).toBe(
      'Bovino, Ovino',
    );
    expect(valorImpresso(registo, { rotulo: 'N', caminho: 'quantidadeAnimais', formato: 'numero' })).toBe(
      '120',
    );
    expect(valorImpresso(registo, { rotulo: 'F', caminho: 'exploracao.freguesia.nome' })).toBe('São João');
    expect(valorImpresso(registo, { rotulo: 'X', caminho: 'exploracao.concelho.nome' })).toBe('');
    expect(valorImpresso(registo, { rotulo: 'V', caminho: 'medicoVeterinario' })).toBe('Inês Conceição');
  });

  it('holds the title, every section, each line of the tables and the public fields', () => {
    const instantaneo = instantaneoDoCertificado(VACINACAO_CERTIFICADO, registo);
    expect(instantaneo.titulo).toBe('Certificado de vacinação');
    expect(instantaneo.seccoes.map((s) => s.titulo)).toEqual(['Exploração', 'Vacinação']);
    expect(instantaneo.seccoes[0]?.campos[1]).toEqual({ rotulo: 'Nome', valor: 'Quinta da Açoteia' });
    expect(instantaneo.tabelas[0]?.colunas).toEqual([
      'Sequência',
      'Identificação',
      'Idade',
      'Animais',
      'Esquema',
      'Etapa',
    ]);
    expect(instantaneo.tabelas[0]?.linhas).toEqual([
      ['1', 'Lote A', '', '100', 'Primovacinação', ''],
      ['2', 'Lote B', '', '20', '', ''],
    ]);
    expect(instantaneo.publicos).toEqual([
      { rotulo: 'Marca da exploração', valor: 'PT12AB' },
      { rotulo: 'Data de vacinação', valor: '09/03/2026' },
      { rotulo: 'Número de animais', valor: '120' },
    ]);
  });
});
