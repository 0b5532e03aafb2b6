import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { canRegister } from '@sigsa/domain/access/access-levels';
import { visibleFields, type AdminEntity } from '@sigsa/domain/admin/admin-entity';
import { adminSchema } from '@sigsa/domain/admin/admin-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import { FormReadOnly } from '../platform/forms/form-read-only.tsx';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { useActiveSession } from '../platform/session-store.ts';
import { showSuccessToast } from '../platform/toasts.ts';
import { adminActions } from './admin-actions.ts';
import {
  adminHistoryKey,
  adminHistoryQueryOptions,
  adminRowKey,
  adminRowQueryOptions,
  type AdminRow,
} from './admin-api.ts';
import { RecordHistory } from '../components/record-history.tsx';
import { FieldInput } from '../components/form-inputs/field-input.tsx';
import { TemporaryPasswordModal } from './temporary-password-modal.tsx';
import { adminDraft, adminFormValues, type AdminFormValues } from '../components/form-inputs/field-values.ts';
import { AdminChildRows } from './admin-child-rows.tsx';
import { TemplateVersions } from './template-versions.tsx';
import { gestaoChildOf, GESTAO_CHILDREN, gestaoListPath } from './gestao-paths.ts';

/** The action waiting for "Deseja confirmar?". */
type Pending = 'arquivar' | 'confirmar' | 'remover' | 'reporPalavraPasse' | null;

/**
 * Gerir's one generic form (issue 13): `gestao/<entidade>/novo` and `gestao/<entidade>/{id}` of every administered
 * entity, built from its descriptor. ROLE_SIGSA edits; ROLE_MANAGER reads.
 */
export function AdminFormPage({ descriptor }: { descriptor: AdminEntity }) {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const row = useQuery({ ...adminRowQueryOptions(descriptor.entity, Number(id)), enabled: id !== undefined });
  if (id === undefined) {
    // A child row added from its parent's form names that parent (`?pai=<id>&paiNome=<name>`).
    const pai = Number(searchParams.get('pai'));
    const parent =
      Number.isInteger(pai) && pai > 0 ? { id: pai, nome: searchParams.get('paiNome') ?? String(pai) } : null;
    return <AdminForm descriptor={descriptor} row={null} code={searchParams.get('id')} parent={parent} />;
  }
  if (!row.data) return <FullPageLoader />;
  // Keyed by version: every answer of the server (a save, an operation) rebuilds the form from the reply.
  return (
    <Fragment key={`${row.data.id}:${row.data.version}`}>
      <AdminForm descriptor={descriptor} row={row.data} code={null} parent={null} />
    </Fragment>
  );
}

