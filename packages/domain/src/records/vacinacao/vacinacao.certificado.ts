import type { DescritorCertificado } from '../../certificados/certificado.ts';

/**
 * The vaccination certificate (issue 18): printed once a vaccination is valid; its public page shows the holding's
 * brand, the date and the number of animals (nothing of a person).
 */
export const VACINACAO_CERTIFICADO: DescritorCertificado = {
  entidade: 'vacinacoes',
  titulo: 'Certificado de vacinação',
  estados: ['VALIDO'],
  seccoes: [
    {
      titulo: 'Exploração',
      campos: [
        { rotulo: 'Marca da exploração', caminho: 'exploracao.marca' },
        { rotulo: 'Nome', caminho: 'exploracao.nome' },
        { rotulo: 'Freguesia', caminho: 'exploracao.freguesia.nome' },
        { rotulo: 'Concelho', caminho: 'exploracao.concelho.nome' },
        { rotulo: 'Distrito', caminho: 'exploracao.distrito.nome' },
      ],
    },
    {
      titulo: 'Vacinação',
      campos: [
        { rotulo: 'Data de vacinação', caminho: 'dataVacinacao', formato: 'data' },
        { rotulo: 'Médico veterinário', caminho: 'medicoVeterinario.nome' },
        { rotulo: 'Espécies', caminho: 'especies', formato: 'nomes' },
        { rotulo: 'Estratégia', caminho: 'estrategiaVacinacao.nome' },
        { rotulo: 'Zona', caminho: 'zonaVacinacao.nome' },
        { rotulo: 'Vacina aplicada', caminho: 'vacinaAplicada.nome' },
        { rotulo: 'Lotes', caminho: 'lotes' },
        { rotulo: 'Validade da vacina', caminho: 'dataValidade', formato: 'data' },
        { rotulo: 'Número de animais', caminho: 'quantidadeAnimais', formato: 'numero' },
      ],
    },
  ],
  tabelas: [
    {
      titulo: 'Vacinas aplicadas',
      caminho: 'vacinasAplicadas',
      colunas: [
        { rotulo: 'Sequência', caminho: 'sequencia', formato: 'numero' },
        { rotulo: 'Identificação', caminho: 'identificacao' },
        { rotulo: 'Idade', caminho: 'idade' },
        { rotulo: 'Animais', caminho: 'quantidadeAnimais', formato: 'numero' },
        { rotulo: 'Esquema', caminho: 'esquemaVacinacao.nome' },
        { rotulo: 'Etapa', caminho: 'etapaVacinacao.nome' },
      ],
    },
  ],
  publicos: [
    { rotulo: 'Marca da exploração', caminho: 'exploracao.marca' },
    { rotulo: 'Data de vacinação', caminho: 'dataVacinacao', formato: 'data' },
    { rotulo: 'Número de animais', caminho: 'quantidadeAnimais', formato: 'numero' },
  ],
};
