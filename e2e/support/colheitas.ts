import { expect, scanScreen, type Page } from './test.ts';
import { choose, confirm } from './record-form.ts';
import { reviewScreenshot } from './session.ts';

// The steps every laboratory collection's browser path takes (issue 16): lab-assay lines, results, operations
// and returns, domestic or wild alike.

/** Types into the searchable select labelled `label` and picks the option named `option`. */
export async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  const input = page.getByRole('dialog').getByRole('textbox', { name: label, exact: true });
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await input.press('Tab');
}

/** Adds a lab-assay line: the disease (searched by `doenca`) and the assay named `ensaio`. */
export async function addEnsaio(page: Page, doenca: string, ensaio: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar ensaio laboratorial' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar ensaio laboratorial' });
  // The modal is ready once its focus trap has placed the focus (on its close button): typing before that lost
  // the disease when the trap took the focus away from the field.
  await expect(modal.getByRole('button', { name: 'Fechar janela' })).toBeFocused();
  await expect(modal.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await pick(page, 'Doença', doenca, new RegExp(doenca, 'i'));
  await pick(page, 'Ensaio laboratorial', ensaio.slice(0, 8), ensaio);
  await scanScreen(page, 'ensaio laboratorial');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();
}

/** Opens the result of `amostra` × `ensaio` and picks its list value (and the typing, when asked). */
export async function fillResultado(
  page: Page,
  amostra: string,
  ensaio: string,
  valor: string,
  tipificacao?: { ensaio: string; resultado: string },
): Promise<void> {
  await page.getByRole('button', { name: `Editar ${amostra} — ${ensaio}` }).click();
  const modal = page.getByRole('dialog', { name: 'Resultado' });
  await choose(page, 'Resultado', valor);
  if (tipificacao) {
    await expect(
      modal.getByText('O resultado selecionado requer o envio do controlo para serotipificação'),
    ).toBeVisible();
    await choose(page, 'Ensaio de tipificação', tipificacao.ensaio);
    await modal
      .getByRole('textbox', { name: 'Resultado da tipificação', exact: true })
      .fill(tipificacao.resultado);
  }
  await scanScreen(page, 'resultado');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();
}

/**
 * Pastes result rows (cells as a spreadsheet copies them: tab-separated) into the results, checks the preview
 * reads them all, and applies them.
 */
export async function pasteResultados(
  page: Page,
  rows: readonly (readonly string[])[],
  screenshot?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Colar resultados' }).click();
  const modal = page.getByRole('dialog', { name: 'Colar resultados de uma folha de cálculo' });
  await modal
    .getByRole('textbox', { name: 'Linhas copiadas da folha de cálculo' })
    .fill(rows.map((cells) => cells.join('\t')).join('\n'));
  await expect(modal.getByRole('status')).toHaveText(
    rows.length === 1 ? '1 resultado pronto a aplicar.' : `${rows.length} resultados prontos a aplicar.`,
  );
  await scanScreen(page, 'colar resultados');
  if (screenshot) await reviewScreenshot(page, screenshot);
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await expect(modal).toBeHidden();
}

/** Receives the collection by reading its samples' labels (`codes`, as the scanner types them: code and Enter). */
export async function receiveByScanning(page: Page, codes: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Rececionar por leitura' }).click();
  const modal = page.getByRole('dialog', { name: 'Receção por leitura das etiquetas' });
  const input = modal.getByRole('textbox', { name: 'Código da etiqueta' });
  for (const [index, code] of codes.entries()) {
    await input.fill(code);
    await input.press('Enter');
    await expect(modal.getByRole('status')).toHaveText(`${index + 1} de ${codes.length} amostras lidas.`);
  }
  await scanScreen(page, 'receção por leitura');
  await reviewScreenshot(page, 'colheita-rececao-leitura');
  await modal.getByRole('button', { name: 'Rececionar', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Registo rececionado.')).toBeVisible();
}

/** Runs an operation of the management bar and waits for its toast. */
export async function operate(page: Page, button: string, toast: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await confirm(page);
  await expect(page.getByText(toast)).toBeVisible();
}

/** Returns the collection with the first reason of the return dialog. */
export async function devolver(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolver registo' });
  await expect(dialog).toBeVisible();
  await choose(page, 'Motivo');
  await scanScreen(page, 'devolução');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Colheita de Amostra devolvido.')).toBeVisible();
}
