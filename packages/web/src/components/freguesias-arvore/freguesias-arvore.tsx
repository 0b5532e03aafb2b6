import { Group, Input, Stack, Text } from '@mantine/core';
import {
  alternarFreguesia,
  alternarNo,
  contarFreguesias,
  desmarcarTodas,
  estadoNo,
  expandidosComFiltro,
  expandirTudo,
  filtrarArvore,
  freguesiasDesconhecidas,
  linhasVisiveis,
  ramosSelecionados,
  recolherTudo,
  rotuloAcessivel,
  selecionarTodas,
  textoContador,
  todasSelecionadas,
  type ArvoreGeografica,
  type EstadoNo,
  type FiltroArvore,
  type LinhaArvore,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BotaoInativavel, BotoesExpansao, CampoFiltro } from './freguesias-arvore-barras.tsx';
import { ALTURA_LINHA, Linha, type AcoesLinha } from './freguesias-arvore-linha.tsx';

// The sanitary-risk screen's parish tree (issue 15 "The tree"). Every rule (tri-state, filter, select-all, the
// rows shown, labels with counts) is a pure function of the domain's `freguesias-arvore.ts`; this file only
// renders them and turns clicks and keys into calls. The tree is 3,259 parishes and the benchmarks give "expand
// all" 200 ms and select-all 100 ms in a throttled browser, so it draws only the rows in sight: rows have one
// fixed height, which makes the window plain arithmetic (no measuring, and the same in jsdom as in a browser).

/** Props of {@link FreguesiasArvore}. */
export interface FreguesiasArvoreProps {
  /** The CAOP tree, built once by the caller with `construirArvore`. */
  arvore: ArvoreGeografica;
  /** The selected parishes' `dicofre` codes. */
  value: readonly string[];
  /** The new selection, parish codes only (never a district's or municipality's). */
  onChange: (next: string[]) => void;
  /** Shows only the selected branches, nothing to tick or filter. */
  readOnly?: boolean;
  /** The field's name, shown above it and naming the tree. */
  label: string;
  /** Shows the asterisk while editable. */
  required?: boolean;
  /** A field error shown under the tree and linked to it. */
  error?: ReactNode;
  /** When given, each parish row has a button that calls it with the parish's code (its history). */
  onHistorico?: (dicofre: string) => void;
}

/** The tree's maximum height (issue 15: 400 px with its own scroll). */
const ALTURA_MAXIMA = 400;
/** Rows drawn above and below those in sight, so scrolling does not show blanks. */
const MARGEM = 8;

/** The read-only view: the selected branches as a filter of the tree, with their counts. */
interface VistaLeitura {
  filtro: FiltroArvore;
  /** Selected and total parishes of each branch shown: "Aveiro (3 de 174)". */
  contagens: Map<string, { selecionadas: number; total: number }>;
}

const NADA: ReadonlySet<string> = new Set();

/**
 * The read-only tree (issue 15 "read-only, only the selected branches") as a filter that shows what
 * `ramosSelecionados` lists: `linhasVisiveis` then lays it out as it lays out the editable tree.
 */
function vistaLeitura(arvore: ArvoreGeografica, selecionadas: ReadonlySet<string>): VistaLeitura {
  const nos = new Set<string>();
  const freguesias = new Set<string>();
  const contagens = new Map<string, { selecionadas: number; total: number }>();
  for (const distrito of ramosSelecionados(arvore, selecionadas)) {
    nos.add(distrito.codigo);
    contagens.set(distrito.codigo, { selecionadas: distrito.selecionadas, total: distrito.totalFreguesias });
    for (const concelho of distrito.concelhos) {
      nos.add(concelho.codigo);
      contagens.set(concelho.codigo, {
        selecionadas: concelho.selecionadas,
        total: concelho.totalFreguesias,
      });
      for (const freguesia of concelho.freguesias) freguesias.add(freguesia.codigo);
    }
  }
  return {
    filtro: { texto: '', ativo: true, freguesias, nos, expandir: NADA, correspondencias: NADA },
    contagens,
  };
}

/** `set` with `key` in it or not; `set` itself when nothing changes. */
function comOuSem(set: ReadonlySet<string>, key: string, incluir: boolean): ReadonlySet<string> {
  if (set.has(key) === incluir) return set;
  const novo = new Set(set);
  if (incluir) novo.add(key);
  else novo.delete(key);
  return novo;
}

/** Everything the tree's rows and controls do: stable functions calling the latest handlers. */
interface AcoesArvore extends AcoesLinha {
  filtrar: (texto: string) => void;
  selecionarTodas: () => void;
  desmarcarTodas: () => void;
  expandirTodos: () => void;
  recolherTodos: () => void;
}

