import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { construirArvore } from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import type { ClassificacaoRisco, NivelEmVigor } from './risco-api.ts';
import { RiscoMapaFreguesia } from './risco-mapa-freguesia.tsx';

const arvore = construirArvore([
  {
    di: '02',
    nome: 'Beja',
    concelhos: [{ dico: '0204', nome: 'Barrancos', freguesias: [{ dicofre: '020401', nome: 'Barrancos' }] }],
  },
  {
    di: '31',
    nome: 'Ilha da Madeira',
    concelhos: [
      {
        dico: '3103',
        nome: 'Funchal',
        freguesias: [
          { dicofre: '310301', nome: 'Imaculado Coração de Maria' },
          { dicofre: '310302', nome: 'Monte' },
        ],
      },
    ],
  },
]);

const classificacoes = new Map<number, ClassificacaoRisco>([
  [4, { id: 4, descricao: 'Elevado', ordem: 4, cor: '#f03b20' }],
  [2, { id: 2, descricao: 'Baixo', ordem: 2, cor: '#fecc5c' }],
]);

const niveis: NivelEmVigor = {
  freguesias: {
    '020401': { registo: 7, classificacao: 4 },
    '310302': { registo: 9, classificacao: 2 },
  },
  registos: {
    7: { classificacao: 4, dataInicioClassificacao: '2026-11-02', dataFinalClassificacao: null },
    9: { classificacao: 2, dataInicioClassificacao: '2026-10-01', dataFinalClassificacao: '2026-12-31' },
  },
};

describe('the map panel of a chosen polygon (issue 15)', () => {
  it('shows a parish: names, level, period, its record and its history', async () => {
    const onHistorico = vi.fn();
    renderWithProviders(
      <RiscoMapaFreguesia
        codigo="020401"
        niveis={niveis}
        classificacoes={classificacoes}
        arvore={arvore}
        onHistorico={onHistorico}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Barrancos' })).toBeInTheDocument();
    expect(screen.getByText('Barrancos · Beja · 020401')).toBeInTheDocument();
    expect(screen.getByText('Elevado')).toBeInTheDocument();
    expect(screen.getByText('Desde 02/11/2026, sem data de fim')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir registo 7' })).toHaveAttribute(
      'href',
      '/consultar/risco-sanitario/7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Histórico da freguesia' }));
    expect(onHistorico).toHaveBeenCalledWith('020401');
  });

  it('lists the parishes of a Madeira municipality, each with its level or none', async () => {
    const onHistorico = vi.fn();
    renderWithProviders(
      <RiscoMapaFreguesia
        codigo="3103"
        niveis={niveis}
        classificacoes={classificacoes}
        arvore={arvore}
        onHistorico={onHistorico}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Funchal' })).toBeInTheDocument();
    expect(screen.getByText(/não tem os limites das freguesias de Funchal/)).toBeInTheDocument();
    const monte = screen.getByRole('row', { name: /Monte/ });
    expect(within(monte).getByText('Baixo')).toBeInTheDocument();
    expect(within(monte).getByText('De 01/10/2026 a 31/12/2026')).toBeInTheDocument();
    const outra = screen.getByRole('row', { name: /Imaculado/ });
    expect(within(outra).getByText('Sem nível de risco')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Histórico da freguesia Monte' }));
    expect(onHistorico).toHaveBeenCalledWith('310302');
  });

  it('asks for a click or a search while nothing is chosen', async () => {
    renderWithProviders(
      <RiscoMapaFreguesia
        codigo={null}
        niveis={undefined}
        classificacoes={classificacoes}
        arvore={arvore}
        onHistorico={() => undefined}
      />,
    );
    expect(await screen.findByText(/Clique numa freguesia do mapa, ou procure-a/)).toBeInTheDocument();
  });
});
