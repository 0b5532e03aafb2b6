import type { EstadoNo, LinhaArvore } from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import { memo } from 'react';
import classes from './freguesias-arvore.module.css';

/** Every row's height (px): fixed, so the rows in sight follow from the scroll position alone. */
export const ALTURA_LINHA = 32;
/** How far each level is indented (px). */
const RECUO = 20;

/** What a row does, the same functions for every row and render, so unchanged rows are not drawn again. */
export interface AcoesLinha {
  marcar: (key: string) => void;
  expandir: (key: string) => void;
  historico: (key: string) => void;
}

/** Props of {@link Linha}. */
export interface LinhaProps {
  linha: LinhaArvore;
  /** The checkbox; undefined when read-only (nothing to tick). */
  estado: EstadoNo | undefined;
  /** The accessible name, with the branch's counts. */
  nome: string;
  /** The one row in the tab order (roving tabindex). */
  tabulavel: boolean;
  /** The row's place in the scrolled frame (px). */
  topo: number;
  /** The counts shown after a branch's name when read-only: "(3 de 174)". */
  resumo: string | undefined;
  /** The history button's name; undefined when there is none. */
  rotuloHistorico: string | undefined;
  acoes: AcoesLinha;
}

/**
 * One `treeitem`: chevron, checkbox with the name (or the name alone when read-only), history button (their
 * icons are the stylesheet's). The
 * checkbox and the chevron speak through the row (its aria-checked and aria-expanded): hidden from assistive
 * technology, out of the tab order, and a click on them leaves the focus on the row (the tree's focus handler).
 */
function LinhaSemMemo({ linha, estado, nome, tabulavel, topo, resumo, rotuloHistorico, acoes }: LinhaProps) {
  const nomeClasse = linha.correspondencia ? `${classes.nome} ${classes.correspondencia}` : classes.nome;
  return (
    <div
      role="treeitem"
      data-key={linha.key}
      aria-level={linha.nivel}
      aria-posinset={linha.posicao}
      aria-setsize={linha.irmaos}
      aria-expanded={linha.expandivel ? linha.expandido : undefined}
      aria-checked={estado === undefined ? undefined : estado === 'parcial' ? 'mixed' : estado === 'marcado'}
      aria-label={nome}
      tabIndex={tabulavel ? 0 : -1}
      className={`mantine-focus-auto ${classes.linha}`}
      style={{ top: topo, paddingInlineStart: 4 + (linha.nivel - 1) * RECUO }}
    >
      {linha.expandivel ? (
        <button
          type="button"
          className={`${classes.acao} ${classes.chevron}`}
          tabIndex={-1}
          aria-hidden
          data-chevron=""
          onClick={() => acoes.expandir(linha.key)}
        />
      ) : (
        <span className={classes.semChevron} />
      )}
      {estado === undefined ? (
        <span className={nomeClasse} title={linha.label}>
          {linha.label}
          {resumo ? <span className={classes.resumo}> {resumo}</span> : null}
        </span>
      ) : (
        <label className={classes.marcar} aria-hidden>
          <input
            type="checkbox"
            className={classes.caixa}
            checked={estado === 'marcado'}
            data-indeterminate={estado === 'parcial' || undefined}
            onChange={() => acoes.marcar(linha.key)}
            tabIndex={-1}
          />
          <span className={nomeClasse} title={linha.label}>
            {linha.label}
          </span>
        </label>
      )}
      {rotuloHistorico ? (
        <button
          type="button"
          className={`${classes.acao} ${classes.historico}`}
          // The active row's button is the tree's second tab stop, so a keyboard reaches it too.
          tabIndex={tabulavel ? 0 : -1}
          aria-label={rotuloHistorico}
          title={rotuloHistorico}
          data-historico=""
          onClick={() => acoes.historico(linha.key)}
        />
      ) : null}
    </div>
  );
}

/** Whether two rows show the same: `linhasVisiveis` makes new row objects whenever the rows are laid out again. */
function mesmaLinha(a: LinhaArvore, b: LinhaArvore): boolean {
  return (
    a === b ||
    (a.key === b.key &&
      a.nivel === b.nivel &&
      a.label === b.label &&
      a.pai === b.pai &&
      a.expandivel === b.expandivel &&
      a.expandido === b.expandido &&
      a.posicao === b.posicao &&
      a.irmaos === b.irmaos &&
      a.correspondencia === b.correspondencia &&
      a.totalFreguesias === b.totalFreguesias)
  );
}

/** A row drawn again only when what it shows changed (a scroll or an expansion leaves most rows as they were). */
export const Linha = memo(
  LinhaSemMemo,
  (antes, depois) =>
    mesmaLinha(antes.linha, depois.linha) &&
    antes.estado === depois.estado &&
    antes.nome === depois.nome &&
    antes.tabulavel === depois.tabulavel &&
    antes.topo === depois.topo &&
    antes.resumo === depois.resumo &&
    antes.rotuloHistorico === depois.rotuloHistorico &&
    antes.acoes === depois.acoes,
);
