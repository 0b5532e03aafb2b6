import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  List,
  Loader,
  MultiSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPaperclip, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTHORITY_ROLES, ROLE_ANY, type Role } from '@sigsa/domain/access/roles';
import {
  COMMENT_MAX_LENGTH,
  comentarioInputSchema,
  type ComentarioInput,
} from '@sigsa/domain/records/comentarios';
import { formatInstant } from '@sigsa/domain/validation/dates';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../platform/api-client.ts';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { rolesQueryOptions } from '../platform/roles-api.ts';
import { showErrorToast } from '../platform/toasts.ts';
import { useActiveSession } from '../platform/session-store.ts';
import {
  commentsKey,
  commentsQueryOptions,
  nextProfiles,
  postComment,
  profileLabel,
  type Comentario,
} from './comments-api.ts';
import { DocumentInput } from './document-input.tsx';
import { isTransferring, type DocumentItem } from './document-items.ts';
import { showAttachmentsErrorToast, uploadDocuments } from './documents-api.ts';
import { COMBOBOX_PROPS } from './form-inputs/select-inputs.tsx';

/** Props of {@link CommentsPanel}. */
export interface CommentsPanelProps {
  /** The record's `_links.comentarios.href`. */
  comentariosHref: string;
  /** The role the user acts under; default the session's. */
  role?: Role;
  /** Default "Observações / anexar documentos". */
  title?: string;
  /** Default true. */
  defaultOpened?: boolean;
}

/**
 * The comments/attachments panel (spec 000 §2.6, §6, §7.2; 001 §3.3, §6): collapsible, the latest 10 comments
 * newest first ("Ver todos" lists them all oldest first), each with its author, date and attachments; the
 * authority roles also see who each comment is shown to and choose it for a new one. "Adicionar notificação /
 * observação" opens the form that saves a comment, then its attachments.
 */
