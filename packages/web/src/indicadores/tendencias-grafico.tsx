import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { rotuloSemana, type SemanaIso, type TendenciasAnswer } from '@sigsa/domain/indicadores/tendencias';
import type { CartaoIndicador } from '@sigsa/domain/indicadores/indicadores';

/** Each card's colour in the stack: the same state reads the same colour on every type. */
const CORES: Record<string, string> = {
  INICIAL: 'gray.6',
  SUBMETIDO: 'orange.6',
  EM_ANALISE: 'grape.6',
  EM_VALIDACAO: 'blue.6',
  VALIDO: 'teal.7',
  INVALIDO: 'red.8',
};

/** Props of {@link TendenciasGrafico}. */
export interface TendenciasGraficoProps {
  cartoes: readonly CartaoIndicador[];
  semanas: TendenciasAnswer['semanas'];
  /** A segment chosen: its card and week. */
  onSegmento: (cartao: CartaoIndicador, semana: SemanaIso) => void;
  /** What the chart shows, for screen readers (the table says it in full). */
  descricao: string;
}

/**
 * The weekly counts as stacked bars, one colour per card (Mantine charts on recharts). Lazy: Início loads it only
 * when a type has trends to show.
 */
export function TendenciasGrafico({ cartoes, semanas, onSegmento, descricao }: TendenciasGraficoProps) {
  const data = semanas.map((s) => ({ semana: rotuloSemana(s), inicio: s.inicio, fim: s.fim, ...s.valores }));
  return (
    <div role="img" aria-label={descricao}>
      <BarChart
        h={260}
        data={data}
        dataKey="semana"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        series={cartoes.map((c) => ({ name: c.chave, label: c.rotulo, color: CORES[c.chave] ?? 'cyan.6' }))}
        barProps={(serie) => ({
          cursor: 'pointer',
          onClick: (bar: { payload?: { inicio?: string; fim?: string } }) => {
            const cartao = cartoes.find((c) => c.chave === serie.name);
            const { inicio, fim } = bar.payload ?? {};
            if (cartao && inicio && fim) onSegmento(cartao, { inicio, fim });
          },
        })}
      />
    </div>
  );
}