function AdminForm({
  descriptor,
  row,
  code,
  parent,
}: {
  descriptor: AdminEntity;
  row: AdminRow | null;
  code: string | null;
  /** The parent a new child row names. */
  parent: { id: number; nome: string } | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useActiveSession();
  const canWrite = canRegister(user.permissoesAtuais?.gestao);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const actions = adminActions(descriptor);
  const childOf = gestaoChildOf(descriptor);
  const creating = row === null;
  const schema = useMemo(() => adminSchema(descriptor, { creating }), [descriptor, creating]);
  const schemaForm = useSchemaForm<AdminFormValues, Record<string, unknown>>({
    schemaOf: () => schema,
    toDraft: (values) => adminDraft(descriptor, values),
    defaultValues: {
      ...adminFormValues(descriptor, row, code),
      ...(childOf && parent ? { [childOf.parentField]: parent } : {}),
    },
    fields: descriptor.fields.map((field) => field.key),
  });
  const { form } = schemaForm;
  const values = form.watch();
  const listPath = gestaoListPath(descriptor);
  // A child row goes back to its parent's form; any other row to its list.
  const parentId =
    (row?.[childOf?.parentField ?? ''] as { id?: number } | null | undefined)?.id ?? parent?.id;
  const backPath =
    childOf && parentId !== undefined ? `/${gestaoListPath(childOf.parent)}/${parentId}` : `/${listPath}`;
  const children = GESTAO_CHILDREN.filter((c) => c.parent.entity === descriptor.entity);
  const shownName = row?.[descriptor.nameField ?? 'nome'];
  const name = row ? (typeof shownName === 'string' ? shownName : String(row.id)) : null;
  const title = row
    ? `${descriptor.singular} ${name ?? ''}`.trim()
    : t(descriptor.feminine ? 'gestao.form.newFeminine' : 'gestao.form.new', {
        entity: descriptor.singular.charAt(0).toLowerCase() + descriptor.singular.slice(1),
      });

  const remember = (answer: AdminRow) => {
    client.setQueryData(adminRowKey(descriptor.entity, answer.id), answer);
    void client.invalidateQueries({ queryKey: adminHistoryKey(descriptor.entity, answer.id) });
    void client.invalidateQueries({ queryKey: ['referenceList', descriptor.entity] });
  };

  const save = form.handleSubmit(async (payload) => {
    setBusy(true);
    try {
      if (row) {
        remember(await actions.save(row, payload));
        showSuccessToast(t('gestao.toasts.saved'));
        return;
      }
      const { palavraPasseTemporaria, ...created } = await actions.create(payload);
      remember(created);
      showSuccessToast(t('gestao.toasts.saved'));
      // The new row's page opens once the temporary password, shown only here, has been taken.
      if (palavraPasseTemporaria) {
        setTemporaryPassword(palavraPasseTemporaria);
        setCreatedId(created.id);
      } else void navigate(`/${listPath}/${created.id}`);
    } catch {
      // The API client showed the error; the form keeps what the user typed.
    } finally {
      setBusy(false);
    }
  });

  const confirmPending = async () => {
    if (!row || !pending) return;
    switch (pending) {
      case 'remover':
        await actions.remove?.(row);
        void client.invalidateQueries({ queryKey: ['referenceList', descriptor.entity] });
        showSuccessToast(t('gestao.toasts.removed'));
        setPending(null);
        void navigate(backPath);
        return;
      case 'reporPalavraPasse': {
        const password = await actions.resetPassword?.(row);
        setPending(null);
        if (password) setTemporaryPassword(password);
        return;
      }
      case 'arquivar':
        remember(await actions.archive(row));
        setPending(null);
        showSuccessToast(t(actions.archivedToast(row)));
        return;
      case 'confirmar':
        if (actions.confirm) remember(await actions.confirm(row));
        setPending(null);
        showSuccessToast(t('gestao.toasts.confirmar'));
    }
  };

  return (
    <Stack>
      <PageHeading title={title}>
        <Group gap="sm" component="span">
          <span>{title}</span>
          {row?.arquivado && <StatusBadge estado="ARQUIVADO" />}
          {row?.assumed && (
            <Badge color="yellow" variant="light">
              {t('gestao.form.assumed')}
            </Badge>
          )}
        </Group>
      </PageHeading>
      <DomainFormProvider domainForm={schemaForm} readOnly={!canWrite}>
        <form noValidate onSubmit={(event) => void save(event)}>
          <Paper withBorder p="md">
            <Stack>
              {visibleFields(descriptor, values).map((field, index) => (
                <FormReadOnly key={field.key} readOnly={row !== null && field.immutable === true}>
                  <FieldInput field={field} autoFocus={index === 0 && row === null} />
                </FormReadOnly>
              ))}
            </Stack>
          </Paper>
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => void navigate(backPath)}>
              {t('widgets.management.back')}
            </Button>
            {canWrite && (
              <Group gap="sm">
                {row?.assumed && actions.confirm && (
                  <Button variant="light" onClick={() => setPending('confirmar')}>
                    {t('gestao.actions.confirmar')}
                  </Button>
                )}
                {row && actions.resetPassword && (
                  <Button variant="light" onClick={() => setPending('reporPalavraPasse')}>
                    {t('gestao.actions.reporPalavraPasse')}
                  </Button>
                )}
                {row && (
                  <Button variant="light" onClick={() => setPending('arquivar')}>
                    {t(actions.archiveLabel(row))}
                  </Button>
                )}
                {row && actions.remove && (
                  <Button variant="light" color="red" onClick={() => setPending('remover')}>
                    {t('gestao.actions.remover')}
                  </Button>
                )}
                <Button type="submit" loading={busy}>
                  {t('gestao.actions.guardar')}
                </Button>
              </Group>
            )}
          </Group>
        </form>
      </DomainFormProvider>
      {row &&
        children.map((relation) => (
          <AdminChildRows
            key={relation.child.entity}
            relation={relation}
            parentId={row.id}
            parentName={name ?? String(row.id)}
            canWrite={canWrite}
          />
        ))}
      {row && descriptor.versionedFile && (
        <TemplateVersions entity={descriptor.entity} id={row.id} canUpload={canWrite && !row.arquivado} />
      )}
      {row && <AdminHistory entity={descriptor.entity} id={row.id} />}
      <ConfirmDialog opened={pending !== null} onConfirm={confirmPending} onCancel={() => setPending(null)} />
      <TemporaryPasswordModal
        password={temporaryPassword}
        onClose={() => {
          setTemporaryPassword(null);
          if (createdId !== null) void navigate(`/${listPath}/${createdId}`);
        }}
      />
    </Stack>
  );
}

/** The changes Gerir made to the row (issue 13: "Histórico per record"), from the Gerir audit. */
function AdminHistory({ entity, id }: { entity: string; id: number }) {
  const history = useQuery(adminHistoryQueryOptions(entity, id));
  return (
    <Paper withBorder p="md">
      <RecordHistory entries={history.data} loading={history.isPending} />
    </Paper>
  );
}
