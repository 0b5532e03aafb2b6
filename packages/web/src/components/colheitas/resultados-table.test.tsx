import { guardarResultadosSchema } from '@sigsa/domain/records/resultados.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { analisesDraft, type EnsaioRef, type ResultadoRow, type TipoResultadoRef } from './colheita-rows.ts';
import { ResultadosTable } from './resultados-table.tsx';

// The typing of a positive (001 §5.3, §7 `getTiposResultadosByEnsaioTipificacao`): a typing assay with a list of
// its own (a pathotyping) offers its values; an assay typing what it isolated takes a text.

const POS_NEG: TipoResultadoRef = {
  id: 1,
  codigo: 'POS_NEG',
  nome: 'Positivo/Negativo',
  tipoValor: 'LISTA',
  unidade: null,
  listaValores: [
    { id: 11, nome: 'Positivo' },
    { id: 12, nome: 'Negativo' },
  ],
};
const PATOTIPO: TipoResultadoRef = {
  id: 2,
  codigo: 'PATOTIPO_GA',
  nome: 'Patotipo (gripe aviária)',
  tipoValor: 'LISTA',
  unidade: null,
  listaValores: [
    { id: 21, nome: 'Alta patogenicidade' },
    { id: 22, nome: 'Baixa patogenicidade' },
  ],
};
const PATOTIPAGEM = { id: 50, codigo: 'GA_PATOTIPAGEM', nome: 'Patotipagem' };
const PCR: EnsaioRef = {
  id: 40,
  codigo: 'GA_RTPCR',
  nome: 'RT-PCR gripe aviária',
  doenca: 7,
  requerTipificacao: true,
  tipificacao: 'Patotipo AP/BP',
  matrizes: [],
  ensaiosTipificacao: [PATOTIPAGEM],
  tiposResultados: POS_NEG,
};

function resultado(ensaio: EnsaioRef): ResultadoRow {
  return {
    key: 'resultado-1',
    id: 1,
    documentosAnexos: [],
    amostra: { id: 3, sequencia: 'I-0001' },
    ensaio,
    tipoResultado: POS_NEG,
    valor: '',
    listaValores: null,
    medicoes: [],
    naoAnalisavel: false,
    observacoesResultado: '',
    ensaioTipificacao: null,
    resultadoTipificacao: '',
  };
}

const schemaFor = () => guardarResultadosSchema(false);

function Harness({ rows }: { rows: ResultadoRow[] }) {
  const domainForm = useDomainForm({
    schemaFor,
    toDraft: analisesDraft,
    defaultValues: { id: 9, codigoInternoLaboratorio: '', resultados: rows },
    fields: ['codigoInternoLaboratorio'],
    tables: ['resultados'],
    labelOf: (field) => field,
  });
  return (
    <DomainFormProvider domainForm={domainForm} readOnly={false}>
      <ResultadosTable editable />
    </DomainFormProvider>
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openPositive(user: User, ensaio: EnsaioRef, tipificacao: string) {
  renderWithProviders(<Harness rows={[resultado(ensaio)]} />);
  await user.click(screen.getByRole('button', { name: `Editar I-0001 — ${ensaio.nome}` }));
  const dialog = await screen.findByRole('dialog', { name: /Resultado/ });
  await choose(user, dialog, 'Resultado', 'Positivo');
  expect(
    within(dialog).getByText('O resultado selecionado requer o envio do controlo para serotipificação'),
  ).toBeInTheDocument();
  await choose(user, dialog, 'Ensaio de tipificação', tipificacao);
  return dialog;
}

describe('the typing of a positive result', { timeout: 20_000 }, () => {
  it("a pathotyping assay's values, from its result type", async () => {
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname.endsWith('/tiposResultados/search/getTiposResultadosByEnsaioTipificacao/'))
        return json(200, {
          _embedded: { tiposResultados: url.searchParams.get('id') === '50' ? [PATOTIPO] : [] },
          page: { size: 1, number: 0, totalElements: 1, totalPages: 1 },
        });
      return undefined;
    });
    const user = userEvent.setup();
    const dialog = await openPositive(user, PCR, 'Patotipagem');
    await choose(user, dialog, 'Resultado da tipificação', 'Alta patogenicidade');
    expect(within(dialog).getByRole('textbox', { name: /^Resultado da tipificação/ })).toHaveValue(
      'Alta patogenicidade',
    );
    expect(calls.some((c) => c.url.includes('getTiposResultadosByEnsaioTipificacao/?id=50'))).toBe(true);
  });

  it('an assay typing what it isolated takes a text, with no call', async () => {
    const calls = mockFetch(() => undefined);
    const cultura: EnsaioRef = {
      ...PCR,
      id: 60,
      nome: 'Cultura',
      ensaiosTipificacao: [{ id: 60, codigo: 'CULTURA', nome: 'Cultura' }],
    };
    const user = userEvent.setup();
    const dialog = await openPositive(user, cultura, 'Cultura');
    const texto = within(dialog).getByRole('textbox', { name: /^Resultado da tipificação/ });
    await user.type(texto, 'M. bovis');
    await waitFor(() => expect(texto).toHaveValue('M. bovis'));
    expect(calls.filter((c) => c.url.includes('getTiposResultadosByEnsaioTipificacao'))).toEqual([]);
  });
});