export function CommentsPanel({
  comentariosHref,
  role: roleProp,
  title,
  defaultOpened = true,
}: CommentsPanelProps) {
  const { t } = useTranslation();
  const session = useActiveSession();
  const role = roleProp ?? session.role;
  const mayRestrict = AUTHORITY_ROLES.includes(role);
  const headingId = useId();
  const bodyId = useId();
  const [opened, setOpened] = useState(defaultOpened);
  const [all, setAll] = useState(false);
  const [adding, setAdding] = useState(false);
  const comments = useQuery(commentsQueryOptions(comentariosHref, role, all));
  const list = comments.data?.comentarios ?? [];
  const total = comments.data?.totalElements ?? 0;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-controls={bodyId}
          fz="inherit"
          fw="inherit"
        >
          <Group gap={6} wrap="nowrap">
            {opened ? (
              <IconChevronDown size={18} aria-hidden="true" />
            ) : (
              <IconChevronRight size={18} aria-hidden="true" />
            )}
            {title ?? t('comments.title')}
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse in={opened} id={bodyId}>
        <Stack gap="sm" mt="sm">
          {!adding && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => setAdding(true)}
              >
                {t('comments.add')}
              </Button>
            </Group>
          )}
          {adding && (
            <CommentForm
              comentariosHref={comentariosHref}
              role={role}
              mayRestrict={mayRestrict}
              onClose={() => setAdding(false)}
            />
          )}
          {comments.isPending ? (
            <Loader role="status" size="sm" aria-label={t('app.loading')} />
          ) : list.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('comments.empty')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('comments.list')}
            >
              {list.map((comment) => (
                <CommentItem key={comment.id} comment={comment} role={role} showProfiles={mayRestrict} />
              ))}
            </Stack>
          )}
          {!all && total > list.length && (
            <Group gap="xs">
              <Text fz="sm" c="dimmed">
                {t('comments.shownOf', { shown: list.length, total })}
              </Text>
              <Button variant="subtle" onClick={() => setAll(true)}>
                {t('comments.seeAll')}
              </Button>
            </Group>
          )}
          {all && (
            <Group>
              <Button variant="subtle" onClick={() => setAll(false)}>
                {t('comments.seeLatest')}
              </Button>
            </Group>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}

function CommentItem({
  comment,
  role,
  showProfiles,
}: {
  comment: Comentario;
  role: Role;
  showProfiles: boolean;
}) {
  const { t } = useTranslation();
  const nome = comment.createdBy.nome || comment.createdBy.username;
  const profiles = (comment.perfisComAcesso ?? []).map((perfil) =>
    profileLabel(perfil, t('comments.anyProfile')),
  );
  const profilesText = t('comments.profilesWithAccess', { profiles: profiles.join(', ') });
  return (
    <Paper component="li" withBorder p="sm" data-testid="comment">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          {showProfiles && profiles.length > 0 ? (
            <Tooltip
              label={profilesText}
              multiline
              maw={320}
              events={{ hover: true, focus: true, touch: true }}
            >
              <Text span fw={500} fz="sm" tabIndex={0} td="underline dotted" data-testid="comment-author">
                {nome}
                <VisuallyHidden>{` (${profilesText})`}</VisuallyHidden>
              </Text>
            </Tooltip>
          ) : (
            <Text span fw={500} fz="sm" data-testid="comment-author">
              {nome}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {formatInstant(new Date(comment.createdOn))}
          </Text>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.comentario}
        </Text>
        {comment.anexos.length > 0 && (
          <List
            size="sm"
            spacing={2}
            icon={<IconPaperclip size={14} aria-hidden="true" />}
            aria-label={t('comments.attachments')}
          >
            {comment.anexos.map((anexo) => (
              <List.Item key={anexo.id}>
                <Anchor href={apiUrl(anexo.href, { role })} fz="sm">
                  {anexo.nome}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

interface CommentFormProps {
  comentariosHref: string;
  role: Role;
  mayRestrict: boolean;
  onClose: () => void;
}

interface CommentValues {
  comentario: string;
  perfisComAcesso: string[];
}

const NEW_COMMENT: CommentValues = { comentario: '', perfisComAcesso: [ROLE_ANY] };
const COMMENT_FIELDS = ['comentario', 'perfisComAcesso'] as const;
const commentSchemaOf = () => comentarioInputSchema;

function CommentForm({ comentariosHref, role, mayRestrict, onClose }: CommentFormProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { form, required } = useSchemaForm<CommentValues, ComentarioInput>({
    schemaOf: commentSchemaOf,
    // The POST body: who sees it is only the authority roles' choice (spec 000 §6).
    toDraft: (values) => ({
      comentario: values.comentario,
      perfisComAcesso: mayRestrict ? values.perfisComAcesso : [ROLE_ANY],
      role,
    }),
    defaultValues: NEW_COMMENT,
    fields: COMMENT_FIELDS,
    // The form opens on request: it says what is missing from the first Gravar on, not before.
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [anexos, setAnexos] = useState<DocumentItem[]>([]);
  // Once the comment is stored, saving again only retries its attachments, so it is never posted twice.
  const [saved, setSaved] = useState<Comentario | null>(null);
  const roles = useQuery({ ...rolesQueryOptions(), enabled: mayRestrict });

  const save = useMutation({
    mutationFn: async (body: ComentarioInput): Promise<boolean> => {
      let comment = saved;
      if (!comment) {
        comment = await postComment(comentariosHref, role, body);
        setSaved(comment);
      }
      return uploadDocuments(anexos, `${comment._links.self.href}/anexos/anexos`, role, setAnexos);
    },
    onSuccess: (ok) => {
      if (ok) onClose();
      else showAttachmentsErrorToast();
    },
    onError: () => {
      showErrorToast(t('comments.errorTitle'), t('comments.saveError'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: commentsKey(comentariosHref) }),
  });

  const busy = save.isPending || anexos.some(isTransferring);
  const profileOptions = [
    { value: ROLE_ANY, label: t('comments.anyProfile') },
    ...(roles.data ?? []).map((option) => ({ value: option.nome, label: option.descricao })),
  ];

  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label={t('comments.formLabel')}
      noValidate
      // A stored comment keeps its (valid, read-only) text: saving again passes the check and retries the rest.
      onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}
    >
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="comentario"
          render={({ field }) => (
            <Textarea
              label={t('comments.text')}
              required={required.has('comentario')}
              autosize
              minRows={3}
              maxLength={COMMENT_MAX_LENGTH}
              value={field.value}
              readOnly={saved !== null || busy}
              autoFocus
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={errors.comentario?.message}
            />
          )}
        />
        {mayRestrict && (
          <Controller
            control={form.control}
            name="perfisComAcesso"
            render={({ field }) => (
              <MultiSelect
                label={t('comments.profiles')}
                data={profileOptions}
                value={field.value}
                onChange={(next) => field.onChange(nextProfiles(field.value, next))}
                onBlur={field.onBlur}
                error={errors.perfisComAcesso?.message}
                disabled={saved !== null || busy}
                comboboxProps={COMBOBOX_PROPS}
              />
            )}
          />
        )}
        <DocumentInput
          label={t('comments.attachments')}
          value={anexos}
          onChange={setAnexos}
          multiple
          disabled={busy}
        />
        {saved && (
          <Alert color="orange" p="xs">
            {t('comments.savedAttachmentsFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t(saved ? 'comments.close' : 'comments.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('comments.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
