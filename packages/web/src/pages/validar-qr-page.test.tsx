import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CERTIFICADO_NAO_ENCONTRADO_MESSAGE } from '@sigsa/domain/certificados/codigo';
import { apiError, json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { CODIGO_DE_TESTE, verificacaoDeTeste } from '../test/certificados.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { ValidarQrPage } from './validar-qr-page.tsx';

// The public check (issue 18) as the page drives it: the code typed in any readable form becomes the check's
// address; an impossible code answers like an unknown one without asking the server; the three outcomes.

const CODIGO = CODIGO_DE_TESTE;

function serve(resposta: (codigo: string) => Response): FetchCall[] {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/config')
      return json(200, {
        version: '0',
        mapTileUrl: null,
        mapTileAttribution: null,
        publicBaseUrl: 'http://x',
      });
    const m = /^\/api\/validarQR\/(.+)$/.exec(url.pathname);
    return m?.[1] ? resposta(m[1]) : undefined;
  });
}

const abrir = (path: string) =>
  renderRoutes(
    [
      { path: '/validarQR', element: <ValidarQrPage /> },
      { path: '/validarQR/:codigo', element: <ValidarQrPage /> },
    ],
    path,
  );

const chamadasDeVerificacao = (calls: FetchCall[]) => calls.filter((c) => c.url.includes('/api/validarQR/'));

describe('ValidarQrPage (issue 18)', { timeout: 20_000 }, () => {
  it('a code typed in lower case, with spaces and hyphens, opens its check: valid, with its fields', async () => {
    const user = userEvent.setup();
    const calls = serve(() =>
      json(200, verificacaoDeTeste({ campos: [{ nome: 'Número de animais', valor: '12' }] })),
    );
    const { router } = abrir('/validarQR');
    await user.type(
      screen.getByRole('textbox', { name: 'Código do certificado' }),
      '01ar-z3nd ektsv4rrffq69g5fav',
    );
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert', { name: 'Certificado válido' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/validarQR/${CODIGO}`);
    expect(screen.getByRole('row', { name: /Número de animais/ })).toHaveTextContent('12');
    expect(screen.getByRole('row', { name: /Data de validação/ })).toHaveTextContent('01/07/2026');
    expect(chamadasDeVerificacao(calls).map((c) => c.url)).toEqual([`/api/validarQR/${CODIGO}`]);
  });

  it('no code: says so; an impossible one answers like an unknown code, asking nothing', async () => {
    const user = userEvent.setup();
    const calls = serve(() =>
      json(200, verificacaoDeTeste({ campos: [{ nome: 'Número de animais', valor: '12' }] })),
    );
    abrir('/validarQR');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Indique o código do certificado.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Código do certificado' }), 'ABC-!!');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(CERTIFICADO_NAO_ENCONTRADO_MESSAGE)).toBeInTheDocument();
    expect(chamadasDeVerificacao(calls)).toHaveLength(0);
  });

  it("the QR's address checks at once: revoked in red with its reason, unknown with the server's message", async () => {
    serve((codigo) =>
      codigo === CODIGO
        ? json(
            200,
            verificacaoDeTeste({
              estado: 'REVOGADO',
              estadoDesde: '2026-07-02T10:00:00Z',
              motivo: 'Lote retirado',
            }),
          )
        : apiError(404, CERTIFICADO_NAO_ENCONTRADO_MESSAGE),
    );
    const revogado = abrir(`/validarQR/${CODIGO}`);
    expect(
      await screen.findByRole('alert', { name: 'Certificado revogado em 02/07/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Motivo: Lote retirado')).toBeInTheDocument();
    revogado.unmount();

    abrir(`/validarQR/${CODIGO.replace('01', '02')}`);
    await waitFor(() => expect(screen.getByText(CERTIFICADO_NAO_ENCONTRADO_MESSAGE)).toBeInTheDocument());
  });
});
