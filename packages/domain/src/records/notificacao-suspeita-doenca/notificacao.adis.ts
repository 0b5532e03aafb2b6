import type { Role } from '../../access/roles.ts';
import type { ConclusaoSuspeita, Localizacao, OrdemFoco, TipoAnimal } from './notificacao.fields.ts';
import type { TipoObservacao } from '../animal-fields.ts';

// The ADIS-shaped export (issue 12 "Beyond the spec"): one row per validated, confirmed notification × confirmed
// disease × species, with the outbreak fields of Implementing Regulation (EU) 2020/2002 (suspicion, start of
// signs and confirmation dates; primary or secondary; position and parish; the epidemiological unit; species;
// susceptible animals, cases and deaths). The server resolves names and codes; this builds and counts the rows.

/** A species as the export names it. */
export interface AdisEspecie {
  codigo: string;
  nome: string;
}

/** A disease as the export names it. */
export interface AdisDoenca {
  id: number;
  codigo: string;
  nome: string;
}

/** What the export reads of one notification, ids already resolved to codes and names by the server. */
export interface AdisNotificacao {
  numeroSerie: string;
  estado: string;
  tipoAnimal: TipoAnimal;
  conclusaoSuspeita: ConclusaoSuspeita | null;
  ordemFoco: OrdemFoco | null;
  /** The primary outbreak's `numeroSerie`, for a secondary one that names it. */
  focoPrimario: string | null;
  /** Suspicion: the observation date (YYYY-MM-DD). */
  dataObservacao: string | null;
  dataInicioSinaisClinicos: string | null;
  /** Confirmation: the day the notification was validated (YYYY-MM-DD). */
  dataConfirmacao: string | null;
  localizacao: Localizacao | null;
  freguesia: { codigo: string; nome: string } | null;
  /** The unit's identifier: the holding's brand, the infrastructure's number; null for the others. */
  unidade: string | null;
  /** The suspected diseases. */
  doencas: readonly AdisDoenca[];
  /** Ids of the confirmed ones (ours); empty means every suspected disease. */
  doencasConfirmadas: readonly number[];
  /** Companion and feral animals: the animal's species. */
  especie: AdisEspecie | null;
  declaracoesAnimais: readonly {
    especie: AdisEspecie;
    animaisPresentes: number;
    animaisMorreram: number | null;
  }[];
  observacoesClinicasIndividuais: readonly { especie: AdisEspecie }[];
  observacoesClinicasGrupo: readonly { especie: AdisEspecie; animais: number }[];
  observacoesAnimais: readonly {
    especie: AdisEspecie;
    tipoObservacao: TipoObservacao;
    numeroAnimais: number | null;
    animaisComAlteracoes: boolean;
  }[];
}

/** One row of the export. Dates are YYYY-MM-DD; coordinates WGS84 with 6 decimals. */
export interface AdisRow {
  referencia: string;
  doencaCodigo: string;
  doenca: string;
  ordemFoco: string | null;
  focoPrimario: string | null;
  dataSuspeita: string | null;
  dataInicioSinais: string | null;
  dataConfirmacao: string | null;
  latitude: number | null;
  longitude: number | null;
  freguesiaCodigo: string | null;
  freguesia: string | null;
  tipoUnidade: string;
  unidade: string | null;
  especieCodigo: string | null;
  especie: string | null;
  suscetiveis: number | null;
  casos: number | null;
  mortos: number | null;
}

/** Who may export the ADIS file (issue 12): the authority and the manager. */
export const ADIS_EXPORTERS: readonly Role[] = ['ROLE_SIGSA', 'ROLE_MANAGER'];

/** The ADIS export's formats (`format=`). */
export const ADIS_FORMATOS = ['csv', 'xlsx'] as const;

/** The export's columns, in order, with their pt-PT headers (ours). */
export const ADIS_COLUMNS: readonly { key: keyof AdisRow; label: string }[] = [
  { key: 'referencia', label: 'Referência do foco' },
  { key: 'doencaCodigo', label: 'Código da doença' },
  { key: 'doenca', label: 'Doença' },
  { key: 'ordemFoco', label: 'Ordem do foco' },
  { key: 'focoPrimario', label: 'Foco primário' },
  { key: 'dataSuspeita', label: 'Data da suspeita' },
  { key: 'dataInicioSinais', label: 'Data de início dos sinais clínicos' },
  { key: 'dataConfirmacao', label: 'Data da confirmação' },
  { key: 'latitude', label: 'Latitude' },
  { key: 'longitude', label: 'Longitude' },
  { key: 'freguesiaCodigo', label: 'Código da freguesia' },
  { key: 'freguesia', label: 'Freguesia' },
  { key: 'tipoUnidade', label: 'Tipo de unidade epidemiológica' },
  { key: 'unidade', label: 'Unidade epidemiológica' },
  { key: 'especieCodigo', label: 'Código da espécie' },
  { key: 'especie', label: 'Espécie' },
  { key: 'suscetiveis', label: 'Animais suscetíveis' },
  { key: 'casos', label: 'Casos' },
  { key: 'mortos', label: 'Mortos' },
];

/** The epidemiological unit each animal type reports (ours, after ADIS's unit types). */
export const ADIS_TIPO_UNIDADE: Readonly<Record<TipoAnimal, string>> = {
  DOM_PRODUCAO: 'Exploração',
  DOM_COMPANHIA: 'Animal de companhia',
  DOM_ASSILVESTRADO: 'Animal assilvestrado',
  SEL_CATIVEIRO: 'Fauna selvagem em cativeiro',
  SEL_VIDA_LIVRE: 'Fauna selvagem em vida livre',
};

