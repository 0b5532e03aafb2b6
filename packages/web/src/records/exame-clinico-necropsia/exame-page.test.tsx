import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SUBMIT_DOMESTICO_MESSAGE,
  SUBMIT_SELVAGEM_MESSAGE,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../../test/render-record.tsx';
import {
  ANIMAL_ABATIDO,
  ANIMAL_CACADO,
  ANIMAL_ENCONTRADO_MORTO,
  DECLARACAO,
  MOTIVO_DOENCAS,
  OBSERVACAO_GRUPO,
  OBSERVACAO_INDIVIDUAL,
  SITUACOES,
  makeExame,
  makeExameSelvagem,
  renderExame,
  serveExame,
} from './exame-fixtures.test-support.tsx';

// The clinical exam screen (001 §2.3, §4, §5.4, §6; issue 14) against a fake API: what each variant shows, who
// may change what, the official sections, the notifications' dates, the submit guard and what a save sends.

type User = ReturnType<typeof userEvent.setup>;

const CREATE = '/registar/exames-clinicos-e-necropsias';
const DETAIL = '/consultar/exames-clinicos-e-necropsias/8';
const EDITABLE = { GUARDAR: true, SUBMETER: true } as const;

function managementButtons(): string[] {
  return within(screen.getByRole('group', { name: 'Gestão' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

/** The level-3 headings (the tables) of a section. */
function tableTitles(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** A field shown read-only: a plain text (no list to open), not editable. */
function expectReadOnly(field: HTMLElement) {
  expect(field).toHaveAttribute('readonly');
  expect(field).not.toHaveAttribute('aria-haspopup');
}

/** A label's accessible name, with or without the asterisk of a required field. */
const named = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);

/** The textbox of a label. */
function field(label: string): HTMLElement {
  return screen.getByRole('textbox', { name: named(label) });
}

async function pickOption(user: User, label: string, option: string | RegExp) {
  await user.click(await screen.findByRole('textbox', { name: named(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function pickTipo(user: User, tipo: 'Doméstico' | 'Selvagem') {
  await pickOption(user, 'Tipo de animal', tipo);
  await screen.findByRole('heading', { level: 2, name: tipo });
}

/** Types `text` into a type-ahead and picks `option` from its answer. */
async function searchAndPick(user: User, label: string, text: string, option: string | RegExp) {
  await user.type(field(label), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function typeDate(user: User, label: string, date: string) {
  const input = field(label);
  await user.clear(input);
  await user.paste(date);
  await user.tab();
}

/** The management bar's Guardar (a row modal closing may still show its own). */
const guardar = () =>
  within(screen.getByRole('group', { name: 'Gestão' })).getByRole('button', { name: 'Guardar' });

/** Guardar, then Confirmar: the success toast. */
async function save(user: User) {
  await user.click(guardar());
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Confirmação' })).getByRole('button', {
      name: 'Confirmar',
    }),
  );
  expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
}

const nonGet = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('clinical exam screen (001 §2.3, §4, §5.4, §6)', { timeout: 60_000 }, () => {
  it('create as ROLE_SVL: Doméstico shows its fields, the three tables and their help', async () => {
    const user = userEvent.setup();
    serveExame(makeExame());
    renderExame(CREATE, 'ROLE_SVL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exame clínico e necrópsia' })).toBeVisible();
    expect(screen.queryByTestId('variante')).not.toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar', 'Guardar']);
    await pickTipo(user, 'Doméstico');
    const variante = screen.getByTestId('variante');
    for (const label of [
      /Exploração \(marca ou NIF\)/,
      /Médico veterinário/,
      /Data do exame/,
      /Data de início dos sinais clínicos/,
      /Motivos do exame/,
    ])
      expect(within(variante).getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(within(variante).getByRole('checkbox', { name: 'Exame oficial' })).not.toBeChecked();
    // Neither the wild header nor the reasons' fields nor the official sections.
    expect(screen.queryByRole('textbox', { name: /Situação do animal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Contingência/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Notificações de suspeita de doença')).not.toBeInTheDocument();
    expect(screen.queryByTestId('exame-oficial')).not.toBeInTheDocument();
    const tabelas = screen.getByTestId('tabelas');
    expect(tableTitles(tabelas)).toEqual([
      'Declaração de animais',
      'Sinais clínicos individuais',
      'Sinais clínicos de grupo',
    ]);
    for (const add of [
      'Adicionar declaração de animais',
      'Adicionar sinais clínicos individuais',
      'Adicionar sinais clínicos de grupo',
    ])
      expect(within(tabelas).getByRole('button', { name: add })).toBeInTheDocument();

    // The help says which animals go in which table; only Fechar.
    await user.click(within(tabelas).getByRole('button', { name: 'Ajuda: que animais selecionar' }));
    const ajuda = await screen.findByRole('dialog', { name: 'Que animais selecionar' });
    expect(within(ajuda).getByText('Sinais clínicos individuais:')).toBeInTheDocument();
    expect(within(ajuda).getByText('Sinais clínicos de grupo:')).toBeInTheDocument();
    expect(within(ajuda).getByText('Declaração de animais:')).toBeInTheDocument();
    expect(within(ajuda).getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
    expect(within(ajuda).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await user.click(within(ajuda).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Que animais selecionar' })).not.toBeInTheDocument(),
    );
    expect(managementButtons()).toEqual(['Voltar', 'Guardar']);
  });

  it('create as ROLE_SVL: Selvagem shows the wild header; Caçado adds the zone, the process and its table', async () => {
    const user = userEvent.setup();
    serveExame(makeExame());
    renderExame(CREATE, 'ROLE_SVL');
    await pickTipo(user, 'Selvagem');
    const variante = screen.getByTestId('variante');
    for (const label of [
      /Situação do animal/,
      /Programa ou plano/,
      /Data de observação/,
      /DSAVR/,
      /Responsável pela colheita/,
    ])
      expect(within(variante).getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(await within(variante).findByRole('group', { name: /^Localização/ })).toBeInTheDocument();
    // The user is the collection responsible (001 §6).
    expect(field('Responsável pela colheita')).toHaveValue('Rui Veterinário');
    // No domestic field.
    expect(screen.queryByRole('textbox', { name: /Exploração/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Exame oficial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Zona de caça/ })).not.toBeInTheDocument();
    // Before a situation, only the animal observations.
    expect(tableTitles(screen.getByTestId('tabelas'))).toEqual(['Observações de animais']);

    await pickOption(user, 'Situação do animal', 'Caçado');
    expect(await screen.findByRole('textbox', { name: /Zona de caça/ })).toBeInTheDocument();
    // An inactive process is not offered.
    await user.click(field('Processo de caça'));
    expect(await screen.findByRole('option', { name: 'Montaria' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Espera (inativo)' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(tableTitles(screen.getByTestId('tabelas'))).toEqual(['Animais caçados', 'Observações de animais']);
    // The situation is editable before the first save.
    expect(field('Situação do animal')).toHaveAttribute('aria-haspopup', 'listbox');

    await pickOption(user, 'Situação do animal', 'Recolhido Vivo');
    await waitFor(() =>
      expect(tableTitles(screen.getByTestId('tabelas'))).toEqual([
        'Animais recolhidos vivos',
        'Observações de animais',
      ]),
    );
    expect(screen.queryByRole('textbox', { name: /Zona de caça/ })).not.toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar', 'Guardar']);
  });

  it('create: the vet starts empty for ROLE_SVL and holds the user for ROLE_MV', async () => {
    const user = userEvent.setup();
    serveExame(makeExame());
    const svl = renderExame(CREATE, 'ROLE_SVL');
    await pickTipo(user, 'Doméstico');
    expect(field('Médico veterinário')).toHaveValue('');
    expect(field('Médico veterinário')).not.toHaveAttribute('readonly');
    svl.unmount();

    serveExame(makeExame());
    renderExame(CREATE, 'ROLE_MV');
    await pickTipo(user, 'Doméstico');
    expect(field('Médico veterinário')).toHaveValue('Rui Veterinário');
    expect(managementButtons()).toEqual(['Voltar', 'Guardar']);
  });

  it('ROLE_MV: "Motivos do exame" and "Exame oficial" are read-only (001 §6); the rest is editable', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame({ motivosExames: [MOTIVO_DOENCAS] }, EDITABLE));
    renderExame(DETAIL, 'ROLE_MV');
    await screen.findByTestId('variante');
    expectReadOnly(field('Motivos do exame'));
    expect(field('Motivos do exame')).toHaveValue('Suspeita de doença');
    expectReadOnly(field('Exame oficial'));
    expect(field('Exame oficial')).toHaveValue('Não');
    expect(screen.queryByRole('checkbox', { name: 'Exame oficial' })).not.toBeInTheDocument();
    // The other fields are the vet's to change; the reason still shows the linked notifications.
    expect(field('Data do exame')).not.toHaveAttribute('readonly');
    expect(field('Exploração (marca ou NIF)')).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByText('Notificações de suspeita de doença')).toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar', 'Guardar', 'Submeter']);

    await save(user);
    expect(lastBody(server.calls, 'PATCH', '/8/save')).toMatchObject({
      role: 'ROLE_MV',
      motivosExames: [2],
      exameOficial: false,
    });
  });

  it('ROLE_SVL on the same exam: the reasons and the official flag are editable', async () => {
    serveExame(makeExame({ motivosExames: [MOTIVO_DOENCAS] }, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('variante');
    expect(field('Motivos do exame')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Exame oficial' })).toBeEnabled();
  });

  it('a reason with mostrarContingencia reveals "Contingência", one with mostrarDoencas the notifications', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame({}, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('variante');
    await pickOption(user, 'Motivos do exame', 'Vigilância');
    expect(screen.queryByRole('textbox', { name: /Contingência/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Notificações de suspeita de doença')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('option', { name: 'Plano de contingência' }));
    const contingencia = await screen.findByRole('textbox', { name: /Contingência/ });
    expect(screen.queryByText('Notificações de suspeita de doença')).not.toBeInTheDocument();
    await user.click(contingencia);
    await user.paste('Plano regional de emergência');

    await pickOption(user, 'Motivos do exame', 'Suspeita de doença');
    expect(await screen.findByText('Notificações de suspeita de doença')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Contingência/ })).toHaveValue('Plano regional de emergência');
    await user.keyboard('{Escape}');

    await save(user);
    const body = lastBody(server.calls, 'PATCH', '/8/save');
    expect(body).toMatchObject({ contingencia: 'Plano regional de emergência' });
    expect([...(body.motivosExames as number[])].sort()).toEqual([1, 2, 3]);
  });

  it('linking notifications fills the dates with their earliest, unless the exam’s are earlier (001 §4)', async () => {
    const user = userEvent.setup();
    // The exam: 10/03 (date), 01/03 (signs). Notification 51: signs 04/03, test 06/03; 52: signs 20/02, test 08/03.
    const server = serveExame(makeExame({ motivosExames: [MOTIVO_DOENCAS] }, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('variante');
    const notificacoes = field('Notificações de suspeita de doença');
    await user.type(notificacoes, 'NSD');
    // Those of the exam's holding (AB12C) first (issue 14).
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'NSD/000052',
        'NSD/000051',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'NSD/000051' }));
    // The test date (06/03) is earlier than the exam's; the exam's signs start (01/03) earlier than 04/03.
    await waitFor(() => expect(field('Data do exame')).toHaveValue('06/03/2026'));
    expect(field('Data de início dos sinais clínicos')).toHaveValue('01/03/2026');

    await searchAndPick(user, 'Notificações de suspeita de doença', '52', 'NSD/000052');
    await waitFor(() => expect(field('Data de início dos sinais clínicos')).toHaveValue('20/02/2026'));
    expect(field('Data do exame')).toHaveValue('06/03/2026');

    await save(user);
    expect(lastBody(server.calls, 'PATCH', '/8/save')).toMatchObject({
      notificacoesSuspeitasDoencas: [51, 52],
      data: '2026-03-06',
      dataInicioSinaisClinicos: '2026-02-20',
    });
  });

  it('create: linking a notification fills empty dates with its own', async () => {
    const user = userEvent.setup();
    serveExame(makeExame());
    renderExame(CREATE, 'ROLE_SVL');
    await pickTipo(user, 'Doméstico');
    expect(field('Data do exame')).toHaveValue('');
    await pickOption(user, 'Motivos do exame', 'Suspeita de doença');
    await user.keyboard('{Escape}');
    await searchAndPick(user, 'Notificações de suspeita de doença', '51', 'NSD/000051');
    await waitFor(() => expect(field('Data do exame')).toHaveValue('06/03/2026'));
    expect(field('Data de início dos sinais clínicos')).toHaveValue('04/03/2026');
  });

  it('the official section shows only for a saved official domestic exam', async () => {
    const user = userEvent.setup();
    // A new exam, official: no section before it has an id (001 §2.3).
    serveExame(makeExame());
    const novo = renderExame(CREATE, 'ROLE_SVL');
    await pickTipo(user, 'Doméstico');
    await user.click(screen.getByRole('checkbox', { name: 'Exame oficial' }));
    expect(screen.getByRole('checkbox', { name: 'Exame oficial' })).toBeChecked();
    expect(screen.queryByTestId('exame-oficial')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Exame oficial' })).not.toBeInTheDocument();
    novo.unmount();

    // Saved, not official: none.
    serveExame(makeExame({}, EDITABLE));
    const naoOficial = renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('variante');
    expect(screen.queryByTestId('exame-oficial')).not.toBeInTheDocument();
    expect(screen.queryByText('Registos de rastreabilidade')).not.toBeInTheDocument();
    naoOficial.unmount();

    // Saved and official: the section, with its heading.
    serveExame(makeExame({ exameOficial: true }, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    const oficial = await screen.findByTestId('exame-oficial');
    expect(within(oficial).getByRole('heading', { level: 2, name: 'Exame oficial' })).toBeInTheDocument();
    for (const group of [/Registos de rastreabilidade/, /Registos de saúde/, /Valores produtivos/])
      expect(within(oficial).getByRole('radiogroup', { name: group })).toBeInTheDocument();
    for (const label of [
      /Observações dos registos de rastreabilidade/,
      /^Desconformidades$/,
      /Outras desconformidades/,
      /^Observações$/,
    ])
      expect(within(oficial).getByRole('textbox', { name: label })).toBeInTheDocument();
  });

  it('official: the health non-conformities only with "Não conforme", the deviations only with "Desvios"', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame({ exameOficial: true }, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    const oficial = await screen.findByTestId('exame-oficial');
    expect(screen.queryByText('Desconformidades dos registos de saúde')).not.toBeInTheDocument();
    expect(screen.queryByText('Detalhe dos desvios')).not.toBeInTheDocument();

    const saude = within(oficial).getByRole('radiogroup', { name: /Registos de saúde/ });
    await user.click(within(saude).getByRole('radio', { name: 'Conforme' }));
    expect(screen.queryByText('Desconformidades dos registos de saúde')).not.toBeInTheDocument();
    await user.click(within(saude).getByRole('radio', { name: 'Não conforme' }));
    await pickOption(user, 'Desconformidades dos registos de saúde', 'Sem registo de mortalidade');
    await user.keyboard('{Escape}');

    const valores = within(oficial).getByRole('radiogroup', { name: /Valores produtivos/ });
    await user.click(within(valores).getByRole('radio', { name: 'Valores normais' }));
    expect(screen.queryByText('Detalhe dos desvios')).not.toBeInTheDocument();
    await user.click(within(valores).getByRole('radio', { name: 'Desvios' }));
    await user.click(await screen.findByRole('textbox', { name: /Detalhe dos desvios/ }));
    await user.paste('Quebra de 20%');

    const rastreabilidade = within(oficial).getByRole('radiogroup', { name: /Registos de rastreabilidade/ });
    await user.click(within(rastreabilidade).getByRole('radio', { name: 'Conforme' }));
    // The non-conformities are searched from 2 characters.
    await searchAndPick(user, 'Desconformidades', 'id', 'Falta de identificação');

    await save(user);
    expect(lastBody(server.calls, 'PATCH', '/8/save')).toMatchObject({
      exameOficial: true,
      registosRastreabilidade: 'CONFORME',
      registosSaude: 'NAO_CONFORME',
      desconformidadesRegistoSaude: [32],
      desconformidades: [22],
      registosValoresProdutivos: 'DESVIOS',
      valoresProdutivos: 'Quebra de 20%',
    });
  });

  it('an official saved exam without its records is refused on save, nothing sent (001 §5.4)', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame({ exameOficial: true }, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('exame-oficial');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const list = await screen.findByRole('alert');
    expect(within(list).getByText(/Registos de saúde/)).toBeInTheDocument();
    expect(within(list).getByText(/Registos de rastreabilidade/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirmação' })).not.toBeInTheDocument();
    expect(nonGet(server.calls)).toHaveLength(0);
  });

  it('Submeter on a domestic exam without declaration or observation is refused, nothing sent', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame({ declaracoesAnimais: [DECLARACAO] }, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    expect(await screen.findByText(SUBMIT_DOMESTICO_MESSAGE)).toBeInTheDocument();
    expect(SUBMIT_DOMESTICO_MESSAGE).toBe(
      'É obrigatório ter declaração de animais e observações clínicas individuais ou de grupo',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirmação' })).not.toBeInTheDocument();
    expect(nonGet(server.calls)).toHaveLength(0);
  });

  it('Submeter on a wild exam without animals is refused, nothing sent', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExameSelvagem({}, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    expect(await screen.findByText('É obrigatório registar pelo menos um animal.')).toBeInTheDocument();
    expect(SUBMIT_SELVAGEM_MESSAGE).toBe('É obrigatório registar pelo menos um animal.');
    expect(nonGet(server.calls)).toHaveLength(0);
  });

  it('Submeter on a complete domestic exam asks "Deseja confirmar?" and posts the version', async () => {
    const user = userEvent.setup();
    const server = serveExame(
      makeExame({ declaracoesAnimais: [DECLARACAO], observacoesClinicasGrupo: [OBSERVACAO_GRUPO] }, EDITABLE),
      { transitions: { submeter: { estado: 'SUBMETIDO', permissoes: { CONSULTAR: true } } } },
    );
    renderExame(DETAIL, 'ROLE_SVL');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja confirmar?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo submetido.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/8/submeter')).toEqual({ version: 2 });
    expect(screen.queryByText(SUBMIT_DOMESTICO_MESSAGE)).not.toBeInTheDocument();
  });

  it('save sends the payload: the holding by its brand, ids, the rows, the version and the role', async () => {
    const user = userEvent.setup();
    const server = serveExame(
      makeExame(
        {
          motivosExames: [MOTIVO_DOENCAS],
          notificacoesSuspeitasDoencas: [{ id: 51, numeroSerie: 'NSD/000051' }],
          declaracoesAnimais: [DECLARACAO],
          observacoesClinicasIndividuais: [OBSERVACAO_INDIVIDUAL],
        },
        EDITABLE,
      ),
    );
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('variante');
    await typeDate(user, 'Data do exame', '09/03/2026');
    await save(user);
    const body = lastBody(server.calls, 'PATCH', '/examesClinicosNecropsias/8/save');
    expect(body).toMatchObject({
      id: 8,
      version: 2,
      role: 'ROLE_SVL',
      serie: 3,
      tipoAnimal: 'DOMESTICO',
      exploracao: 'AB12C',
      medicoVeterinario: 7,
      motivosExames: [2],
      notificacoesSuspeitasDoencas: [51],
      data: '2026-03-09',
      dataInicioSinaisClinicos: '2026-03-01',
      exameOficial: false,
      declaracoesAnimais: [{ id: 200, subCategoriaAnimal: 1, animaisPresentes: 40, animaisCadaveres: 2 }],
      observacoesClinicasIndividuais: [
        { id: 300, subCategoriaAnimal: 1, sinaisClinicos: [101], lesoes: [111] },
      ],
      observacoesClinicasGrupo: [],
      situacaoAnimal: null,
      animaisCacados: [],
    });
  });

  it('create: the new domestic exam is posted and its detail opens', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame());
    const { router } = renderExame(CREATE, 'ROLE_SVL');
    await pickTipo(user, 'Doméstico');
    await searchAndPick(user, 'Exploração (marca ou NIF)', 'AB1', /AB12C/);
    await searchAndPick(user, 'Médico veterinário', 'Sa', /Sara Veterinária/);
    await typeDate(user, 'Data do exame', '05/03/2026');
    await save(user);
    expect(lastBody(server.calls, 'POST', '/examesClinicosNecropsias/create')).toMatchObject({
      role: 'ROLE_SVL',
      serie: 3,
      tipoAnimal: 'DOMESTICO',
      exploracao: 'AB12C',
      medicoVeterinario: 8,
      data: '2026-03-05',
      exameOficial: false,
      declaracoesAnimais: [],
    });
    // Only vets-to-be are searched (001 §6).
    expect(
      server.calls.some(
        (call) =>
          call.url.includes('utilizadores/search/findUtilizadorByNomeOrNif') &&
          call.url.includes('veterinario=true'),
      ),
    ).toBe(true);
    // The holding is searched by brand or NIF (001 §2.3).
    const holdingSearch = server.calls.find((call) => call.url.includes('exploracoes/search/find'));
    expect(new URL(holdingSearch?.url ?? '', 'http://localhost').searchParams.getAll('attributes')).toEqual([
      'marca',
      'nif',
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/consultar/exames-clinicos-e-necropsias/42'),
    );
  });

  it('create: a wild exam is posted with its header, the user as the collection responsible', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame(), {
      created: makeExameSelvagem(
        { id: 42, version: 0, numeroSerie: 'ECN/000042' },
        { GUARDAR: true, SUBMETER: true },
      ),
    });
    const { router } = renderExame(CREATE, 'ROLE_SVR');
    await pickTipo(user, 'Selvagem');
    await pickOption(user, 'Situação do animal', 'Abatido');
    await pickOption(user, 'Programa ou plano', 'Programa de vigilância');
    await pickOption(user, 'DSAVR', 'DSAVR Centro');
    await typeDate(user, 'Data de observação', '09/03/2026');
    await screen.findByRole('group', { name: 'WGS84 (graus decimais)' });
    await user.type(field('Latitude'), '39.5');
    await user.type(field('Longitude'), '-8.1');
    await user.tab();
    expect(tableTitles(screen.getByTestId('tabelas'))).toEqual([
      'Animais abatidos',
      'Observações de animais',
    ]);
    await save(user);
    const body = lastBody(server.calls, 'POST', '/examesClinicosNecropsias/create');
    expect(body).toMatchObject({
      role: 'ROLE_SVR',
      tipoAnimal: 'SELVAGEM',
      situacaoAnimal: 'ABATIDO',
      programa: 121,
      dataObservacao: '2026-03-09',
      dsavr: 5,
      responsavelColheita: 7,
      localizacao: { latitude: 39.5, longitude: -8.1 },
      // Not hunted: no zone or process; no domestic field.
      zonaCaca: null,
      processoCaca: null,
      exploracao: null,
      medicoVeterinario: null,
      animaisAbatidos: [],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/consultar/exames-clinicos-e-necropsias/42'),
    );
  });

  it('create: Guardar without the animal type is refused, nothing sent', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame());
    renderExame(CREATE, 'ROLE_SVL');
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Tipo de animal/);
    expect(nonGet(server.calls)).toHaveLength(0);
  });

  it('a saved wild exam in INICIAL: the situation is read-only, the rest of the header editable', async () => {
    serveExame(makeExameSelvagem({}, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('variante');
    expectReadOnly(field('Situação do animal'));
    expect(field('Situação do animal')).toHaveValue('Caçado');
    expectReadOnly(field('Tipo de animal'));
    for (const label of ['Programa ou plano', 'DSAVR', 'Zona de caça', 'Processo de caça'])
      expect(field(label)).toHaveAttribute('aria-haspopup', 'listbox');
    expect(field('Data de observação')).not.toHaveAttribute('readonly');
  });

  it('a wild exam past INICIAL: the header is read-only, the tables still take rows', async () => {
    serveExame(
      makeExameSelvagem(
        {
          estado: 'DEVOLVIDO',
          animaisCacados: [ANIMAL_CACADO],
          devolucoes: [
            {
              id: 1,
              dataDevolucao: '2026-03-11T10:00:00Z',
              descricao: 'Primeira',
              motivo: { id: 1, nome: 'Dados em falta', descricao: null },
            },
            {
              id: 2,
              dataDevolucao: '2026-03-12T10:00:00Z',
              descricao: 'Rever a zona de caça',
              motivo: { id: 2, nome: 'Dados incorretos', descricao: null },
            },
          ],
        },
        EDITABLE,
      ),
    );
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('variante');
    // In DEVOLVIDO the latest return shows (001 §4).
    expect(screen.getByText('Registo devolvido')).toBeInTheDocument();
    expect(screen.getByText('Dados incorretos')).toBeInTheDocument();
    expect(screen.getByText('Rever a zona de caça')).toBeInTheDocument();
    expect(screen.queryByText('Dados em falta')).not.toBeInTheDocument();
    const expected: [string, string][] = [
      ['Situação do animal', 'Caçado'],
      ['Programa ou plano', 'Programa de vigilância'],
      ['Data de observação', '09/03/2026'],
      ['DSAVR', 'DSAVR Centro'],
      ['Responsável pela colheita', 'Rui Veterinário'],
      ['Zona de caça', 'Zona de caça do Monte'],
      ['Processo de caça', 'Montaria'],
    ];
    for (const [label, value] of expected) {
      expectReadOnly(field(label));
      expect(field(label)).toHaveValue(value);
    }
    expect(
      screen.queryByRole('button', { name: 'Limpar Responsável pela colheita' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar animal caçado' })).toBeInTheDocument();
    expect(managementButtons()).toContain('Guardar');
  });

  it('a hunted exam shows the totals row of its hunted animals (001 §2.3)', async () => {
    serveExame(
      makeExameSelvagem(
        {
          animaisCacados: [
            ANIMAL_CACADO,
            {
              ...ANIMAL_CACADO,
              id: 401,
              sequencia: 2,
              comercio: 5,
              autoconsumo: null,
              rejeitados: 2,
              semCaracteristicasAnormais: 4,
              total: 7,
            },
          ],
        },
        EDITABLE,
      ),
    );
    renderExame(DETAIL, 'ROLE_SVL');
    const totais = await screen.findByTestId('tabela-animaisCacados-totais');
    const cells = [...totais.querySelectorAll('th, td')].map((cell) => cell.textContent);
    // Espécie (the "Total" label), Sexo, Classe etária, Comércio, Autoconsumo, Rejeitados, Sem características
    // anormais, Total, Anexos, the actions.
    expect(cells.slice(0, 8)).toEqual(['Total', '', '', '7', '1', '3', '7', '11']);
    expect(screen.getAllByTestId('linha-animaisCacados')).toHaveLength(2);
  });

  it('a slaughtered exam shows the totals row of how many were slaughtered; found dead has none', async () => {
    serveExame(
      makeExameSelvagem(
        {
          situacaoAnimal: SITUACOES.ABATIDO,
          zonaCaca: null,
          processoCaca: null,
          animaisAbatidos: [ANIMAL_ABATIDO, { ...ANIMAL_ABATIDO, id: 411, sequencia: 2, total: 5 }],
        },
        EDITABLE,
      ),
    );
    const abatidos = renderExame(DETAIL, 'ROLE_SVL');
    const totais = await screen.findByTestId('tabela-animaisAbatidos-totais');
    const cells = [...totais.querySelectorAll('th, td')].map((cell) => cell.textContent);
    // Espécie ("Total"), Sexo, Classe etária, Motivo, Com alterações, Destino, Número de animais abatidos.
    expect(cells.slice(0, 7)).toEqual(['Total', '', '', '', '', '', '7']);
    abatidos.unmount();

    serveExame(
      makeExameSelvagem(
        {
          situacaoAnimal: SITUACOES.ENCONTRADO_MORTO,
          zonaCaca: null,
          processoCaca: null,
          animaisEncontradosMortos: [ANIMAL_ENCONTRADO_MORTO],
        },
        EDITABLE,
      ),
    );
    renderExame(DETAIL, 'ROLE_SVL');
    expect(await screen.findByTestId('linha-animaisEncontradosMortos')).toBeInTheDocument();
    expect(screen.queryByTestId('tabela-animaisEncontradosMortos-totais')).not.toBeInTheDocument();
  });

  it('"Duplicar linha 1" opens the add modal on a copy of the declaration, saved as a new row', async () => {
    const user = userEvent.setup();
    const server = serveExame(makeExame({ declaracoesAnimais: [DECLARACAO] }, EDITABLE));
    renderExame(DETAIL, 'ROLE_SVL');
    // Every table names its rows "linha n": the declaration's own.
    const declaracoes = await screen.findByTestId('tabela-declaracoesAnimais');
    await user.click(within(declaracoes).getByRole('button', { name: 'Duplicar linha 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar declaração de animais' });
    expect(within(dialog).getByRole('textbox', { name: /Animais presentes/ })).toHaveValue('40');
    expect(within(dialog).getByRole('textbox', { name: /Animais que morreram/ })).toHaveValue('3');
    expect(within(dialog).getByRole('textbox', { name: /Cadáveres presentes/ })).toHaveValue('2');
    // A category is declared once: the copy comes without it, and Guardar waits for another.
    expect(within(dialog).getByRole('textbox', { name: /Categoria/ })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: /Categoria/ }));
    await user.click(await screen.findByRole('option', { name: 'Vitelos' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByTestId('linha-declaracoesAnimais')).toHaveLength(2);

    await save(user);
    expect(lastBody(server.calls, 'PATCH', '/8/save')).toMatchObject({
      declaracoesAnimais: [
        { id: 200, subCategoriaAnimal: 1, animaisPresentes: 40 },
        {
          id: null,
          subCategoriaAnimal: 2,
          animaisPresentes: 40,
          animaisMorreram: 3,
          animaisNecropsiados: 1,
          animaisCadaveres: 2,
          observacoes: 'Estábulo norte',
        },
      ],
    });
  });

  it('a read-only exam: no Adicionar, no help, no Guardar; rows through their view modal', async () => {
    const user = userEvent.setup();
    serveExame(makeExame({ estado: 'SUBMETIDO', declaracoesAnimais: [DECLARACAO] }, { CONSULTAR: true }));
    renderExame(DETAIL, 'ROLE_SVL');
    await screen.findByTestId('tabelas');
    expect(screen.queryByRole('button', { name: /^Adicionar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajuda: que animais selecionar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duplicar linha 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expectReadOnly(field('Data do exame'));
    await user.click(screen.getByRole('button', { name: 'Ver linha 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declaração de animais' });
    expect(within(dialog).getByRole('textbox', { name: /Animais presentes/ })).toHaveValue('40');
  });
});
