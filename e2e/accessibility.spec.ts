import { expect, test, type A11yWatches, type Page } from './support/test.ts';
import { SINGLE_ROLE_USERS, type DemoUserCase } from './support/demo-users.ts';
import { listMap, showListView } from './support/list.ts';
import { choose } from './support/record-form.ts';
import { expectOnInicio } from './support/inicio.ts';
import { openUserMenu, reviewScreenshot, signIn } from './support/session.ts';

// Each demo role signs in and lands on Início (its greeting, menu, area cards and user menu), then walks every
// route of the route table, with the menus and modals its screens open: the fixture of support/test.ts scans
// each state with axe-core and fails on any critical or serious violation. A screen the role may not open is
// scanned too ("Sem acesso", "Registo não encontrado").

// Each role's walk only reads (it opens create screens but saves nothing): the walks share out between the
// workers, each on its own server, instead of one worker walking every role.
test.describe.configure({ mode: 'parallel' });

/** The roles that also open every menu and modal of the lists and the record (the components are shared). */
const WITH_MODALS = new Set(['mv', 'svl']);

/** A record of `entity` the role's list answers, to open its screen; null when the role sees none. */
async function someRecord(page: Page, entity: string, role: string): Promise<number | null> {
  const res = await page.request.get(`/api/${entity}/search/filter?role=${role}&size=1&count=false`);
  if (!res.ok()) return null;
  const body = (await res.json()) as { _embedded?: Record<string, { id: number }[]> };
  return body._embedded?.[entity]?.[0]?.id ?? null;
}

/** The test's page and its accessibility watch: each screen and each opened menu or modal is scanned. */
interface Walk {
  page: Page;
  a11y: A11yWatches;
}

/**
 * Opens `path` and scans it once loaded. Inside the app, as back and forward do — the router follows the
 * browser's history — rather than loading the whole app (and axe-core) again for each screen: the new page has
 * arrived when its heading takes the focus (components/page-heading.tsx), the focus having left the old one.
 */
async function visit({ page, a11y }: Walk, path: string): Promise<void> {
  const inApp = page.url().startsWith('http');
  if (!inApp) await page.goto(path);
  else if (new URL(page.url()).pathname !== path) {
    await page.evaluate((to) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      const state = { usr: null, key: `walk${idx + 1}`, idx: idx + 1 };
      window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /carregar/i })).toHaveCount(0);
  await a11y.scanNow(path);
}