describe('results pasted from a spreadsheet', { timeout: 20_000 }, () => {
  const ELISA: EnsaioRef = {
    ...PCR,
    id: 41,
    codigo: 'LA_ELISA',
    nome: 'ELISA Língua Azul',
    requerTipificacao: false,
  };
  const rows = [
    resultado(PCR),
    { ...resultado(ELISA), key: 'resultado-2', id: 2, amostra: { id: 4, sequencia: 'I-0002' } },
  ];

  async function paste(user: User, text: string) {
    const dialog = await screen.findByRole('dialog', { name: 'Colar resultados de uma folha de cálculo' });
    const area = within(dialog).getByRole('textbox', { name: /Linhas copiadas/ });
    await user.clear(area);
    await user.click(area);
    await user.paste(text);
    return dialog;
  }

  it('previews each row with its errors, applies nothing while any, then applies all into the table', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Harness rows={rows} />);
    await user.click(screen.getByRole('button', { name: 'Colar resultados' }));
    let dialog = await paste(
      user,
      'Amostra\tEnsaio\tResultado\nI-0002\tLA_ELISA\tNegativo\nI-0001\tRT-PCR gripe aviária\tPositivo\nI-0009\tLA_ELISA\tNegativo',
    );
    const preview = within(dialog).getByTestId('previsao-colagem');
    await waitFor(() => expect(within(preview).getAllByRole('row')).toHaveLength(4));
    expect(
      within(preview).getByText('Este resultado requer tipificação: registe-o no formulário do resultado.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('Resultado desconhecido nesta colheita.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 linhas com erros');
    expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeDisabled();

    dialog = await paste(user, 'I-0002\tLA_ELISA\tNegativo\t\tsem reação\nI-0001\tGA_RTPCR\tnegativo');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 resultados prontos'));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const table = screen.getByTestId('tabela-resultados');
    const linhas = within(table).getAllByTestId('linha-resultado');
    expect(linhas[0]).toHaveTextContent('Negativo');
    expect(linhas[1]).toHaveTextContent('Negativo');
    expect(linhas[1]).toHaveTextContent('sem reação');
  });
});

describe('a yes/no result (001 §3.3: BOOLEAN shown Sim/Não)', { timeout: 20_000 }, () => {
  const SIM_NAO: TipoResultadoRef = {
    id: 3,
    codigo: 'SIM_NAO',
    nome: 'Sim/Não',
    tipoValor: 'BOOLEAN',
    unidade: null,
    listaValores: [],
  };
  const PRESENCA: EnsaioRef = {
    ...PCR,
    id: 42,
    codigo: 'PRESENCA',
    nome: 'Presença de parasitas',
    requerTipificacao: false,
    tiposResultados: SIM_NAO,
  };

  it('offers Sim and Não, stores true/false, and shows Sim/Não in the table', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Harness rows={[{ ...resultado(PRESENCA), tipoResultado: SIM_NAO }]} />);
    await user.click(screen.getByRole('button', { name: `Editar I-0001 — ${PRESENCA.nome}` }));
    const dialog = await screen.findByRole('dialog', { name: /Resultado/ });
    await user.click(within(dialog).getByRole('textbox', { name: /^Valor/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Sim', 'Não']);
    await user.click(screen.getByRole('option', { name: 'Não' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(screen.getByTestId('tabela-resultados')).getByTestId('linha-resultado')).toHaveTextContent(
      'Não',
    );
  });
});

describe('a repeatable result (001 §3.3 _LISTA)', { timeout: 20_000 }, () => {
  const DILUICOES: TipoResultadoRef = {
    id: 4,
    codigo: 'TITULOS',
    nome: 'Títulos por diluição',
    tipoValor: 'NUMERICO_LISTA',
    unidade: 'UI',
    listaValores: [],
  };
  const TITULACAO: EnsaioRef = {
    ...PCR,
    id: 43,
    codigo: 'TITULACAO',
    nome: 'Titulação',
    requerTipificacao: false,
    tiposResultados: DILUICOES,
  };

  it('takes values one by one, refuses one not of the type, removes one, and lists them in the table', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    const row = { ...resultado(TITULACAO), tipoResultado: DILUICOES, medicoes: [''] };
    renderWithProviders(<Harness rows={[row]} />);
    await user.click(screen.getByRole('button', { name: `Editar I-0001 — ${TITULACAO.nome}` }));
    const dialog = await screen.findByRole('dialog', { name: /Resultado/ });
    await user.type(within(dialog).getByRole('textbox', { name: /^Valor 1 \(UI\)/ }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar valor' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Valor 2/ }), 'alto');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar valor' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Valor 3/ }), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('O valor não corresponde ao tipo de resultado do ensaio.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remover o valor 2' }));
    expect(within(dialog).getByRole('textbox', { name: /^Valor 2/ })).toHaveValue('1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(screen.getByTestId('tabela-resultados')).getByTestId('linha-resultado')).toHaveTextContent(
      '40; 1,5',
    );
  });
});
