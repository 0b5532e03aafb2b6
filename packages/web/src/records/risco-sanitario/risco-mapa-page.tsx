import {
  Alert,
  Button,
  Grid,
  Group,
  Select,
  Stack,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIST_MAP_CENTER_LON_LAT, LIST_MAP_ZOOM, MAP_HEIGHT_PX } from '@sigsa/domain/geo/map-constants';
import { bandaForZoom } from '@sigsa/domain/geo/topologia';
import { normalizarBusca } from '@sigsa/domain/validation/normalizar-busca';
import { contarPorNivel, nivelDosPoligonos } from '@sigsa/domain/records/risco-sanitario/risco-mapa';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../components/date-field.tsx';
import { BaseMap } from '../../components/map/base-map.tsx';
import { ChoroplethLayer } from '../../components/map/choropleth-layer.tsx';
import { topologiaQueryOptions } from '../../components/map/topologia-api.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useReferenceList, type DoencaRef } from '../../platform/lookups/reference-lists.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { useArvoreGeografica } from '../../components/map/arvore-geografica.ts';
import { HistoricoFreguesiaModal } from './historico-freguesia-modal.tsx';
import { nivelEmVigorCsvUrl, nivelEmVigorQueryOptions, type ClassificacaoRisco } from './risco-api.ts';
import { RiscoMapaFreguesia } from './risco-mapa-freguesia.tsx';
import { RiscoMapaLegenda, SEM_NIVEL_COR } from './risco-mapa-legenda.tsx';
import { mapaParams, todayIso } from './risco-mapa-params.ts';

/** Options the parish search shows at once (the country has 3,259). */
const SEARCH_LIMIT = 30;

/**
 * The parish search matches names and codes without accents or case, as the tree's filter does, and shows at most
 * `limit` options (Mantine leaves the limit to a custom filter).
 */
const filtrarFreguesias: OptionsFilter = ({ options, search, limit }) => {
  const texto = normalizarBusca(search);
  const items = options as ComboboxItem[];
  const found = texto
    ? items.filter(
        (option) =>
          normalizarBusca(option.label).includes(texto) || option.value.toLowerCase().includes(texto),
      )
    : items;
  return found.slice(0, limit);
};

// The parish search and the map are memoized: a new disease or day re-renders the legend and the map's colours,
// not a select of 3,259 parishes nor the map's controls (issue 15, repaint).

/** "Procurar freguesia": a parish by name or code, the keyboard's way to a parish of the map. */
const ProcurarFreguesia = memo(function ProcurarFreguesia({
  opcoes,
  value,
  onEscolher,
}: {
  opcoes: ComboboxItem[];
  value: string | null;
  onEscolher: (codigo: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('risco.mapa.procurar')}
      placeholder={t('freguesiasArvore.filtroPlaceholder')}
      data={opcoes}
      value={value && value.length === 6 ? value : null}
      onChange={(codigo) => codigo && onEscolher(codigo)}
      searchable
      limit={SEARCH_LIMIT}
      filter={filtrarFreguesias}
      nothingFoundMessage={t('freguesiasArvore.semResultados')}
      w={360}
    />
  );
});

/** The map of the country, every parish painted by `fill`, the chosen one outlined (and framed when searched). */
const MapaCoropletico = memo(function MapaCoropletico({
  fill,
  onSelect,
  escolhido,
  procurado,
}: {
  fill: (codigo: string) => string;
  onSelect: (codigo: string) => void;
  escolhido: string | null;
  procurado: boolean;
}) {
  const { t } = useTranslation();
  return (
    <BaseMap
      center={[LIST_MAP_CENTER_LON_LAT[1], LIST_MAP_CENTER_LON_LAT[0]]}
      zoom={LIST_MAP_ZOOM}
      label={t('risco.mapa.mapLabel')}
      description={t('risco.mapa.mapHelp')}
      height={MAP_HEIGHT_PX}
      outlines={false}
      canvas
    >
      <ChoroplethLayer fill={fill} onSelect={onSelect} selected={escolhido} frame={procurado} />
    </BaseMap>
  );
});

/**
 * Consultar → Mapa do risco sanitário (issue 15, ours): the level in force in each parish of the country for a
 * disease on a day, painted in Gerir's colours, with the legend's counts, a CSV of every parish, and a parish's
 * level, period, record and history from a click or the search. Disease and day live in the URL, so a map can
 * be shared as a link. Offline: the boundaries come from our server.
 */
