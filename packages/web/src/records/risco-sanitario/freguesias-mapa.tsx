import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { DEFAULT_MAP_POINT, MAP_HEIGHT_PX, type LatLon } from '@sigsa/domain/geo/map-constants';
import { isConcelhoCode } from '@sigsa/domain/geo/topologia';
import {
  alternarFreguesia,
  alternarNo,
  type ArvoreGeografica,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import L from 'leaflet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Circle, Marker, Pane, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../../components/map/base-map.tsx';
import { ChoroplethLayer } from '../../components/map/choropleth-layer.tsx';
import { freguesiasADistancia } from '../../components/map/geo-api.ts';
import { pointIcon } from '../../components/map/point-marker.ts';

/** Fill of a ticked parish (the palette's dark blue, apart from the risk levels' reds) and of the others. */
const MARCADA = '#1864ab';
const DESMARCADA = '#ced4da';
/** The radius the tool starts with: the protection zone around an outbreak. */
const KM_INICIAL = 3;

/** A click on the map while choosing the centre: its point. */
function CentroPorClique({ onPoint }: { onPoint: (point: LatLon) => void }) {
  useMapEvents({ click: (event) => onPoint({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** Frames the circle of the last selection by distance, each time one is made (`vez` counts them). */
function EnquadrarCirculo({ centro, km, vez }: { centro: LatLon | null; km: number; vez: number }) {
  const map = useMap();
  useEffect(() => {
    if (vez === 0 || !centro) return;
    map.fitBounds(L.latLng(centro.latitude, centro.longitude).toBounds(km * 2000), { padding: [16, 16] });
    // Only when a selection is made: not while the centre or the distance is being typed.
  }, [vez]);
  return null;
}

/** Props of {@link FreguesiasMapa}. */
export interface FreguesiasMapaProps {
  arvore: ArvoreGeografica;
  /** The ticked parish codes. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  readOnly: boolean;
}

/**
 * The form's map tab (issue 15): the parishes ticked, painted; a click on a parish ticks or unticks it (a Madeira
 * municipality, drawn for its parishes, all of them); and every parish within X km of a point — clicked on the
 * map after "Escolher o centro no mapa", or typed — ticked at once (ST_DWithin on the polygons, on the server).
 */
export function FreguesiasMapa({ arvore, value, onChange, readOnly }: FreguesiasMapaProps) {
  const { t } = useTranslation();
  const selecionadas = useMemo(() => new Set(value), [value]);
  const [centro, setCentro] = useState<LatLon | null>(null);
  const [escolherCentro, setEscolherCentro] = useState(false);
  const [km, setKm] = useState<number>(KM_INICIAL);
  const [aSelecionar, setASelecionar] = useState(false);
  const [resultado, setResultado] = useState<string | null>(null);
  const [selecoes, setSelecoes] = useState(0);

  const fill = useCallback(
    (codigo: string) => {
      const marcada = isConcelhoCode(codigo)
        ? arvore.freguesias.some((f) => f.pai === codigo && selecionadas.has(f.codigo))
        : selecionadas.has(codigo);
      return marcada ? MARCADA : DESMARCADA;
    },
    [arvore, selecionadas],
  );
  const onSelect = useCallback(
    (codigo: string) => {
      if (readOnly || escolherCentro) return;
      const next = isConcelhoCode(codigo)
        ? alternarNo(arvore, codigo, selecionadas)
        : alternarFreguesia(selecionadas, codigo);
      onChange([...next]);
    },
    [arvore, selecionadas, onChange, readOnly, escolherCentro],
  );
  const onPoint = useCallback((point: LatLon) => {
    setCentro(point);
    setEscolherCentro(false);
  }, []);

  const kmValido = km > 0 && km <= 100;
  const selecionarADistancia = async () => {
    if (!centro || !kmValido) return;
    setASelecionar(true);
    try {
      const answer = await freguesiasADistancia(centro, km);
      const next = new Set(selecionadas);
      for (const dicofre of answer.freguesias) if (arvore.todas.has(dicofre)) next.add(dicofre);
      const novas = next.size - selecionadas.size;
      onChange([...next]);
      setResultado(t('risco.mapaForm.acrescentadas', { count: novas, km: answer.km }));
      setSelecoes((n) => n + 1);
    } finally {
      setASelecionar(false);
    }
  };

  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('risco.mapaForm.latitude')}
            value={centro?.latitude ?? ''}
            onChange={(v) =>
              setCentro((c) => ({
                latitude: Number(v),
                longitude: c?.longitude ?? DEFAULT_MAP_POINT.longitude,
              }))
            }
            decimalScale={6}
            w={140}
          />
          <NumberInput
            label={t('risco.mapaForm.longitude')}
            value={centro?.longitude ?? ''}
            onChange={(v) =>
              setCentro((c) => ({
                latitude: c?.latitude ?? DEFAULT_MAP_POINT.latitude,
                longitude: Number(v),
              }))
            }
            decimalScale={6}
            w={140}
          />
          <NumberInput
            label={t('risco.mapaForm.km')}
            value={km}
            onChange={(v) => setKm(Number(v))}
            min={0.1}
            max={100}
            decimalScale={3}
            error={kmValido ? null : t('risco.mapaForm.kmInvalido')}
            w={140}
          />
          <Button
            variant={escolherCentro ? 'filled' : 'default'}
            onClick={() => setEscolherCentro((on) => !on)}
          >
            {escolherCentro ? t('risco.mapaForm.cliqueNoMapa') : t('risco.mapaForm.escolherCentro')}
          </Button>
          <Button
            onClick={() => void selecionarADistancia()}
            disabled={!centro || !kmValido}
            loading={aSelecionar}
          >
            {t('risco.mapaForm.selecionar', { km: kmValido ? km : '' })}
          </Button>
        </Group>
      )}
      <Text fz="sm" c="dimmed" aria-live="polite">
        {resultado ?? (readOnly ? '' : t('risco.mapaForm.ajuda'))}
      </Text>
      <BaseMap
        center={[39.6, -8]}
        zoom={6}
        label={t('risco.mapaForm.mapLabel')}
        description={t('risco.mapaForm.mapHelp')}
        height={Math.min(MAP_HEIGHT_PX, 520)}
        outlines={false}
        canvas
      >
        <ChoroplethLayer fill={fill} onSelect={onSelect} selected={null} />
        {escolherCentro && <CentroPorClique onPoint={onPoint} />}
        <EnquadrarCirculo centro={centro} km={km} vez={selecoes} />
        {centro && (
          // Above the parishes: the map draws on one canvas per pane, in the order layers arrive, and a band of
          // finer polygons arriving later would cover the circle.
          <Pane name="centro-distancia" style={{ zIndex: 450 }}>
            <Marker
              position={[centro.latitude, centro.longitude]}
              icon={pointIcon()}
              interactive={false}
              keyboard={false}
            />
            {kmValido && (
              <Circle
                center={[centro.latitude, centro.longitude]}
                radius={km * 1000}
                pathOptions={{ color: '#c92a2a', weight: 2, fill: false }}
                interactive={false}
              />
            )}
          </Pane>
        )}
      </BaseMap>
    </Stack>
  );
}