/** Opens a dialog with `opener`, waits for it, and closes it with Escape (focus goes back to the opener). */
async function openAndClose({ page, a11y }: Walk, opener: string, dialog: string): Promise<void> {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  await a11y.scanNow(dialog);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

/** Opens the menu `opener` opens, scans it, closes it with Escape. */
async function openMenu({ page, a11y }: Walk, open: () => Promise<void>, label: string): Promise<void> {
  await open();
  await expect(page.getByRole('menu')).toBeVisible();
  await a11y.scanNow(label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

async function listMenusAndModals(walk: Walk, withMap: boolean): Promise<void> {
  const { page } = walk;
  await expect(page.getByTestId('list-table').locator('tbody tr').first()).toBeVisible();
  await openMenu(walk, () => page.getByRole('button', { name: 'Colunas', exact: true }).click(), 'Colunas');
  await openAndClose(walk, 'Escolher colunas', 'Escolher colunas');
  await openAndClose(walk, 'Exportar', 'Exportação para Excel');
  if (withMap) {
    // The list's Mapa view, scanned once its records are drawn, then back to the table.
    await showListView(page, 'Mapa');
    await expect(listMap(page).getByTestId('list-map-status')).not.toHaveText(/carregar/i);
    await walk.a11y.scanNow('Mapa');
    await showListView(page, 'Tabela');
  }
}

/** An option list open with options, then filtered down to none: both are screens a user meets. */
async function optionListStates(walk: Walk): Promise<void> {
  const { page, a11y } = walk;
  await page.getByRole('button', { name: 'Selecionar filtros' }).click();
  const chooser = page.getByRole('dialog', { name: 'Selecionar filtros' });
  await chooser.getByRole('checkbox', { name: 'Estado', exact: true }).check();
  await chooser.getByRole('button', { name: 'Selecionar' }).click();
  await expect(chooser).toBeHidden();
  await page.getByRole('textbox', { name: 'Estado', exact: true }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await a11y.scanNow('lista de opções aberta');
  await page.keyboard.type('zzz');
  await expect(page.getByRole('option')).toHaveCount(0);
  await a11y.scanNow('lista de opções sem opções');
  await page.keyboard.press('Escape');
}

/** The clinical exam's list, create screen (both variants, a modal of each, the help) and a record. */
async function exameScreens(walk: Walk, demo: DemoUserCase, modals: boolean): Promise<void> {
  const { page, a11y } = walk;
  await visit(walk, '/consultar/exames-clinicos-e-necropsias');
  await visit(walk, '/registar/exames-clinicos-e-necropsias');
  const tipo = page.getByRole('textbox', { name: 'Tipo de animal', exact: true });
  if (modals && (await tipo.isEditable())) {
    await tipo.click();
    await page.getByRole('option', { name: 'Doméstico', exact: true }).click();
    await openAndClose(walk, 'Ajuda: que animais selecionar', 'Que animais selecionar');
    await openAndClose(walk, 'Adicionar declaração de animais', 'Adicionar declaração de animais');
    await tipo.click();
    await page.getByRole('option', { name: 'Selvagem', exact: true }).click();
    await page.getByRole('textbox', { name: 'Situação do animal', exact: true }).click();
    await page.getByRole('option', { name: 'Abatido', exact: true }).click();
    await openAndClose(walk, 'Adicionar animal abatido', 'Adicionar animal abatido');
    await a11y.scanNow('exame selvagem');
  }
  const exame = await someRecord(page, 'examesClinicosNecropsias', demo.role);
  await visit(walk, `/consultar/exames-clinicos-e-necropsias/${exame ?? 99999999}`);
}

/**
 * The domestic and wild collections' lists, create screens (with their lab-assay and sample modals) and a record
 * of each (issue 16); the laboratory sees its collections' results.
 */
async function colheitaScreens(walk: Walk, demo: DemoUserCase, modals: boolean): Promise<void> {
  const { page } = walk;
  await visit(walk, '/consultar/colheita-amostras');
  await visit(walk, '/registar/colheita-amostras');
  if (modals && (await page.getByRole('button', { name: 'Adicionar ensaio laboratorial' }).count()) > 0) {
    await openAndClose(walk, 'Adicionar ensaio laboratorial', 'Adicionar ensaio laboratorial');
    await openAndClose(walk, 'Adicionar amostra individual', 'Adicionar amostra individual');
    await openAndClose(walk, 'Adicionar amostra de grupo', 'Adicionar amostra de grupo');
    await openAndClose(walk, 'Adicionar várias', 'Adicionar várias amostras individuais');
  }
  const colheita = await someRecord(page, 'controlosLaboratoriaisColheitasAmostras', demo.role);
  await visit(walk, `/consultar/colheita-amostras/${colheita ?? 99999999}`);

  await visit(walk, '/consultar/colheita-amostras-selvagens');
  await visit(walk, '/registar/colheita-amostras-selvagens');
  if (modals && (await page.getByRole('button', { name: 'Adicionar amostra', exact: true }).count()) > 0)
    await openAndClose(walk, 'Adicionar amostra', 'Adicionar amostra');
  const selvagem = await someRecord(page, 'controlosLaboratoriaisColheitasAnimaisSelvagens', demo.role);
  await visit(walk, `/consultar/colheita-amostras-selvagens/${selvagem ?? 99999999}`);
}

/** Who walks the sanitary-risk screens: the roles that consult them, and mv for the screens of a role without. */
const RISCO_WALKERS = new Set(['sigsa', 'gestor', 'svl', 'svl.semdsavr', 'svr', 'mv']);

/**
 * Sanitary risk: the list, the create screen with its parish tree, the map with a parish chosen, and a record with
 * a parish's history.
 */
async function riscoScreens(walk: Walk, demo: DemoUserCase, modals: boolean): Promise<void> {
  const { page, a11y } = walk;
  await visit(walk, '/consultar/risco-sanitario');
  await visit(walk, '/registar/risco-sanitario');
  await visit(walk, '/consultar/risco-sanitario/mapa');
  // The map with its levels, the legend's counts and a parish's panel (a role without the area sees "Sem acesso").
  if ((await page.getByRole('heading', { level: 1, name: 'Mapa do risco sanitário' }).count()) > 0) {
    await choose(page, 'Doença', 'Gripe aviária de alta patogenicidade');
    await page.getByRole('textbox', { name: 'Procurar freguesia', exact: true }).fill('barrancos');
    await page.getByRole('option', { name: 'Barrancos', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Barrancos' })).toBeVisible();
    await expect(page.getByRole('status', { name: /carregar/i })).toHaveCount(0);
    await a11y.scanNow('mapa do risco sanitário com uma freguesia');
  }
  const risco = await someRecord(page, 'riscoSanitario', demo.role);
  await visit(walk, `/consultar/risco-sanitario/${risco ?? 99999999}`);
  const tree = page.getByRole('tree', { name: 'Freguesias' });
  if (modals && (await tree.count()) > 0) {
    await tree.getByRole('treeitem').first().focus();
    await page.keyboard.press('End');
    // Every parish row drawn has its history button: the last one is the focused, last row's.
    await tree
      .getByRole('button', { name: /^Histórico da freguesia/ })
      .last()
      .click();
    const historico = page.getByRole('dialog', { name: /^Histórico de risco sanitário/ });
    await expect(historico.getByRole('row').first()).toBeVisible();
    await a11y.scanNow('histórico da freguesia');
    await page.keyboard.press('Escape');
    await expect(historico).toBeHidden();
  }
}

async function walkAs(walk: Walk, demo: DemoUserCase): Promise<void> {
  const { page, a11y } = walk;
  const modals = WITH_MODALS.has(demo.username);
  await signIn(page, demo.username);
  await expectOnInicio(page, demo.role);
  if (demo.expectOnInicio) await expect(page.getByRole('main')).toContainText(demo.expectOnInicio);
  const alert = page.getByRole('alert').filter({ hasText: 'Sem serviço regional associado' });
  await expect(alert).toHaveCount(demo.noRegionalService ? 1 : 0);
  await a11y.scanNow('inicio');
  await reviewScreenshot(page, `inicio-${demo.username}`, { fullPage: true });
  // The profile switch is always there (spec 000 §2.2 sets no condition).
  await openMenu(
    walk,
    async () => {
      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Mudar de perfil' })).toBeVisible();
    },
    'menu do utilizador',
  );

  await visit(walk, '/consultar/exploracoes');
  if (modals) await listMenusAndModals(walk, true);
  await visit(walk, '/consultar/vacinacao');
  if (modals && (await page.getByTestId('list-table').count()) > 0) {
    await listMenusAndModals(walk, false);
    await optionListStates(walk);
  }

  await visit(walk, '/registar/vacinacao');
  const addLine = page.getByRole('button', { name: 'Adicionar identificação individual' });
  if (modals && (await addLine.count()) > 0) {
    await addLine.click();
    const line = page.getByRole('dialog');
    await expect(line).toBeVisible();
    await a11y.scanNow('linha de vacinação');
    await page.keyboard.press('Escape');
    await expect(line).toBeHidden();
  }

  const id = await someRecord(page, 'vacinacoes', demo.role);
  await visit(walk, `/consultar/vacinacao/${id ?? 99999999}`);
  const info = page.getByRole('button', { name: /^\+ Info — / });
  if (modals && (await info.count()) > 0) {
    await info.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await a11y.scanNow('+ Info');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  await exameScreens(walk, demo, modals);
  await colheitaScreens(walk, demo, modals);
  // Sanitary risk: every role that consults it, and one without access ("Sem acesso", the same screen for all).
  if (RISCO_WALKERS.has(demo.username)) await riscoScreens(walk, demo, modals);

  await visit(walk, '/nao-existe');
  await visit(walk, '/termos-condicoes');
}

for (const demo of SINGLE_ROLE_USERS) {
  test(`${demo.username} (${demo.role}) signs in and lands on inicio; every route, menus and modals open: no critical or serious violation`, async ({
    page,
    a11y,
  }) => {
    test.setTimeout(120_000);
    await walkAs({ page, a11y }, demo);
  });
}