export function RiscoMapaPage() {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const [params, setParams] = useSearchParams();
  // Today, computed once and only when the URL names no day (the map's default): see mapaParams.
  const todayRef = useRef<string | null>(null);
  const today = () => (todayRef.current ??= todayIso());
  // A choice shows at once; the URL (so the map can be shared, and Back works) follows in the router's own time.
  const [pedido, setPedido] = useState<URLSearchParams | null>(null);
  const { doenca, data } = mapaParams(pedido ?? params, today);
  const urlAlcancou = pedido !== null && pedido.toString() === params.toString();
  useEffect(() => {
    if (urlAlcancou) setPedido(null);
  }, [urlAlcancou]);
  const [escolhido, setEscolhido] = useState<string | null>(null);
  /** Whether the choice came from the search (the map frames it) rather than a click on the map. */
  const [procurado, setProcurado] = useState(false);
  const [historicoDe, setHistoricoDe] = useState<string | null>(null);

  const doencas = useReferenceList<DoencaRef>('doencas', true);
  const classificacoes = useReferenceList<ClassificacaoRisco>('classificacoesRisco', true, 'ordem,asc');
  const niveis = useQuery({
    ...nivelEmVigorQueryOptions(role, doenca ?? 0, data, null),
    enabled: doenca !== null,
    placeholderData: keepPreviousData,
  });
  // The tree (names of 3,259 parishes: the search, the popup, the count of parishes without a level) is asked
  // for once the country can be painted: its answer and its building would otherwise delay the first paint.
  const geometria = useQuery(topologiaQueryOptions(bandaForZoom(LIST_MAP_ZOOM))).isSuccess;
  const arvore = useArvoreGeografica(geometria && (doenca === null || niveis.isSuccess));
  const niveisDoDia = doenca === null ? undefined : niveis.data;

  const porId = useMemo(() => new Map(classificacoes.map((c) => [c.id, c])), [classificacoes]);
  const fill = useMemo(() => {
    const nivelDe = nivelDosPoligonos(niveisDoDia?.freguesias ?? {}, (id) => porId.get(id)?.ordem ?? 0);
    return (codigo: string) => {
      const nivel = nivelDe(codigo);
      return (nivel !== undefined && porId.get(nivel)?.cor) || SEM_NIVEL_COR;
    };
  }, [niveisDoDia, porId]);
  const contagem = useMemo(
    () => (niveisDoDia ? contarPorNivel(arvore?.freguesias.length ?? null, niveisDoDia.freguesias) : null),
    [niveisDoDia, arvore],
  );
  const opcoesFreguesias = useMemo(
    () => (arvore?.freguesias ?? []).map((f) => ({ value: f.codigo, label: f.rotulo })),
    [arvore],
  );
  const onSelect = useCallback((codigo: string) => {
    setEscolhido(codigo);
    setProcurado(false);
  }, []);
  const onProcurar = useCallback((codigo: string) => {
    setEscolhido(codigo);
    setProcurado(true);
  }, []);

  const setParam = (key: 'doenca' | 'data', value: string | null) => {
    const next = new URLSearchParams(pedido ?? params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setPedido(next);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md" pb="xl">
      <PageHeading title={t('risco.mapa.title')} />
      <Group align="flex-end" gap="md">
        <Select
          label={t('risco.fields.doenca')}
          placeholder={t('risco.mapa.escolhaDoencaPlaceholder')}
          data={doencas.map((d) => ({ value: String(d.id), label: d.nome }))}
          value={doenca === null ? null : String(doenca)}
          onChange={(value) => setParam('doenca', value)}
          searchable
          w={360}
        />
        <div style={{ width: 180 }}>
          <DateField
            label={t('risco.mapa.data')}
            value={data}
            onChange={(value) => value && setParam('data', value)}
          />
        </div>
        <ProcurarFreguesia opcoes={opcoesFreguesias} value={escolhido} onEscolher={onProcurar} />
        {doenca === null ? (
          // A real disabled button until a disease is chosen: a link cannot be disabled for assistive technologies.
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} disabled>
            {t('risco.mapa.exportar')}
          </Button>
        ) : (
          <Button
            component="a"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            href={nivelEmVigorCsvUrl(role, doenca, data)}
            download
          >
            {t('risco.mapa.exportar')}
          </Button>
        )}
      </Group>

      {doenca === null && (
        <Alert color="blue" variant="light">
          {t('risco.mapa.escolhaDoenca')}
        </Alert>
      )}

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <MapaCoropletico fill={fill} onSelect={onSelect} escolhido={escolhido} procurado={procurado} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <RiscoMapaLegenda
              classificacoes={classificacoes}
              contagem={contagem}
              loading={doenca !== null && niveis.isFetching}
            />
            {arvore && (
              <RiscoMapaFreguesia
                codigo={escolhido}
                niveis={niveisDoDia}
                classificacoes={porId}
                arvore={arvore}
                onHistorico={setHistoricoDe}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <HistoricoFreguesiaModal dicofre={historicoDe} doenca={doenca} onClose={() => setHistoricoDe(null)} />
    </Stack>
  );
}