const nada = () => undefined;
const SEM_ACOES: AcoesArvore = {
  marcar: nada,
  expandir: nada,
  historico: nada,
  filtrar: nada,
  selecionarTodas: nada,
  desmarcarTodas: nada,
  expandirTodos: nada,
  recolherTodos: nada,
};

/**
 * The district > municipality > parish tree of issue 15, as a controlled field: tri-state checkboxes, a filter,
 * select-all ("Selecionar todas" / "Desmarcar todas", on what the filter shows), "Expandir tudo" / "Recolher
 * tudo", the counter, at most 400 px with its own scroll, and the WAI-ARIA tree keys (a roving tabindex over
 * the rows). Read-only, it shows only the selected branches, open.
 */
export const FreguesiasArvore = memo(function FreguesiasArvore({
  arvore,
  value,
  onChange,
  readOnly = false,
  label,
  required = false,
  error,
  onHistorico,
}: FreguesiasArvoreProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const arvoreRef = useRef<HTMLDivElement>(null);
  const [texto, setTexto] = useState('');
  // The branches the user opened (editable; all closed at first), and those they closed over what is open
  // without them: the matches' ancestors while a text is on (until it changes), the selected branches read-only.
  const [expandidos, setExpandidos] = useState<ReadonlySet<string>>(NADA);
  const [recolhidos, setRecolhidos] = useState<ReadonlySet<string>>(NADA);
  // The roving tabindex's row, and the first row in sight (from the scroll position).
  const [ativo, setAtivo] = useState<string | null>(null);
  const [primeira, setPrimeira] = useState(0);
  // The row to focus once drawn, after a key moved to it; the scroll position to take once the rows are drawn.
  const focoPendente = useRef<string | null>(null);
  const rolagemPendente = useRef<number | null>(null);

  const selecionadas = useMemo(() => new Set(value), [value]);
  const leitura = useMemo(
    () => (readOnly ? vistaLeitura(arvore, selecionadas) : null),
    [readOnly, arvore, selecionadas],
  );
  const filtro = useMemo(() => leitura?.filtro ?? filtrarArvore(arvore, texto), [leitura, arvore, texto]);
  const abertos = useMemo(() => {
    if (!leitura && !filtro.ativo) return expandidos;
    const todos = leitura ? new Set(leitura.filtro.nos) : expandidosComFiltro(expandidos, filtro);
    for (const key of recolhidos) todos.delete(key);
    return todos;
  }, [leitura, filtro, expandidos, recolhidos]);
  const linhas = useMemo(() => linhasVisiveis(arvore, abertos, filtro), [arvore, abertos, filtro]);
  const indices = useMemo(() => new Map(linhas.map((linha, i) => [linha.key, i])), [linhas]);
  const desconhecidas = useMemo(() => freguesiasDesconhecidas(arvore, selecionadas), [arvore, selecionadas]);

  // The tabbable row: the active one; when a collapse or the filter hid it, its nearest ancestor in sight,
  // else the first row.
  let ativoVisivel: string | undefined;
  for (let key = ativo; key !== null && ativoVisivel === undefined; key = arvore.nos.get(key)?.pai ?? null)
    if (indices.has(key)) ativoVisivel = key;
  ativoVisivel ??= linhas[0]?.key;
  const indiceAtivo = ativoVisivel === undefined ? -1 : (indices.get(ativoVisivel) ?? -1);

  // The latest handlers behind functions that never change (the rows and the controls are memoised on them).
  const handlers = useRef<AcoesArvore>(SEM_ACOES);
  useLayoutEffect(() => {
    handlers.current = {
      marcar: (key) => {
        if (readOnly) return;
        const no = arvore.nos.get(key);
        if (!no) return;
        onChange([
          ...(no.nivel === 3 ? alternarFreguesia(selecionadas, key) : alternarNo(arvore, key, selecionadas)),
        ]);
      },
      expandir: (key) => abrir(key, !abertos.has(key)),
      historico: (key) => onHistorico?.(key),
      filtrar,
      selecionarTodas: () => onChange([...selecionarTodas(arvore, selecionadas, filtro)]),
      desmarcarTodas: () => onChange([...desmarcarTodas(arvore, selecionadas, filtro)]),
      expandirTodos,
      recolherTodos,
    };
  });
  const acoes = useMemo<AcoesArvore>(
    () => ({
      marcar: (key) => handlers.current.marcar(key),
      expandir: (key) => handlers.current.expandir(key),
      historico: (key) => handlers.current.historico(key),
      filtrar: (novo) => handlers.current.filtrar(novo),
      selecionarTodas: () => handlers.current.selecionarTodas(),
      desmarcarTodas: () => handlers.current.desmarcarTodas(),
      expandirTodos: () => handlers.current.expandirTodos(),
      recolherTodos: () => handlers.current.recolherTodos(),
    }),
    [],
  );

  // Scroll where a filter asked once its rows are drawn: set in the keystroke's handler, the position would make
  // the browser lay the page out there and then again for the new rows.
  useLayoutEffect(() => {
    const topo = rolagemPendente.current;
    if (topo === null) return;
    rolagemPendente.current = null;
    if (arvoreRef.current && arvoreRef.current.scrollTop !== topo) arvoreRef.current.scrollTop = topo;
  });

  // Focus the row a key moved to, once it is drawn (it always is: the active row is drawn wherever it is).
  useLayoutEffect(() => {
    const key = focoPendente.current;
    if (key === null) return;
    focoPendente.current = null;
    arvoreRef.current?.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus({ preventScroll: true });
  });

  function abrir(key: string, aberto: boolean) {
    setRecolhidos((atuais) => comOuSem(atuais, key, !aberto));
    if (!leitura) setExpandidos((atuais) => comOuSem(atuais, key, aberto));
  }

  function expandirTodos() {
    setRecolhidos(NADA);
    if (!leitura) setExpandidos(expandirTudo(arvore));
  }

  function recolherTodos() {
    // Closed over the user's, the filter's and the read-only view's openings alike.
    setRecolhidos(new Set(arvore.ramos));
    if (!leitura) setExpandidos(recolherTudo());
  }

  function rolarPara(primeiraLinha: number) {
    rolagemPendente.current = primeiraLinha * ALTURA_LINHA;
    setPrimeira(primeiraLinha);
  }

  function filtrar(novo: string) {
    setTexto(novo);
    // A new text opens its own matches' ancestors again, whatever the user closed under the previous one; with
    // no text, the tree is as the user left it.
    setRecolhidos(NADA);
    rolarPara(0);
  }

  /** Moves the focus to row `i`, scrolling it into sight. */
  function mover(i: number) {
    const linha = linhas[Math.max(0, Math.min(linhas.length - 1, i))];
    if (!linha) return;
    const indice = indices.get(linha.key) ?? 0;
    setAtivo(linha.key);
    focoPendente.current = linha.key;
    const frame = arvoreRef.current;
    if (!frame) return;
    // jsdom lays nothing out: there the frame is as tall as it may be.
    const altura = frame.clientHeight || ALTURA_MAXIMA;
    const topo = indice * ALTURA_LINHA;
    if (topo < frame.scrollTop) frame.scrollTop = topo;
    else if (topo + ALTURA_LINHA > frame.scrollTop + altura) frame.scrollTop = topo + ALTURA_LINHA - altura;
    setPrimeira(Math.floor(frame.scrollTop / ALTURA_LINHA));
  }

  // The WAI-ARIA tree keys, on the focused row (keys on the history button are the button's).
  function teclas(event: KeyboardEvent<HTMLDivElement>) {
    const alvo = event.target as HTMLElement;
    if (alvo.getAttribute('role') !== 'treeitem' || event.altKey || event.ctrlKey || event.metaKey) return;
    const i = indices.get(alvo.dataset.key ?? '');
    const linha = i === undefined ? undefined : linhas[i];
    if (i === undefined || !linha) return;
    switch (event.key) {
      case 'ArrowDown':
        mover(i + 1);
        break;
      case 'ArrowUp':
        mover(i - 1);
        break;
      case 'Home':
        mover(0);
        break;
      case 'End':
        mover(linhas.length - 1);
        break;
      case 'ArrowRight':
        if (!linha.expandivel) break;
        if (!linha.expandido) abrir(linha.key, true);
        else if (linhas[i + 1]?.pai === linha.key) mover(i + 1);
        break;
      case 'ArrowLeft':
        if (linha.expandido) abrir(linha.key, false);
        else if (linha.pai !== null && indices.has(linha.pai)) mover(indices.get(linha.pai) ?? 0);
        break;
      case 'Enter':
        if (linha.expandivel) abrir(linha.key, !linha.expandido);
        break;
      case ' ':
        handlers.current.marcar(linha.key);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  // A click focuses the row it lands in: the row becomes the tabbable one and keeps the keys (a focused
  // checkbox would toggle on Space by itself, a second time).
  function foco(event: FocusEvent<HTMLDivElement>) {
    const alvo = event.target as HTMLElement;
    const item = alvo.closest<HTMLElement>('[role="treeitem"]');
    if (!item) return;
    const key = item.dataset.key;
    if (key !== undefined) setAtivo(key);
    if (alvo !== item && !alvo.hasAttribute('data-historico')) item.focus({ preventScroll: true });
  }

  // The rows in sight and a margin, plus the active row wherever it is (the tab order must find it).
  const inicio = Math.max(0, Math.min(primeira, linhas.length - 1) - MARGEM);
  const fim = Math.min(linhas.length - 1, primeira + Math.ceil(ALTURA_MAXIMA / ALTURA_LINHA) + MARGEM);
  const desenhadas: number[] = [];
  if (indiceAtivo >= 0 && indiceAtivo < inicio) desenhadas.push(indiceAtivo);
  for (let i = inicio; i <= fim; i++) desenhadas.push(i);
  if (indiceAtivo > fim) desenhadas.push(indiceAtivo);

  const contador = textoContador(contarFreguesias(selecionadas));
  const tudoMarcado = todasSelecionadas(arvore, selecionadas, filtro);
  const nadaAMarcar = filtro.ativo && filtro.freguesias.size === 0;
  const nadaADesmarcar = filtro.ativo ? !algumaEm(filtro.freguesias, selecionadas) : selecionadas.size === 0;

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Input.Label labelElement="div" id={labelId} required={required && !readOnly}>
        {label}
      </Input.Label>
      {readOnly ? null : (
        <Group gap="xs" align="flex-end">
          <CampoFiltro texto={texto} onTexto={acoes.filtrar} />
          <BotaoInativavel inativo={tudoMarcado || nadaAMarcar} onClick={acoes.selecionarTodas}>
            {t('freguesiasArvore.selecionarTodas')}
          </BotaoInativavel>
          <BotaoInativavel inativo={nadaADesmarcar} onClick={acoes.desmarcarTodas}>
            {t('freguesiasArvore.desmarcarTodas')}
          </BotaoInativavel>
        </Group>
      )}
      <Group gap="xs" justify="space-between">
        <Text size="sm" aria-live="polite" aria-atomic="true">
          {contador}
        </Text>
        {linhas.length > 0 ? (
          <BotoesExpansao onExpandir={acoes.expandirTodos} onRecolher={acoes.recolherTodos} />
        ) : null}
      </Group>
      {linhas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {readOnly
            ? t('freguesiasArvore.semSelecao')
            : filtro.ativo
              ? t('freguesiasArvore.semResultados')
              : t('freguesiasArvore.semFreguesias')}
        </Text>
      ) : (
        <div
          ref={arvoreRef}
          role="tree"
          aria-labelledby={labelId}
          aria-multiselectable={readOnly ? undefined : true}
          aria-required={required && !readOnly ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={teclas}
          onFocus={foco}
          onScroll={(event) => setPrimeira(Math.floor(event.currentTarget.scrollTop / ALTURA_LINHA))}
          style={{
            maxHeight: ALTURA_MAXIMA,
            overflowY: 'auto',
            overflowX: 'hidden',
            border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <div style={{ position: 'relative', height: linhas.length * ALTURA_LINHA }}>
            {desenhadas.map((i) => {
              const linha = linhas[i] as LinhaArvore;
              const contagem = leitura?.contagens.get(linha.key);
              return (
                <Linha
                  key={linha.key}
                  linha={linha}
                  estado={readOnly ? undefined : estadoDe(arvore, linha, selecionadas)}
                  nome={rotuloAcessivel(arvore, linha.key, selecionadas)}
                  tabulavel={i === indiceAtivo}
                  topo={i * ALTURA_LINHA}
                  resumo={
                    contagem
                      ? t('freguesiasArvore.resumoRamo', {
                          selecionadas: contagem.selecionadas,
                          total: contagem.total,
                        })
                      : undefined
                  }
                  rotuloHistorico={
                    onHistorico && linha.nivel === 3
                      ? t('freguesiasArvore.historico', { label: linha.label })
                      : undefined
                  }
                  acoes={acoes}
                />
              );
            })}
          </div>
        </div>
      )}
      {desconhecidas.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('freguesiasArvore.desconhecidas', { codigos: desconhecidas.join(', ') })}
        </Text>
      ) : null}
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
    </Stack>
  );
});

/** A row's checkbox: a parish is ticked or not, a branch as `estadoNo` counts its parishes. */
function estadoDe(arvore: ArvoreGeografica, linha: LinhaArvore, selecionadas: ReadonlySet<string>): EstadoNo {
  if (linha.nivel !== 3) return estadoNo(arvore, linha.key, selecionadas);
  return selecionadas.has(linha.key) ? 'marcado' : 'desmarcado';
}

/** Whether any of `codigos` is in `selecionadas` ("Desmarcar todas" has something to untick). */
function algumaEm(codigos: ReadonlySet<string>, selecionadas: ReadonlySet<string>): boolean {
  for (const codigo of codigos) if (selecionadas.has(codigo)) return true;
  return false;
}
