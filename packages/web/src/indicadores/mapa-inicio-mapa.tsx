import { CORES_MAPA, degrauDe } from '@sigsa/domain/indicadores/mapa';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../components/map/base-map.tsx';
import { ChoroplethLayer } from '../components/map/choropleth-layer.tsx';

/** Height of Início's map: the most a map may take (spec 000 §9), so the mainland fills it at `ZOOM`. */
const ALTURA_MAPA_PX = 600;
/** The mainland fills the map (the islands are a pan away): at the national zoom a parish is a dot. */
const CENTRO: [number, number] = [39.55, -8.0];
const ZOOM = 7;

/**
 * The country's parishes painted by their records (Início's map; lazy: it brings Leaflet). A click on a polygon
 * with records opens its list.
 */
export function MapaInicioMapa({
  totalDe,
  onAbrir,
}: {
  totalDe: (codigo: string) => number;
  onAbrir: (codigo: string) => void;
}) {
  const { t } = useTranslation();
  const fill = useCallback((codigo: string) => CORES_MAPA[degrauDe(totalDe(codigo))] ?? '', [totalDe]);
  const onSelect = useCallback(
    (codigo: string) => {
      if (totalDe(codigo) > 0) onAbrir(codigo);
    },
    [totalDe, onAbrir],
  );
  return (
    <BaseMap
      center={CENTRO}
      zoom={ZOOM}
      label={t('mapaInicio.mapLabel')}
      description={t('mapaInicio.mapHelp')}
      height={ALTURA_MAPA_PX}
      outlines={false}
      canvas
    >
      <ChoroplethLayer fill={fill} onSelect={onSelect} selected={null} />
    </BaseMap>
  );
}