/** The outbreak order as the export writes it (the ORDEM_FOCO labels). */
export const ADIS_ORDEM_FOCO_LABELS: Readonly<Record<OrdemFoco, string>> = {
  PRIMARIO: 'Primário',
  SECUNDARIO: 'Secundário',
};

/** True when the notification goes into the export: validated and concluded Confirmado. */
export function isAdisExportable(
  notificacao: Pick<AdisNotificacao, 'estado' | 'conclusaoSuspeita'>,
): boolean {
  return notificacao.estado === 'VALIDO' && notificacao.conclusaoSuspeita === 'CONFIRMADO';
}

/** The counts of one species. Null: the notification does not tell. */
export interface AdisCounts {
  especie: AdisEspecie | null;
  suscetiveis: number | null;
  casos: number | null;
  mortos: number | null;
}

/**
 * The animals of each species, in the order they first appear (ours). Companion and feral: one animal, one case.
 * Susceptible and dead animals come from the declarations (present, died); cases from the signs (one per
 * individual row, the group's count per group row) or, for free-living animals, from the observed animals with
 * changes. A species no row tells about stays null; with no species at all, one row of unknown species.
 */
export function adisCounts(notificacao: AdisNotificacao): AdisCounts[] {
  const bySpecies = new Map<string, AdisCounts>();
  const entry = (especie: AdisEspecie): AdisCounts => {
    let counts = bySpecies.get(especie.codigo);
    if (!counts) {
      counts = { especie, suscetiveis: null, casos: null, mortos: null };
      bySpecies.set(especie.codigo, counts);
    }
    return counts;
  };
  if (notificacao.tipoAnimal === 'DOM_COMPANHIA' || notificacao.tipoAnimal === 'DOM_ASSILVESTRADO')
    return [{ especie: notificacao.especie, suscetiveis: 1, casos: 1, mortos: null }];
  for (const row of notificacao.declaracoesAnimais) {
    const counts = entry(row.especie);
    counts.suscetiveis = add(counts.suscetiveis, row.animaisPresentes);
    if (row.animaisMorreram !== null) counts.mortos = add(counts.mortos, row.animaisMorreram);
  }
  for (const row of notificacao.observacoesClinicasIndividuais) {
    const counts = entry(row.especie);
    counts.casos = add(counts.casos, 1);
  }
  for (const row of notificacao.observacoesClinicasGrupo) {
    const counts = entry(row.especie);
    counts.casos = add(counts.casos, row.animais);
  }
  for (const row of notificacao.observacoesAnimais) {
    const counts = entry(row.especie);
    const animais = row.tipoObservacao === 'GRUPO' ? (row.numeroAnimais ?? 1) : 1;
    counts.casos = add(counts.casos, row.animaisComAlteracoes ? animais : 0);
  }
  const found = [...bySpecies.values()];
  return found.length > 0 ? found : [{ especie: null, suscetiveis: null, casos: null, mortos: null }];
}

/** The confirmed diseases: those named in `doencasConfirmadas`, or every suspected one when none is named. */
export function adisDoencas(
  notificacao: Pick<AdisNotificacao, 'doencas' | 'doencasConfirmadas'>,
): AdisDoenca[] {
  if (notificacao.doencasConfirmadas.length === 0) return [...notificacao.doencas];
  const confirmadas = new Set(notificacao.doencasConfirmadas);
  return notificacao.doencas.filter((doenca) => confirmadas.has(doenca.id));
}

/** The export rows of one notification: confirmed disease × species; none unless {@link isAdisExportable}. */
export function adisRows(notificacao: AdisNotificacao): AdisRow[] {
  if (!isAdisExportable(notificacao)) return [];
  const counts = adisCounts(notificacao);
  return adisDoencas(notificacao).flatMap((doenca) =>
    counts.map((species): AdisRow => ({
      referencia: notificacao.numeroSerie,
      doencaCodigo: doenca.codigo,
      doenca: doenca.nome,
      ordemFoco: notificacao.ordemFoco ? ADIS_ORDEM_FOCO_LABELS[notificacao.ordemFoco] : null,
      focoPrimario: notificacao.ordemFoco === 'SECUNDARIO' ? notificacao.focoPrimario : null,
      dataSuspeita: notificacao.dataObservacao,
      dataInicioSinais: notificacao.dataInicioSinaisClinicos,
      dataConfirmacao: notificacao.dataConfirmacao,
      latitude: round6(notificacao.localizacao?.latitude),
      longitude: round6(notificacao.localizacao?.longitude),
      freguesiaCodigo: notificacao.freguesia?.codigo ?? null,
      freguesia: notificacao.freguesia?.nome ?? null,
      tipoUnidade: ADIS_TIPO_UNIDADE[notificacao.tipoAnimal],
      unidade: notificacao.unidade,
      especieCodigo: species.especie?.codigo ?? null,
      especie: species.especie?.nome ?? null,
      suscetiveis: species.suscetiveis,
      casos: species.casos,
      mortos: species.mortos,
    })),
  );
}

function add(total: number | null, value: number): number {
  return (total ?? 0) + value;
}

/** Six decimals (about 0.1 m), the precision the spec shows coordinates with (002 §9). */
function round6(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value * 1e6) / 1e6;
}
