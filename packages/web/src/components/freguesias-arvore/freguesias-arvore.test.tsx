import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  construirArvore,
  type ArvoreGeografica,
  type DistritoApi,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import { DICOFRE_PATTERN } from '@sigsa/domain/geo/caop-codigos';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { FreguesiasArvore, type FreguesiasArvoreProps } from './freguesias-arvore.tsx';

/**
 * Two districts, four municipalities, nine parishes: "Pinheiro" three times (labelled with its municipality),
 * a code with letters (0302FA), a district and a municipality both named Braga, and Évora to find as "evora".
 * The lists are out of order: the tree sorts them.
 */
const DISTRITOS: DistritoApi[] = [
  {
    di: '07',
    nome: 'Évora',
    concelhos: [
      {
        dico: '0705',
        nome: 'Évora',
        freguesias: [
          { dicofre: '070502', nome: 'Nossa Senhora da Graça do Divor' },
          { dicofre: '070501', nome: 'Canaviais' },
        ],
      },
      {
        dico: '0701',
        nome: 'Alandroal',
        freguesias: [
          { dicofre: '070102', nome: 'Pinheiro' },
          { dicofre: '070101', nome: 'Juromenha' },
        ],
      },
    ],
  },
  {
    di: '03',
    nome: 'Braga',
    concelhos: [
      {
        dico: '0303',
        nome: 'Braga',
        freguesias: [
          { dicofre: '030302', nome: 'Pinheiro' },
          { dicofre: '030301', nome: 'Adaúfe' },
        ],
      },
      {
        dico: '0302',
        nome: 'Barcelos',
        freguesias: [
          { dicofre: '030202', nome: 'Pinheiro' },
          { dicofre: '030201', nome: 'Alheira' },
          { dicofre: '0302FA', nome: 'Abade de Neiva' },
        ],
      },
    ],
  },
];

const ARVORE = construirArvore(DISTRITOS);
// Sorted as `ultimo` sorts (code units: digits before letters).
const BRAGA = ['030201', '030202', '0302FA', '030301', '030302'];
const TODAS = [...BRAGA, '070101', '070102', '070501', '070502'];

type Props = Partial<FreguesiasArvoreProps> & { initial?: string[]; spy?: (next: string[]) => void };

/** The tree with its value kept in state, as the form keeps it; every onChange goes to `spy`. */
function Controlled({ initial = [], spy, arvore = ARVORE, ...props }: Props) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <FreguesiasArvore
      arvore={arvore}
      label="Freguesias"
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

function renderTree(props: Props = {}) {
  const spy = vi.fn<(next: string[]) => void>();
  const user = userEvent.setup();
  const result = renderWithProviders(<Controlled spy={spy} {...props} />);
  return { ...result, spy, user };
}

// By selector rather than by role: these run after every step, and a role query walks the whole document.

/** The row of a node, by its code (a district and a municipality are both called Braga). */
function no(codigo: string): HTMLElement {
  const linha = document.querySelector<HTMLElement>(`[role="tree"] [role="treeitem"][data-key="${codigo}"]`);
  if (!linha) throw new Error(`Sem linha ${codigo}`);
  return linha;
}

/** The codes of the rows drawn, in order. */
function codigosVisiveis(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[role="tree"] [role="treeitem"]')].map(
    (el) => el.dataset.key ?? '',
  );
}

function contador(texto: string) {
  expect(screen.getByText(texto)).toHaveAttribute('aria-live', 'polite');
}

/** The last value handed to onChange, sorted. */
function ultimo(spy: ReturnType<typeof renderTree>['spy']): string[] {
  return [...(spy.mock.lastCall?.[0] ?? [])].sort();
}

