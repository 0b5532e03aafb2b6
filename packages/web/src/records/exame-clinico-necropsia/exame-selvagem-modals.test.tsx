import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  animalAbatidoSchema,
  animalCacadoSchema,
  animalEncontradoMortoSchema,
  animalRecolhidoVivoSchema,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.rows';
import { SEM_CARACTERISTICAS_WARNING } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import { addDays, formatDisplayDate, todayIn } from '@sigsa/domain/validation/dates';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { RowsTable } from '../../components/rows-table.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { i18n } from '../../platform/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { AjudaObservacaoClinicaButton } from './ajuda-observacao-clinica-modal.tsx';
import { AnimalAbatidoModal, type AnimalAbatidoOptions } from './animal-abatido-modal.tsx';
import { AnimalCacadoModal } from './animal-cacado-modal.tsx';
import { AnimalEncontradoMortoModal } from './animal-encontrado-morto-modal.tsx';
import { AnimalRecolhidoVivoModal, type AnimalRecolhidoVivoOptions } from './animal-recolhido-vivo-modal.tsx';
import {
  animalAbatidoDraft,
  animalCacadoDraft,
  animalCacadoRow,
  animalEncontradoMortoDraft,
  animalRecolhidoVivoDraft,
  emptyAnimalAbatido,
  emptyAnimalCacado,
  emptyAnimalEncontradoMorto,
  emptyAnimalRecolhidoVivo,
  type AnimalAbatidoRow,
  type AnimalCacadoRow,
  type AnimalEncontradoMortoRow,
  type AnimalRecolhidoVivoRow,
  type AnimalSelvagemOptions,
} from './exame-selvagem-rows.ts';
import { animaisAbatidosTable, animaisCacadosTable } from './exame-selvagem-tables.tsx';

// The wild exam's modals standalone (001 §2.4, §3.4, §5.4; issue 14): Guardar disabled while the domain's row
// schema refuses the row, the conditional fields, the hunted total and warning, and the row handed to onSave.

type User = ReturnType<typeof userEvent.setup>;

const ANIMAL: AnimalSelvagemOptions = {
  especies: [
    { id: 30, nome: 'Javali' },
    { id: 31, nome: 'Veado' },
  ],
  sexos: [
    { id: 41, nome: 'Macho' },
    { id: 42, nome: 'Fêmea' },
  ],
  classesEtarias: [
    { id: 51, nome: 'Adulto' },
    { id: 52, nome: 'Juvenil' },
  ],
};
const ALTERACOES = [
  { id: 60, nome: 'Abcesso' },
  { id: 61, nome: 'Quisto' },
];
const ABATIDO_OPTIONS: AnimalAbatidoOptions = {
  ...ANIMAL,
  alteracoes: ALTERACOES,
  metodosAbate: [{ id: 65, nome: 'Arma de fogo' }],
  motivosAbate: [{ id: 70, nome: 'Sanitário' }],
};
const RECOLHIDO_OPTIONS: AnimalRecolhidoVivoOptions = {
  ...ANIMAL,
  alteracoes: ALTERACOES,
  examesClinicos: [{ id: 90, nome: 'Normal' }],
  destinos: [{ id: 95, nome: 'Centro de recuperação' }],
};

/** The modal's handlers, spied. */
function handlers<R>() {
  return { onSave: vi.fn<(row: R) => void>(), onClose: vi.fn() };
}

/** The row the last Guardar handed over. */
function saved<R>(onSave: ReturnType<typeof vi.fn<(row: R) => void>>): R {
  expect(onSave).toHaveBeenCalledTimes(1);
  return onSave.mock.calls[0]?.[0] as R;
}

