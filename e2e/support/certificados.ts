import { expect, type APIRequest, type APIResponse } from '@playwright/test';
import { postJson, signInRequest } from './session.ts';

/** A certificate as `GET vacinacoes/{id}/certificados` lists it (the fields the tests read). */
export interface CertificadoListado {
  id: number;
  numero: string;
  codigo: string;
  endereco: string;
  estado: string;
  hashPdf: string | null;
}

interface Referencia {
  id: number;
}

/** A vaccination as its `full` projection answers (what a copy of it needs). */
interface VacinacaoFull {
  id: number;
  estado: string;
  exploracao: { marca: string };
  medicoVeterinario: Referencia;
  dataVacinacao: string;
  estrategiaVacinacao: Referencia;
  zonaVacinacao: Referencia;
  vacinaAplicada: Referencia;
  lotes: string;
  dataValidade: string;
  especies: Referencia[];
  vacinasAplicadas: {
    tipo: string;
    identificacao: string | null;
    quantidadeAnimais: number | null;
    idade: number;
    esquemaVacinacao: Referencia;
    etapaVacinacao: Referencia;
  }[];
}

async function ok<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const res = await answer;
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A vaccination validated now, with its fresh certificate: the authority copies a demo vaccination of `mv` and
 * submits it, the manager validates it (four eyes). Each call makes a new one, so tests that revoke or reissue can
 * run again on the same server.
 */
export async function vacinacaoValidada(
  api: APIRequest,
  baseURL: string,
): Promise<{ id: number; certificado: CertificadoListado }> {
  const sigsa = await api.newContext({ baseURL });
  const gestor = await api.newContext({ baseURL });
  try {
    await signInRequest(sigsa, 'sigsa');
    await signInRequest(gestor, 'gestor');
    const page = await ok<{ _embedded: { vacinacoes: { id: number }[] } }>(
      sigsa.get('/api/vacinacoes/search/filter?role=ROLE_SIGSA&size=1&count=false&sort=id,asc'),
      'list',
    );
    const first = page._embedded.vacinacoes[0];
    if (!first) throw new Error('no demo vaccination');
    const model = await ok<VacinacaoFull>(
      sigsa.get(`/api/vacinacoes/${first.id}?role=ROLE_SIGSA&projection=full`),
      'read',
    );
    const created = await ok<{ id: number }>(
      postJson(sigsa, '/api/vacinacoes/create?role=ROLE_SIGSA&projection=full', {
        exploracao: model.exploracao.marca,
        medicoVeterinario: model.medicoVeterinario.id,
        dataVacinacao: model.dataVacinacao,
        estrategiaVacinacao: model.estrategiaVacinacao.id,
        zonaVacinacao: model.zonaVacinacao.id,
        vacinaAplicada: model.vacinaAplicada.id,
        lotes: model.lotes,
        dataValidade: model.dataValidade,
        especies: model.especies.map((e) => e.id),
        observacoes: null,
        vacinasAplicadas: [
          {
            tipo: 'GRUPO',
            quantidadeAnimais: 12,
            idade: 30,
            esquemaVacinacao: model.vacinasAplicadas[0]?.esquemaVacinacao.id,
            etapaVacinacao: model.vacinasAplicadas[0]?.etapaVacinacao.id,
          },
        ],
      }),
      'create',
    );
    await ok(postJson(sigsa, `/api/vacinacoes/${created.id}/submeter?role=ROLE_SIGSA`, {}), 'submeter');
    await ok(postJson(gestor, `/api/vacinacoes/${created.id}/validar?role=ROLE_MANAGER`, {}), 'validar');
    const lista = await ok<{ _embedded: { certificados: CertificadoListado[] } }>(
      sigsa.get(`/api/vacinacoes/${created.id}/certificados?role=ROLE_SIGSA`),
      'certificados',
    );
    const certificado = lista._embedded.certificados[0];
    if (!certificado) throw new Error('validated without a certificate');
    return { id: created.id, certificado };
  } finally {
    await sigsa.dispose();
    await gestor.dispose();
  }
}

/** ROLE_SIGSA revokes or reissues a certificate through the API. */
export async function gerirCertificado(
  api: APIRequest,
  baseURL: string,
  id: number,
  operacao: 'revogar' | 'reemitir',
  motivo?: string,
): Promise<CertificadoListado> {
  const sigsa = await api.newContext({ baseURL });
  try {
    await signInRequest(sigsa, 'sigsa');
    return await ok<CertificadoListado>(
      postJson(sigsa, `/api/certificados/${id}/${operacao}?role=ROLE_SIGSA`, motivo ? { motivo } : {}),
      operacao,
    );
  } finally {
    await sigsa.dispose();
  }
}
