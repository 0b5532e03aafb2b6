import { ActionIcon, Button, Checkbox, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
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

/** Every row's height (px): fixed, so the rows in sight follow from the scroll position alone. */
const ALTURA_LINHA = 32;
/** The tree's maximum height (issue 15: 400 px with its own scroll). */
const ALTURA_MAXIMA = 400;
/** Rows drawn above and below those in sight, so scrolling does not show blanks. */
const MARGEM = 8;
/** How far each level is indented (px). */
const RECUO = 20;

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

/** What a row does, the same functions for every row and render, so unchanged rows are not drawn again. */
interface AcoesLinha {
  marcar: (key: string) => void;
  expandir: (key: string) => void;
  historico: (key: string) => void;
}

interface LinhaProps {
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

// Inline styles (this widget has no stylesheet of its own); constants, so rows do not rebuild them.
const ESTILO_NOME = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
} as const;
const ESTILOS_CHECKBOX = {
  root: { flex: 1, minWidth: 0 },
  body: { alignItems: 'center' },
  labelWrapper: { flex: 1, minWidth: 0 },
  label: { ...ESTILO_NOME, cursor: 'pointer', paddingInlineStart: 8 },
} as const;
// The checkbox and the chevron speak through the row (its aria-checked and aria-expanded): hidden from
// assistive technology, out of the tab order, and a click on them leaves the focus on the row.
const CHECKBOX_WRAPPER = { 'aria-hidden': true } as const;

/** One `treeitem`: chevron, checkbox with the name (or the name alone when read-only), history button. */
const Linha = memo(function Linha({
  linha,
  estado,
  nome,
  tabulavel,
  topo,
  resumo,
  rotuloHistorico,
  acoes,
}: LinhaProps) {
  const negrito = linha.correspondencia ? 700 : undefined;
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
      className="mantine-focus-auto"
      style={{
        position: 'absolute',
        top: topo,
        left: 0,
        right: 0,
        height: ALTURA_LINHA,
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        paddingInline: `${4 + (linha.nivel - 1) * RECUO}px 4px`,
        // Inside the frame: an outline outside the row would be cut by the scroll.
        outlineOffset: -2,
      }}
    >
      {linha.expandivel ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          tabIndex={-1}
          aria-hidden
          data-chevron=""
          onClick={() => acoes.expandir(linha.key)}
        >
          {linha.expandido ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      ) : (
        <span style={{ width: 22, flex: 'none' }} />
      )}
      {estado === undefined ? (
        <Text size="sm" fw={negrito} title={linha.label} style={{ ...ESTILO_NOME, flex: 1 }}>
          {linha.label}
          {resumo ? (
            <Text span size="sm" c="dimmed">
              {' '}
              {resumo}
            </Text>
          ) : null}
        </Text>
      ) : (
        <Checkbox
          checked={estado === 'marcado'}
          indeterminate={estado === 'parcial'}
          onChange={() => acoes.marcar(linha.key)}
          tabIndex={-1}
          wrapperProps={CHECKBOX_WRAPPER}
          styles={ESTILOS_CHECKBOX}
          label={
            <span title={linha.label} style={{ fontWeight: negrito }}>
              {linha.label}
            </span>
          }
        />
      )}
      {rotuloHistorico ? (
        <ActionIcon
          variant="subtle"
          size="sm"
          // The active row's button is the tree's second tab stop, so a keyboard reaches it too.
          tabIndex={tabulavel ? 0 : -1}
          aria-label={rotuloHistorico}
          title={rotuloHistorico}
          data-historico=""
          onClick={() => acoes.historico(linha.key)}
        >
          <IconHistory size={16} aria-hidden />
        </ActionIcon>
      ) : null}
    </div>
  );
});

/**
 * The district > municipality > parish tree of issue 15, as a controlled field: tri-state checkboxes, a filter,
 * select-all ("Selecionar todas" / "Desmarcar todas", on what the filter shows), "Expandir tudo" / "Recolher
 * tudo", the counter, at most 400 px with its own scroll, and the WAI-ARIA tree keys (a roving tabindex over
 * the rows). Read-only, it shows only the selected branches, open.
 */
export function FreguesiasArvore({
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
  // The row to focus once drawn, after a key moved to it.
  const focoPendente = useRef<string | null>(null);

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

  // The latest handlers behind functions that never change (the rows are memoised on them).
  const handlers = useRef<AcoesLinha>({ marcar: () => {}, expandir: () => {}, historico: () => {} });
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
    };
  });
  const acoes = useMemo<AcoesLinha>(
    () => ({
      marcar: (key) => handlers.current.marcar(key),
      expandir: (key) => handlers.current.expandir(key),
      historico: (key) => handlers.current.historico(key),
    }),
    [],
  );

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
    if (arvoreRef.current) arvoreRef.current.scrollTop = primeiraLinha * ALTURA_LINHA;
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
          <TextInput
            label={t('freguesiasArvore.filtro')}
            placeholder={t('freguesiasArvore.filtroPlaceholder')}
            value={texto}
            autoComplete="off"
            size="xs"
            style={{ flex: '1 1 12rem' }}
            onChange={(event) => filtrar(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Escape empties the filter first (and only that: a dialog around it stays open).
              if (event.key === 'Escape' && texto !== '') {
                event.preventDefault();
                event.stopPropagation();
                filtrar('');
              }
            }}
          />
          <BotaoInativavel
            inativo={tudoMarcado || nadaAMarcar}
            onClick={() => onChange([...selecionarTodas(arvore, selecionadas, filtro)])}
          >
            {t('freguesiasArvore.selecionarTodas')}
          </BotaoInativavel>
          <BotaoInativavel
            inativo={nadaADesmarcar}
            onClick={() => onChange([...desmarcarTodas(arvore, selecionadas, filtro)])}
          >
            {t('freguesiasArvore.desmarcarTodas')}
          </BotaoInativavel>
        </Group>
      )}
      <Group gap="xs" justify="space-between">
        <Text size="sm" aria-live="polite" aria-atomic="true">
          {contador}
        </Text>
        {linhas.length > 0 ? (
          <Group gap="xs">
            <Button size="xs" variant="subtle" onClick={expandirTodos}>
              {t('freguesiasArvore.expandirTudo')}
            </Button>
            <Button size="xs" variant="subtle" onClick={recolherTodos}>
              {t('freguesiasArvore.recolherTudo')}
            </Button>
          </Group>
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
}

/**
 * A select-all button that looks disabled when it has nothing to do but keeps the focus: a real `disabled`
 * would drop the keyboard user's focus to the page the moment their click made it so.
 */
function BotaoInativavel({
  inativo,
  onClick,
  children,
}: {
  inativo: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      data-disabled={inativo || undefined}
      aria-disabled={inativo || undefined}
      onClick={inativo ? undefined : onClick}
    >
      {children}
    </Button>
  );
}

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
