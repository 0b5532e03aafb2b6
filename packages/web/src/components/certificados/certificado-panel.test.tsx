import type { Role } from '@sigsa/domain/access/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkflowRecord } from '../../platform/record-api.ts';
import { setSessionRole, setSessionUser } from '../../platform/session-store.ts';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { certificadoDeTeste } from '../../test/certificados.ts';
import { makeUser } from '../../test/users.ts';
import type { Certificado } from './certificados-api.ts';
import { CertificadoPanel } from './certificado-panel.tsx';

// The record's "Certificado" panel (issue 18): what each role sees of the active certificate, its QR, the public
// checks only the authority sees, and the revocation's reason checked by the domain's schema before any call.

const record = { id: 12, version: 3, estado: 'VALIDO', numeroSerie: 'VAC/000012' } as WorkflowRecord;

/** Serves vaccination 12's certificates; answers a revocation. */
function serve(certificados: Certificado[]): FetchCall[] {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/vacinacoes/12/certificados')
      return json(200, {
        _embedded: { certificados },
        page: { number: 0, size: certificados.length, totalElements: certificados.length, totalPages: 1 },
        _links: { self: { href: '/api/vacinacoes/12/certificados' } },
      });
    if (url.pathname === '/api/certificados/7/revogar' && call.method === 'POST')
      return json(200, certificadoDeTeste({ estado: 'REVOGADO' }));
    return undefined;
  });
}

function renderAs(role: Role) {
  setSessionUser(makeUser([role], role));
  setSessionRole(role);
  return renderWithProviders(<CertificadoPanel entity="vacinacoes" record={record} />);
}

describe('CertificadoPanel (issue 18)', { timeout: 20_000 }, () => {
  it('shows the active certificate, its QR named for a screen reader, and the authority its public checks', async () => {
    serve([certificadoDeTeste({ verificacoes: { total: 14, enderecos: 12, enderecosUltimaHora: 11 } })]);
    renderAs('ROLE_SIGSA');
    const painel = await screen.findByRole('region', { name: 'Certificado' });
    expect(await within(painel).findByRole('alert', { name: 'Certificado válido' })).toBeInTheDocument();
    expect(within(painel).getByRole('row', { name: /Número/ })).toHaveTextContent('VAC/000012-1');
    // 23:30 UTC on 30 June is 1 July in Lisbon.
    expect(within(painel).getByRole('row', { name: /Data de validação/ })).toHaveTextContent('01/07/2026');
    expect(within(painel).getByRole('row', { name: /Verificações públicas/ })).toHaveTextContent(
      '14 verificações a partir de 12 endereços; 11 endereços na última hora',
    );
    expect(
      within(painel).getByRole('img', { name: 'Código QR de verificação do certificado VAC/000012-1' }),
    ).toBeInTheDocument();
    expect(within(painel).getByRole('button', { name: 'Revogar certificado' })).toBeInTheDocument();
    expect(within(painel).getByRole('button', { name: 'Reemitir' })).toBeInTheDocument();
  });

  it('the veterinarian sees the certificate and its QR, neither the checks nor revoke and reissue', async () => {
    serve([certificadoDeTeste()]);
    renderAs('ROLE_MV');
    const painel = await screen.findByRole('region', { name: 'Certificado' });
    expect(await within(painel).findByRole('alert', { name: 'Certificado válido' })).toBeInTheDocument();
    expect(within(painel).getByRole('img', { name: /Código QR de verificação/ })).toBeInTheDocument();
    expect(within(painel).queryByRole('row', { name: /Verificações públicas/ })).toBeNull();
    expect(within(painel).queryByRole('button', { name: 'Revogar certificado' })).toBeNull();
    expect(within(painel).queryByRole('button', { name: 'Reemitir' })).toBeNull();
    expect(within(painel).getByRole('link', { name: 'Descarregar certificado' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/certificados/7/pdf'),
    );
  });

  it('without an active certificate: a draft to print, and what became of the earlier ones', async () => {
    serve([
      certificadoDeTeste({
        estado: 'REVOGADO',
        motivo: 'Lote retirado',
        estadoDesde: '2026-07-02T10:00:00Z',
      }),
    ]);
    renderAs('ROLE_SIGSA');
    const painel = await screen.findByRole('region', { name: 'Certificado' });
    expect(
      await within(painel).findByText('Sem certificado válido: «Imprimir» dá um rascunho, sem validade.'),
    ).toBeInTheDocument();
    expect(
      within(painel).getByText('VAC/000012-1: revogado em 02/07/2026 — Lote retirado'),
    ).toBeInTheDocument();
    expect(within(painel).queryByRole('img', { name: /Código QR/ })).toBeNull();
    expect(within(painel).queryByRole('button', { name: 'Revogar certificado' })).toBeNull();
  });

  it('revoking asks for the reason before any call, then sends it', async () => {
    const user = userEvent.setup();
    const calls = serve([certificadoDeTeste()]);
    renderAs('ROLE_SIGSA');
    const painel = await screen.findByRole('region', { name: 'Certificado' });
    await user.click(await within(painel).findByRole('button', { name: 'Revogar certificado' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Revogar o certificado VAC/000012-1' });
    await user.click(within(dialogo).getByRole('button', { name: 'Revogar certificado' }));
    expect(
      await within(dialogo).findByText('É necessário indicar o motivo da revogação.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Lote retirado');
    await user.click(within(dialogo).getByRole('button', { name: 'Revogar certificado' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain('/api/certificados/7/revogar?role=ROLE_SIGSA');
    expect(JSON.parse(post?.body as string)).toEqual({ motivo: 'Lote retirado' });
  });
});