describe('FreguesiasArvore (issue 15 "The tree")', () => {
  it('starts closed: the districts by code, named with their counts, one of them in the tab order', () => {
    renderTree();
    const tree = screen.getByRole('tree', { name: 'Freguesias' });
    expect(tree).toHaveAttribute('aria-multiselectable', 'true');
    const linhas = within(tree).getAllByRole('treeitem');
    expect(linhas.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Braga, 0 de 5 freguesias selecionadas',
      'Évora, 0 de 4 freguesias selecionadas',
    ]);
    for (const [i, linha] of linhas.entries()) {
      expect(linha).toHaveAttribute('aria-level', '1');
      expect(linha).toHaveAttribute('aria-expanded', 'false');
      expect(linha).toHaveAttribute('aria-checked', 'false');
      expect(linha).toHaveAttribute('aria-posinset', String(i + 1));
      expect(linha).toHaveAttribute('aria-setsize', '2');
    }
    expect(linhas.map((l) => l.tabIndex)).toEqual([0, -1]);
    contador('0 freguesias selecionadas');
    expect(screen.getByRole('textbox', { name: 'Filtrar' })).toHaveAttribute('placeholder', 'Nome ou código');
  });

  it('ticks a municipality: its district goes partial ("mixed"), the counter and the names count', async () => {
    const { user, spy } = renderTree();
    await user.click(screen.getByRole('button', { name: 'Expandir tudo' }));
    expect(codigosVisiveis()).toEqual([
      '03',
      '0302',
      '0302FA',
      '030201',
      '030202',
      '0303',
      '030301',
      '030302',
      '07',
      '0701',
      '070101',
      '070102',
      '0705',
      '070501',
      '070502',
    ]);
    await user.click(within(no('0302')).getByText('Barcelos'));
    expect(ultimo(spy)).toEqual(['030201', '030202', '0302FA']);
    expect(no('0302')).toHaveAttribute('aria-checked', 'true');
    expect(no('03')).toHaveAttribute('aria-checked', 'mixed');
    expect(no('03')).toHaveAccessibleName('Braga, 3 de 5 freguesias selecionadas');
    expect(no('07')).toHaveAttribute('aria-checked', 'false');
    contador('3 freguesias selecionadas');

    // A partial district ticks all its parishes, a ticked one unticks them.
    await user.click(within(no('03')).getByText('Braga'));
    expect(ultimo(spy)).toEqual(BRAGA);
    expect(no('03')).toHaveAttribute('aria-checked', 'true');
    await user.click(within(no('03')).getByText('Braga'));
    expect(spy).toHaveBeenLastCalledWith([]);

    // One parish: "1 freguesia selecionada", repeated names carry their municipality.
    await user.click(within(no('070102')).getByText('Pinheiro (Alandroal)'));
    expect(spy).toHaveBeenLastCalledWith(['070102']);
    expect(no('0701')).toHaveAttribute('aria-checked', 'mixed');
    expect(no('070102')).toHaveAccessibleName('Pinheiro (Alandroal)');
    contador('1 freguesia selecionada');
    for (const [next] of spy.mock.calls) for (const codigo of next) expect(codigo).toMatch(DICOFRE_PATTERN);
  });

  it('selects and unselects every parish without a filter', async () => {
    const { user, spy } = renderTree({ initial: ['070501'] });
    const selecionar = screen.getByRole('button', { name: 'Selecionar todas' });
    await user.click(selecionar);
    expect(ultimo(spy)).toEqual(TODAS);
    contador('9 freguesias selecionadas');
    // Nothing left to select: the button says so, and keeps the focus the click gave it.
    expect(selecionar).toHaveAttribute('aria-disabled', 'true');
    expect(selecionar).toHaveFocus();
    await user.click(selecionar);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(no('03')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Desmarcar todas' }));
    expect(spy).toHaveBeenLastCalledWith([]);
    contador('0 freguesias selecionadas');
    expect(screen.getByRole('button', { name: 'Desmarcar todas' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('with a filter on, selects and unselects only what it shows', async () => {
    const { user, spy } = renderTree({ initial: ['070501'] });
    await user.type(screen.getByRole('textbox', { name: 'Filtrar' }), 'pinheiro');
    expect(codigosVisiveis()).toEqual(['03', '0302', '030202', '0303', '030302', '07', '0701', '070102']);
    expect(screen.getAllByRole('treeitem', { name: /^Pinheiro/ }).map((l) => l.textContent)).toEqual([
      'Pinheiro (Barcelos)',
      'Pinheiro (Braga)',
      'Pinheiro (Alandroal)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Selecionar todas' }));
    expect(ultimo(spy)).toEqual(['030202', '030302', '070102', '070501']);
    contador('4 freguesias selecionadas');
    // A district's box still counts all its parishes, hidden ones too.
    expect(no('03')).toHaveAttribute('aria-checked', 'mixed');
    await user.click(screen.getByRole('button', { name: 'Desmarcar todas' }));
    expect(spy).toHaveBeenLastCalledWith(['070501']);
    contador('1 freguesia selecionada');
  });

  it('filters by name without accents or case, and by code, opening the matches’ ancestors', async () => {
    const { user } = renderTree();
    const filtro = screen.getByRole('textbox', { name: 'Filtrar' });
    await user.type(filtro, 'evora');
    // The district matches (it shows all it holds) and opens as the municipality Évora's ancestor.
    expect(codigosVisiveis()).toEqual(['07', '0701', '0705']);
    expect(no('07')).toHaveAttribute('aria-expanded', 'true');
    expect(no('0705')).toHaveAttribute('aria-expanded', 'false');

    await user.clear(filtro);
    await user.type(filtro, '0302fa');
    expect(codigosVisiveis()).toEqual(['03', '0302', '0302FA']);
    expect(no('03')).toHaveAttribute('aria-expanded', 'true');
    expect(no('0302')).toHaveAttribute('aria-expanded', 'true');
    expect(no('0302FA')).toHaveAccessibleName('Abade de Neiva');
    // What the filter opened, the user can still close.
    await user.click(no('0302').querySelector('[data-chevron]') as HTMLElement);
    expect(codigosVisiveis()).toEqual(['03', '0302']);

    await user.clear(filtro);
    await user.type(filtro, 'xyz');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhuma freguesia corresponde ao filtro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Selecionar todas' })).toHaveAttribute('aria-disabled', 'true');

    // Escape empties the filter: the tree is back as the user left it.
    await user.keyboard('{Escape}');
    expect(filtro).toHaveValue('');
    expect(codigosVisiveis()).toEqual(['03', '07']);
  });

  it('expands and collapses everything, and one branch from its chevron', async () => {
    const { user } = renderTree();
    await user.click(screen.getByRole('button', { name: 'Expandir tudo' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(15);
    expect(no('0302')).toHaveAttribute('aria-level', '2');
    expect(no('0302FA')).toHaveAttribute('aria-level', '3');
    expect(no('0302FA')).not.toHaveAttribute('aria-expanded');
    expect(no('0302FA')).toHaveAttribute('aria-posinset', '1');
    expect(no('0302FA')).toHaveAttribute('aria-setsize', '3');
    await user.click(screen.getByRole('button', { name: 'Recolher tudo' }));
    expect(codigosVisiveis()).toEqual(['03', '07']);

    const chevron = no('07').querySelector<HTMLElement>('[data-chevron]');
    expect(chevron).toHaveAttribute('aria-hidden', 'true');
    expect(chevron).toHaveAttribute('tabindex', '-1');
    await user.click(chevron as HTMLElement);
    expect(codigosVisiveis()).toEqual(['03', '07', '0701', '0705']);
    await user.click(chevron as HTMLElement);
    expect(codigosVisiveis()).toEqual(['03', '07']);
  });

  it('follows the WAI-ARIA tree keys, the focus and the tab stop moving with them', async () => {
    const { user, spy } = renderTree();
    await user.click(no('03'));
    expect(no('03')).toHaveFocus();
    expect(spy).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}');
    expect(no('07')).toHaveFocus();
    expect(no('07').tabIndex).toBe(0);
    expect(no('03').tabIndex).toBe(-1);
    await user.keyboard('{ArrowDown}');
    expect(no('07')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(no('03')).toHaveFocus();

    // Right opens a closed branch, then goes to its first child; Left closes, then goes to the parent.
    await user.keyboard('{ArrowRight}');
    expect(no('03')).toHaveAttribute('aria-expanded', 'true');
    expect(no('03')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(no('0302')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(no('0302FA')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(no('0302FA')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(no('0302')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(no('0302')).toHaveAttribute('aria-expanded', 'false');
    expect(no('0302')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(no('03')).toHaveFocus();

    await user.keyboard('{End}');
    expect(no('07')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(no('03')).toHaveFocus();

    // Space ticks (once), Enter opens and closes.
    await user.keyboard(' ');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(ultimo(spy)).toEqual(BRAGA);
    expect(no('03')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(no('03')).toHaveAttribute('aria-expanded', 'false');
    expect(codigosVisiveis()).toEqual(['03', '07']);
    await user.keyboard('{Enter}');
    expect(no('03')).toHaveAttribute('aria-expanded', 'true');
    expect(no('03')).toHaveFocus();
    expect(screen.getAllByRole('treeitem').filter((l) => l.tabIndex === 0)).toEqual([no('03')]);
  });

  it('keeps the focus on the row when its checkbox is clicked, so Space does not tick twice', async () => {
    const { user, spy } = renderTree();
    const checkbox = no('07').querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(checkbox).toHaveAttribute('tabindex', '-1');
    await user.click(checkbox as HTMLInputElement);
    expect(ultimo(spy)).toEqual(['070101', '070102', '070501', '070502']);
    expect(no('07')).toHaveFocus();
    await user.keyboard(' ');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith([]);
  });

  it('read-only: only the selected branches, open, no ticking, still navigable', async () => {
    const { user, spy } = renderTree({ readOnly: true, initial: ['0302FA', '070501'] });
    const tree = screen.getByRole('tree', { name: 'Freguesias' });
    expect(tree).not.toHaveAttribute('aria-multiselectable');
    expect(codigosVisiveis()).toEqual(['03', '0302', '0302FA', '07', '0705', '070501']);
    expect(no('03')).toHaveAttribute('aria-expanded', 'true');
    expect(no('03')).toHaveAccessibleName('Braga, 1 de 5 freguesias selecionadas');
    expect(no('03')).toHaveTextContent('Braga (1 de 5)');
    expect(no('0302FA')).not.toHaveAttribute('aria-checked');
    expect(tree.querySelector('input')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Filtrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Selecionar todas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desmarcar todas' })).not.toBeInTheDocument();
    contador('2 freguesias selecionadas');

    await user.click(no('03'));
    await user.keyboard(' ');
    expect(spy).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(no('0302FA')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(no('0302')).toHaveAttribute('aria-expanded', 'false');
    expect(codigosVisiveis()).toEqual(['03', '0302', '07', '0705', '070501']);
    await user.keyboard('{End}');
    expect(no('070501')).toHaveFocus();
    expect(spy).not.toHaveBeenCalled();
  });

  it('read-only with nothing selected says so', () => {
    renderTree({ readOnly: true });
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhuma freguesia selecionada.')).toBeInTheDocument();
    contador('0 freguesias selecionadas');
  });

  it('offers each parish’s history when asked, reachable from the active row', async () => {
    const onHistorico = vi.fn();
    const { user } = renderTree({ onHistorico });
    await user.click(screen.getByRole('button', { name: 'Expandir tudo' }));
    expect(within(no('0302')).queryByRole('button')).not.toBeInTheDocument();
    const botao = within(no('030202')).getByRole('button', {
      name: 'Histórico da freguesia Pinheiro (Barcelos)',
    });
    expect(botao.tabIndex).toBe(-1);
    await user.click(botao);
    expect(onHistorico).toHaveBeenCalledWith('030202');
    expect(botao).toHaveFocus();
    expect(botao.tabIndex).toBe(0);
    // Keys on the button are the button's: Enter opens the history, it does not toggle the row.
    await user.keyboard('{Enter}');
    expect(onHistorico).toHaveBeenCalledTimes(2);
    expect(codigosVisiveis()).toHaveLength(15);
  });

  it('links the field error to the tree and lists codes the tree lacks', async () => {
    const { user, spy } = renderTree({ error: 'Selecione pelo menos uma freguesia.', initial: ['999999'] });
    const tree = screen.getByRole('tree', { name: 'Freguesias' });
    expect(tree).toHaveAccessibleDescription('Selecione pelo menos uma freguesia.');
    expect(tree).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Códigos de freguesia que não existem na CAOP atual: 999999'),
    ).toBeInTheDocument();
    contador('1 freguesia selecionada');
    await user.click(screen.getByRole('button', { name: 'Desmarcar todas' }));
    expect(spy).toHaveBeenLastCalledWith([]);
  });
});

// The repository keeps `shared/` beside the project, as the domain's own tree test reads it. A path, not a URL:
// jsdom's URL is not the one `readFileSync` knows.
const GEO = path.join(import.meta.dirname, '../../../../../../shared/data/geo');

/** A CSV of the CAOP lists (quoted fields may hold commas) as rows keyed by the header. */
function lerCsv(ficheiro: string): Record<string, string>[] {
  const [cabecalho = '', ...linhas] = readFileSync(path.join(GEO, ficheiro), 'utf8').trimEnd().split('\n');
  const campos = (linha: string) =>
    [...linha.matchAll(/"((?:[^"]|"")*)"|([^,]*)(?:,|$)/g)].map(
      (m) => m[1]?.replaceAll('""', '"') ?? m[2] ?? '',
    );
  const nomes = campos(cabecalho);
  return linhas.map((linha) => {
    const valores = campos(linha);
    return Object.fromEntries(nomes.map((nome, i) => [nome, valores[i] ?? '']));
  });
}

/** `GET distritos?size=100&projection=full` from the CAOP 2025 lists. */
function arvoreCaop(): ArvoreGeografica {
  const concelhos = lerCsv('municipalities.csv');
  const freguesias = lerCsv('parishes.csv');
  return construirArvore(
    lerCsv('districts.csv').map((d) => ({
      di: d.di ?? '',
      nome: d.nome ?? '',
      concelhos: concelhos
        .filter((c) => c.di === d.di)
        .map((c) => ({
          dico: c.dico ?? '',
          nome: c.nome ?? '',
          freguesias: freguesias
            .filter((f) => f.dico === c.dico)
            .map((f) => ({ dicofre: f.dicofre ?? '', nome: f.nome ?? '' })),
        })),
    })),
  );
}

describe('FreguesiasArvore on the CAOP 2025 parishes', () => {
  let arvore: ArvoreGeografica;
  beforeAll(() => {
    arvore = arvoreCaop();
  });

  it('expands all 3,259 parishes drawing only the rows in sight, selects them all, reaches the last', async () => {
    expect(arvore.freguesias).toHaveLength(3259);
    const { user, spy } = renderTree({ arvore });
    const tree = screen.getByRole('tree', { name: 'Freguesias' });
    // 32 px rows in a 400 px frame: the 13 in sight and 8 more are drawn, the frame as tall as them all.
    const altura = () => (tree.firstElementChild as HTMLElement).style.height;
    expect(altura()).toBe(`${29 * 32}px`);
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(22);
    expect(within(tree).getAllByRole('treeitem').at(-1)).toHaveAttribute('aria-posinset', '22');
    expect(within(tree).getAllByRole('treeitem').at(-1)).toHaveAttribute('aria-setsize', '29');

    await user.click(screen.getByRole('button', { name: 'Expandir tudo' }));
    expect(altura()).toBe(`${(29 + 308 + 3259) * 32}px`);
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(22);

    await user.click(screen.getByRole('button', { name: 'Selecionar todas' }));
    const todas = spy.mock.lastCall?.[0] ?? [];
    expect(new Set(todas).size).toBe(3259);
    expect(todas.filter((codigo) => !DICOFRE_PATTERN.test(codigo))).toEqual([]);
    contador('3259 freguesias selecionadas');

    await user.click(no('01'));
    await user.keyboard('{End}');
    const ultima = arvore.freguesias.at(-1)?.codigo ?? '';
    expect(no(ultima)).toHaveFocus();
    expect(no(ultima)).toHaveAttribute('aria-level', '3');
    // Scrolled to the end: the rows in sight there, plus the first district, which keeps the tab stop until
    // the focus lands.
    expect(tree.scrollTop).toBe((29 + 308 + 3259) * 32 - 400);
    expect(within(tree).getAllByRole('treeitem').length).toBeLessThanOrEqual(22);
    await user.keyboard('{Home}');
    expect(no('01')).toHaveFocus();

    await user.click(screen.getByRole('textbox', { name: 'Filtrar' }));
    await user.paste('Barrancos');
    expect(codigosVisiveis()).toEqual(['02', '0204', '020401']);
  });
});