async function pick(user: User, dialog: HTMLElement, label: RegExp, option: string) {
  await user.click(within(dialog).getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function answer(user: User, dialog: HTMLElement, label: RegExp, value: 'Sim' | 'Não') {
  await user.click(
    within(within(dialog).getByRole('radiogroup', { name: label })).getByRole('radio', { name: value }),
  );
}

async function pickAnimal(user: User, dialog: HTMLElement) {
  await pick(user, dialog, /Espécie/, 'Javali');
  await pick(user, dialog, /Sexo/, 'Fêmea');
  await pick(user, dialog, /Classe etária/, 'Adulto');
}

const guardar = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Guardar' });

/** axe-core on the open modal (jsdom cannot compute colours: contrast is the browser tests'). */
async function expectAccessible(dialog: HTMLElement) {
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('wild exam modals (001 §3.4, §5.4)', { timeout: 60_000 }, () => {
  it('hunted: the total computed read-only, the warning not blocking, the row saved', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = handlers<AnimalCacadoRow>();
    renderWithProviders(
      <AnimalCacadoModal
        opened
        row={emptyAnimalCacado()}
        mode="add"
        options={ANIMAL}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar animal caçado' });
    expect(guardar(dialog)).toBeDisabled();
    const total = within(dialog).getByRole('textbox', { name: 'Total' });
    expect(total).toHaveAttribute('readonly');
    expect(total).toHaveValue('0');

    await pickAnimal(user, dialog);
    for (const [label, value] of [
      [/Comércio/, '3'],
      [/Autoconsumo/, '2'],
      [/Rejeitados/, '1'],
    ] as const)
      await user.type(within(dialog).getByRole('textbox', { name: label }), value);
    expect(total).toHaveValue('6');
    // Without abnormal features is required.
    expect(guardar(dialog)).toBeDisabled();

    // More than the kept ones (6 - 1 rejected) warns, verbatim, and does not block.
    const sem = within(dialog).getByRole('textbox', { name: /Sem características anormais/ });
    await user.type(sem, '6');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SEM_CARACTERISTICAS_WARNING);
    expect(SEM_CARACTERISTICAS_WARNING).toBe(
      'Número de animais sem características anormais não pode ser superior ao total de animais caçados(excluindo os rejeitados).',
    );
    await waitFor(() => expect(guardar(dialog)).toBeEnabled());
    await user.clear(sem);
    await user.type(sem, '5');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await expectAccessible(dialog);

    await user.click(guardar(dialog));
    const row = saved(onSave);
    expect(row).toMatchObject({ comercio: 3, autoconsumo: 2, rejeitados: 1, semCaracteristicasAnormais: 5 });
    expect(animalCacadoSchema.parse(animalCacadoDraft(row))).toEqual({
      id: null,
      especie: 30,
      sexo: 42,
      classeEtaria: 51,
      comercio: 3,
      autoconsumo: 2,
      rejeitados: 1,
      semCaracteristicasAnormais: 5,
      total: 6,
    });
  });

  it('hunted, viewed: read-only fields, the computed total, no Guardar; edited: its title', async () => {
    const stored = animalCacadoRow({
      id: 7,
      especie: { id: 30, codigo: 'JAVALI', nome: 'Javali' },
      sexo: { id: 41, codigo: 'M', nome: 'Macho' },
      classeEtaria: { id: 51, codigo: 'A', nome: 'Adulto' },
      comercio: 4,
      autoconsumo: null,
      rejeitados: 1,
      semCaracteristicasAnormais: 2,
      total: 5,
    });
    const { onSave, onClose } = handlers<AnimalCacadoRow>();
    const view = renderWithProviders(
      <AnimalCacadoModal
        opened
        row={stored}
        mode="view"
        options={ANIMAL}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Animal caçado' });
    expect(within(dialog).getByRole('textbox', { name: 'Espécie' })).toHaveValue('Javali');
    expect(within(dialog).getByRole('textbox', { name: 'Total' })).toHaveValue('5');
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    view.unmount();

    renderWithProviders(
      <AnimalCacadoModal
        opened
        row={stored}
        mode="edit"
        options={ANIMAL}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    const edit = await screen.findByRole('dialog', { name: 'Editar animal caçado' });
    await waitFor(() => expect(guardar(edit)).toBeEnabled());
  });

  it('slaughtered: the changes only for altered animals, the destination its extra (burial on a map)', async () => {
    mockFetch((call) => {
      if (call.url.startsWith('/api/config')) return json(200, { version: 'x', mapTileUrl: null });
      if (call.url.startsWith('/api/limitesAdministrativos'))
        return json(200, { type: 'FeatureCollection', features: [] });
      return undefined;
    });
    const user = userEvent.setup();
    const { onSave, onClose } = handlers<AnimalAbatidoRow>();
    renderWithProviders(
      <AnimalAbatidoModal
        opened
        row={emptyAnimalAbatido()}
        mode="add"
        options={ABATIDO_OPTIONS}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar animal abatido' });
    expect(guardar(dialog)).toBeDisabled();
    await pickAnimal(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /Número de animais abatidos/ }), '2');
    await pick(user, dialog, /Motivo do abate/, 'Sanitário');
    expect(within(dialog).queryByRole('textbox', { name: /Alterações/ })).not.toBeInTheDocument();
    await answer(user, dialog, /Animais com alterações/, 'Sim');
    expect(within(dialog).getByRole('textbox', { name: /^Alterações/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Outras alterações/ })).toBeInTheDocument();
    await answer(user, dialog, /Animais com alterações/, 'Não');
    expect(within(dialog).queryByRole('textbox', { name: /Outras alterações/ })).not.toBeInTheDocument();
    // The destination is still missing.
    expect(guardar(dialog)).toBeDisabled();

    // 'Outro' asks what it was (required); burial asks for a point instead.
    await pick(user, dialog, /Destino dos subprodutos/, 'Outro');
    const detalhe = within(dialog).getByRole('textbox', { name: /Descrição do destino/ });
    await waitFor(() => expect(guardar(dialog)).toBeDisabled());
    await user.type(detalhe, 'Incineração');
    await waitFor(() => expect(guardar(dialog)).toBeEnabled());
    await pick(user, dialog, /Destino dos subprodutos/, 'Enterramento');
    expect(within(dialog).queryByRole('textbox', { name: /Descrição do destino/ })).not.toBeInTheDocument();
    const local = await within(dialog).findByRole('group', { name: /Local do enterramento/ });
    await user.type(await within(local).findByRole('textbox', { name: 'Latitude' }), '38.5');
    await user.type(within(local).getByRole('textbox', { name: 'Longitude' }), '-7.9');
    await user.tab();
    await pick(user, dialog, /Destino dos subprodutos/, 'Taxidermia');
    expect(within(dialog).getByRole('textbox', { name: /Número de registo SIPACE/ })).toBeInTheDocument();
    await pick(user, dialog, /Destino dos subprodutos/, 'Enterramento');
    await expectAccessible(dialog);

    await waitFor(() => expect(guardar(dialog)).toBeEnabled());
    await user.click(guardar(dialog));
    const payload = animalAbatidoSchema.parse(animalAbatidoDraft(saved(onSave)));
    expect(payload).toMatchObject({
      especie: 30,
      animaisComAlteracoes: false,
      alteracoes: [],
      metodoAbate: null,
      motivoAbate: 70,
      total: 2,
      destinoSubprodutos: 'ENTERRAMENTO',
      detalheDestinoSubprodutos: null,
    });
  });

  it('found dead: the ANIMAS occurrence and the same-species count only when yes, the day of death checked', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = handlers<AnimalEncontradoMortoRow>();
    renderWithProviders(
      <AnimalEncontradoMortoModal
        opened
        row={emptyAnimalEncontradoMorto()}
        mode="add"
        options={ANIMAL}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar animal encontrado morto' });
    expect(guardar(dialog)).toBeDisabled();
    await pickAnimal(user, dialog);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Número de animais encontrados mortos/ }),
      '3',
    );
    await answer(user, dialog, /Cadáver em decomposição/, 'Não');
    await answer(user, dialog, /Outros animais mortos da mesma espécie/, 'Não');
    expect(within(dialog).queryByRole('textbox', { name: /ocorrência/ })).not.toBeInTheDocument();
    await answer(user, dialog, /Registado no ANIMAS/, 'Sim');
    const ocorrencia = within(dialog).getByRole('textbox', { name: /Número de ocorrência no ANIMAS/ });
    expect(ocorrencia).toBeRequired();
    await waitFor(() => expect(guardar(dialog)).toBeDisabled());
    await user.type(ocorrencia, '1234');
    await waitFor(() => expect(guardar(dialog)).toBeEnabled());

    expect(
      within(dialog).queryByRole('textbox', { name: /Número de animais mortos da mesma espécie/ }),
    ).not.toBeInTheDocument();
    await answer(user, dialog, /Outros animais mortos da mesma espécie/, 'Sim');
    const mesmaEspecie = within(dialog).getByRole('textbox', {
      name: /Número de animais mortos da mesma espécie/,
    });
    await waitFor(() => expect(guardar(dialog)).toBeDisabled());
    await user.type(mesmaEspecie, '2');
    await waitFor(() => expect(guardar(dialog)).toBeEnabled());

    // After today is refused; more than a year ago warns (000 §5), titled with the field, and does not block.
    const data = within(dialog).getByRole('textbox', { name: /Data da morte/ });
    const today = todayIn(new Date());
    await user.type(data, formatDisplayDate(addDays(today, 1)));
    await user.tab();
    await waitFor(() => expect(data).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(data);
    await user.type(data, formatDisplayDate(addDays(today, -400)));
    const warning = await screen.findByRole('dialog', { name: 'Data da morte' });
    expect(within(warning).getByText('A data selecionada é anterior ao previsto.')).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Data da morte' })).not.toBeInTheDocument(),
    );
    await expectAccessible(dialog);

    await waitFor(() => expect(guardar(dialog)).toBeEnabled());
    await user.click(guardar(dialog));
    const payload = animalEncontradoMortoSchema().parse(animalEncontradoMortoDraft(saved(onSave)));
    expect(payload).toMatchObject({
      totalEncontradosMortos: 3,
      registadoANIMAS: true,
      ocorrenciaANIMAS: 1234,
      cadaverDecomposicao: false,
      mortosMesmaEspecie: true,
      numeroMortosMesmaEspecie: 2,
      mortosOutraEspecie: null,
    });
    expect(payload.dataMorte).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('collected alive: every field required, the changes (then required) only for altered animals', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = handlers<AnimalRecolhidoVivoRow>();
    renderWithProviders(
      <AnimalRecolhidoVivoModal
        opened
        row={emptyAnimalRecolhidoVivo()}
        mode="add"
        options={RECOLHIDO_OPTIONS}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar animal recolhido vivo' });
    expect(guardar(dialog)).toBeDisabled();
    await pickAnimal(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /Número de animais recolhidos/ }), '1');
    await pick(user, dialog, /Exame clínico/, 'Normal');
    await pick(user, dialog, /^Destino/, 'Centro de recuperação');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo da recolha/ }), 'Ferido na estrada');
    expect(guardar(dialog)).toBeDisabled();
    expect(within(dialog).queryByRole('textbox', { name: /^Alterações/ })).not.toBeInTheDocument();

    await answer(user, dialog, /Animais com alterações/, 'Sim');
    expect(within(dialog).getByRole('textbox', { name: /^Alterações/ })).toBeInTheDocument();
    await waitFor(() => expect(guardar(dialog)).toBeDisabled());
    await pick(user, dialog, /^Alterações/, 'Quisto');
    await waitFor(() => expect(guardar(dialog)).toBeEnabled());
    await expectAccessible(dialog);
    await answer(user, dialog, /Animais com alterações/, 'Não');
    expect(within(dialog).queryByRole('textbox', { name: /^Alterações/ })).not.toBeInTheDocument();
    await answer(user, dialog, /Animais com alterações/, 'Sim');

    await user.click(guardar(dialog));
    expect(animalRecolhidoVivoSchema.parse(animalRecolhidoVivoDraft(saved(onSave)))).toEqual({
      id: null,
      especie: 30,
      sexo: 42,
      classeEtaria: 51,
      exameClinico: 90,
      animaisComAlteracoes: true,
      alteracoes: [61],
      outrasAlteracoes: null,
      destino: 95,
      total: 1,
      motivoRecolha: 'Ferido na estrada',
    });
  });

  it('the help: a small button opens a close-only dialog on which animals to select', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AjudaObservacaoClinicaButton />);
    await user.click(screen.getByRole('button', { name: 'Ajuda: que animais selecionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Que animais selecionar' });
    expect(within(dialog).getByText(/examinados um a um e identificados/)).toBeInTheDocument();
    expect(within(dialog).getByText(/mesma categoria que apresentam os mesmos sinais/)).toBeInTheDocument();
    expect(within(dialog).getByText('Declaração de animais:')).toBeInTheDocument();
    // Only Fechar (and the modal's own close).
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toContain('Fechar');
    expect(buttons.filter((b) => b.textContent !== '')).toHaveLength(1);
    await expectAccessible(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('wild exam tables (001 §2.3: totals rows)', () => {
  it('the hunted totals row sums each count and the computed totals; the slaughtered one its total', () => {
    const t = i18n.t.bind(i18n);
    const cacados = animaisCacadosTable(t, ANIMAL);
    const rows: AnimalCacadoRow[] = [
      {
        ...emptyAnimalCacado(),
        especie: ANIMAL.especies[0] ?? null,
        comercio: 3,
        rejeitados: 1,
        semCaracteristicasAnormais: 2,
      },
      { ...emptyAnimalCacado(), comercio: 1, autoconsumo: 4, rejeitados: 2, semCaracteristicasAnormais: 0 },
    ];
    renderWithProviders(
      <RowsTable<AnimalCacadoRow>
        title={cacados.title}
        testId="cacados"
        rowTestId="linha"
        columns={cacados.columns}
        rows={rows}
        getKey={(row) => row.key}
        nameOf={(_row, index) => `linha ${index + 1}`}
        editable={false}
      />,
    );
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells(screen.getAllByRole('row')[0] as HTMLElement)).toEqual([
      'Espécie',
      'Sexo',
      'Classe etária',
      'Comércio',
      'Autoconsumo',
      'Rejeitados',
      'Sem características anormais',
      'Total',
      'Anexos',
    ]);
    const [first] = screen.getAllByTestId('linha');
    expect(cells(first as HTMLElement)).toEqual(['Javali', '', '', '3', '-', '1', '2', '4', '-']);
    const totals = within(screen.getByTestId('cacados-totais')).getByRole('row');
    expect(cells(totals)).toEqual(['Total', '', '', '4', '4', '3', '2', '11', '']);

    const abatidos = animaisAbatidosTable(t, ABATIDO_OPTIONS);
    const column = abatidos.columns.find((c) => c.header === 'Número de animais abatidos');
    const abatidoRows: AnimalAbatidoRow[] = [
      { ...emptyAnimalAbatido(), total: 2 },
      { ...emptyAnimalAbatido(), total: 5 },
      emptyAnimalAbatido(),
    ];
    expect(column?.total?.(abatidoRows)).toBe(7);
    expect(abatidos.columns.filter((c) => c.total)).toHaveLength(1);
  });
});
