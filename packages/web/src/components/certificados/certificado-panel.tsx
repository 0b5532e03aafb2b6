import { Alert, Button, Code, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { certificadoDe } from '@sigsa/domain/certificados/certificados.registry';
import { formatDisplayDate, formatInstant, todayIn } from '@sigsa/domain/validation/dates';
import { useActiveSession } from '../../platform/session-store.ts';
import type { WorkflowRecord } from '../../platform/record-api.ts';
import { showSuccessToast } from '../../platform/toasts.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { FormSection } from '../form-section.tsx';
import {
  certificadoPdfUrl,
  certificadosMudaram,
  certificadosQueryOptions,
  impressaoUrl,
  reemitirCertificado,
  revogarCertificado,
  type Certificado,
} from './certificados-api.ts';
import { QrCodigo } from './qr-codigo.tsx';
import { RevogarCertificadoDialog } from './revogar-certificado-dialog.tsx';
import { TabelaDeCampos } from './tabela-de-campos.tsx';

const dia = (iso: string) => formatDisplayDate(todayIn(new Date(iso)));

/** What became of an earlier certificate, in a line. */
function anterior(c: Certificado, t: (key: string, values?: Record<string, string>) => string): string {
  const quando = dia(c.estadoDesde);
  return c.estado === 'REVOGADO'
    ? t('certificado.revogadoEm', { numero: c.numero, data: quando, motivo: c.motivo ?? '' })
    : t('certificado.substituidoEm', { numero: c.numero, data: quando });
}

/**
 * A record's "Certificado" panel (issue 18), for the types that print one: "Imprimir" (the active certificate,
 * else a draft), the active certificate's number, dates, issuer and hash, its download and verification link,
 * its QR, the authority's "Revogar certificado" and "Reemitir" and its count of public checks, and what became of
 * earlier ones.
 */
export function CertificadoPanel({ entity, record }: { entity: string; record: WorkflowRecord }) {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'revogar' | 'reemitir' | null>(null);
  const certificados = useQuery(certificadosQueryOptions(entity, record.id, role, record.version));
  if (!certificadoDe(entity)) return null;
  const ativo = certificados.data?.find((c) => c.estado === 'VALIDO') ?? null;
  const anteriores = certificados.data?.filter((c) => c.estado !== 'VALIDO') ?? [];
  const gere = role === 'ROLE_SIGSA' && ativo !== null;

  const depois = async (mensagem: string) => {
    setDialog(null);
    showSuccessToast(mensagem);
    await certificadosMudaram(client, entity, record.id);
  };

  const linhas: [string, ReactNode][] = ativo
    ? [
        [t('certificado.numero'), ativo.numero],
        [t('certificado.dataValidacao'), dia(ativo.dataValidacao)],
        [t('certificado.emitidoEm'), formatInstant(new Date(ativo.emitidoEm))],
        [t('certificado.servicoEmissor'), ativo.servicoEmissor],
        [
          t('certificado.hashPdf'),
          ativo.hashPdf ? (
            <Code style={{ wordBreak: 'break-all' }}>{ativo.hashPdf}</Code>
          ) : (
            t('certificado.emPreparacao')
          ),
        ],
        // Only ROLE_SIGSA is answered the public checks (copies spotted).
        ...(ativo.verificacoes
          ? [
              [
                t('certificado.verificacoes'),
                t('certificado.verificacoesValor', {
                  total: String(ativo.verificacoes.total),
                  enderecos: String(ativo.verificacoes.enderecos),
                  recentes: String(ativo.verificacoes.enderecosUltimaHora),
                }),
              ] satisfies [string, ReactNode],
            ]
          : []),
      ]
    : [];

  return (
    <FormSection title={t('certificado.titulo')} testId="certificado">
      <Stack gap="sm">
        {certificados.isPending ? null : ativo ? (
          <Alert color="green" variant="light" title={t('certificado.valido')} />
        ) : (
          <Text c="dimmed">{t('certificado.semAtivo')}</Text>
        )}
        {ativo && (
          <Group align="flex-start" wrap="nowrap" gap="md">
            <TabelaDeCampos linhas={linhas} style={{ flex: 1 }} />
            <QrCodigo texto={ativo.endereco} rotulo={t('certificado.qr', { numero: ativo.numero })} />
          </Group>
        )}
        <Group gap="sm">
          <Button
            component="a"
            href={impressaoUrl(entity, record.id, role)}
            download
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('certificado.imprimir')}
          </Button>
          {ativo && (
            <>
              <Button
                component="a"
                href={certificadoPdfUrl(ativo.id, role)}
                download
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('certificado.descarregar')}
              </Button>
              <CopyButton value={ativo.endereco}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {t(copied ? 'certificado.ligacaoCopiada' : 'certificado.copiarLigacao')}
                  </Button>
                )}
              </CopyButton>
            </>
          )}
          {gere && (
            <>
              <Button variant="default" onClick={() => setDialog('reemitir')}>
                {t('certificado.reemitir')}
              </Button>
              <Button color="red" variant="light" onClick={() => setDialog('revogar')}>
                {t('certificado.revogar')}
              </Button>
            </>
          )}
        </Group>
        {anteriores.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('certificado.anteriores')}
            </Text>
            <List size="sm">
              {anteriores.map((c) => (
                <List.Item key={c.id}>{anterior(c, t)}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
      {ativo && (
        <>
          <RevogarCertificadoDialog
            opened={dialog === 'revogar'}
            numero={ativo.numero}
            onClose={() => setDialog(null)}
            onConfirm={async (input) => {
              await revogarCertificado(ativo.id, role, input);
              await depois(t('certificado.revogado'));
            }}
          />
          <ConfirmDialog
            opened={dialog === 'reemitir'}
            title={t('certificado.reemitir')}
            message={t('certificado.reemitirConfirmar', { numero: ativo.numero })}
            onCancel={() => setDialog(null)}
            onConfirm={async () => {
              await reemitirCertificado(ativo.id, role);
              await depois(t('certificado.reemitido'));
            }}
          />
        </>
      )}
    </FormSection>
  );
}
