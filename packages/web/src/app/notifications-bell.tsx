import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconCertificate,
  IconChecks,
  IconFileDescription,
  IconFlask,
  IconRosette,
  IconRoute,
  IconSchool,
  IconTruck,
  IconVaccine,
  type Icon,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isNotificacaoTipo,
  isSafeNotificationHref,
  notificacaoTarget,
  sanitizeNotificationHtml,
  type Notificacao,
  type NotificacaoGroup,
  type NotificacaoTipo,
  type NovasNotificacoes,
} from '@sigsa/domain/notifications/notifications';
import { formatInstant } from '@sigsa/domain/validation/dates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NOTIFICATIONS_QUERY_KEY,
  markAllNotificacoesVistas,
  markNotificacaoVista,
  notificacoesPorTipoQueryOptions,
  novasNotificacoesQueryOptions,
  withoutNotificacao,
} from './notifications-api.ts';

const TYPE_ICONS: Record<NotificacaoTipo, Icon> = {
  CONTROLO_LABORATORIAL: IconFlask,
  VACINACAO: IconVaccine,
  GUIA_TRANSPORTE: IconFileDescription,
  RECONHECIMENTO_CAP: IconCertificate,
  CURSO_CAP: IconSchool,
  TRANSITO: IconRoute,
  MEIO_TRANSPORTE: IconTruck,
  CERTIFICACAO: IconRosette,
};

/** "OUTRO_TIPO" → "Outro tipo": how a type without its own label is named. */
function humanise(tipo: string): string {
  const words = tipo.replaceAll('_', ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function createdOnText(createdOn: string): string {
  const instant = new Date(createdOn);
  return Number.isNaN(instant.getTime()) ? '' : formatInstant(instant);
}

/** One notification: title (opens it), importance, sanitised message, creation time and seen flag. */
function NotificationItem({
  notificacao,
  onOpen,
}: {
  notificacao: Notificacao;
  onOpen: (notificacao: Notificacao) => void;
}) {
  const { t } = useTranslation();
  const alta = notificacao.importancia === 'ALTA';
  const target = notificacaoTarget(notificacao.link, notificacao.fragmentOnPage);
  const external =
    target === null &&
    notificacao.link !== null &&
    /^https?:\/\//i.test(notificacao.link) &&
    isSafeNotificationHref(notificacao.link);
  const titleProps = { fw: 600, fz: 'sm', c: alta ? 'red' : undefined, onClick: () => onOpen(notificacao) };
  let title;
  if (target !== null) {
    title = (
      <Anchor component={Link} to={target} {...titleProps}>
        {notificacao.titulo}
      </Anchor>
    );
  } else if (external && notificacao.link !== null) {
    title = (
      <Anchor href={notificacao.link} target="_blank" rel="noopener noreferrer" {...titleProps}>
        {notificacao.titulo}
      </Anchor>
    );
  } else {
    title = (
      <Anchor component="button" type="button" ta="left" {...titleProps}>
        {notificacao.titulo}
      </Anchor>
    );
  }

  return (
    <Box component="li" py={6} data-importancia={notificacao.importancia} data-testid="notificacao">
      <Group gap={6} wrap="nowrap" align="flex-start">
        {alta && (
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-red-filled)"
            aria-hidden="true"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
        )}
        <Box style={{ minWidth: 0 }}>{title}</Box>
      </Group>
      {alta && (
        <Badge color="red" variant="light" size="xs" mt={4}>
          {t('notifications.alta')}
        </Badge>
      )}
      <Box
        fz="sm"
        mt={2}
        style={{ overflowWrap: 'anywhere' }}
        // The server sanitises too; sanitising here as well keeps the browser safe from any server bug.
        dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(notificacao.mensagem) }}
      />
      <Group gap="xs" mt={2}>
        <Text fz="xs" c="dimmed" component="time" dateTime={notificacao.createdOn}>
          {createdOnText(notificacao.createdOn)}
        </Text>
        <Badge variant="dot" size="xs" color={notificacao.vista ? 'gray' : 'blue'}>
          {notificacao.vista ? t('notifications.vista') : t('notifications.nova')}
        </Badge>
      </Group>
    </Box>
  );
}

/** The notifications of one type, with its label, icon and count; "Ver todas" loads the rest of the type. */
function NotificationGroup({
  group,
  onOpen,
}: {
  group: NotificacaoGroup;
  onOpen: (notificacao: Notificacao) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const all = useQuery(notificacoesPorTipoQueryOptions(group.tipo, showAll));
  const known = isNotificacaoTipo(group.tipo);
  const TypeIcon = isNotificacaoTipo(group.tipo) ? TYPE_ICONS[group.tipo] : IconBell;
  const label = known ? t(`notifications.tipos.${group.tipo}`) : humanise(group.tipo);
  const items = showAll && all.data ? all.data.notificacoes : group.notificacoes;
  const hasMore = !showAll && group.contagem > group.notificacoes.length;

  return (
    <Box component="section" aria-labelledby={headingId} data-tipo={group.tipo}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt="xs">
        <Group gap={6} wrap="nowrap">
          <TypeIcon size={18} aria-hidden="true" color={known ? undefined : 'var(--mantine-color-dimmed)'} />
          <Title order={3} fz="sm" id={headingId}>
            {label}{' '}
            <Badge component="span" size="sm" variant="light" color={known ? 'sigsa' : 'gray'} circle={false}>
              <span aria-hidden="true">{group.contagem}</span>
              <VisuallyHidden>{t('notifications.groupCount', { count: group.contagem })}</VisuallyHidden>
            </Badge>
          </Title>
        </Group>
      </Group>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((notificacao) => (
          <NotificationItem key={notificacao.id} notificacao={notificacao} onOpen={onOpen} />
        ))}
      </Box>
      {hasMore && (
        <Button variant="subtle" size="compact-xs" onClick={() => setShowAll(true)}>
          {t('notifications.showAll', { count: group.contagem })}
        </Button>
      )}
      {showAll && all.isFetching && (
        <Loader role="status" size="xs" aria-label={t('notifications.loading')} />
      )}
    </Box>
  );
}

/**
 * The notifications bell of the user menu (spec 000 §2.4): the count of unseen notifications on the icon,
 * and a dropdown grouped by type. Opening one marks it seen (and follows its link); "Marcar todas como
 * vistas" marks them all. Refreshed every 60 s.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const novasOptions = novasNotificacoesQueryOptions();
  const novas = useQuery(novasOptions);
  const total = novas.data?.total ?? 0;

  const markOne = useMutation({
    mutationFn: (notificacao: Notificacao) => markNotificacaoVista(notificacao.id),
    onMutate: async (notificacao) => {
      await queryClient.cancelQueries({ queryKey: novasOptions.queryKey });
      const before = queryClient.getQueryData(novasOptions.queryKey);
      if (before) queryClient.setQueryData(novasOptions.queryKey, withoutNotificacao(before, notificacao.id));
      return { before };
    },
    onError: (_error, _notificacao, context) => {
      if (context?.before) queryClient.setQueryData(novasOptions.queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
  const markAll = useMutation({
    mutationFn: markAllNotificacoesVistas,
    onSuccess: (answer: NovasNotificacoes) => {
      queryClient.setQueryData(novasOptions.queryKey, answer);
      queryClient.removeQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'porTipo'] });
    },
  });

  function open(notificacao: Notificacao) {
    setOpened(false);
    markOne.mutate(notificacao);
  }

  const label = t('notifications.bell', { count: total });
  // The indicator wraps the whole popover so that the popover's target, which receives its aria attributes
  // (aria-haspopup, aria-expanded, aria-controls), is the button itself.
  return (
    <Indicator
      label={total > 99 ? '99+' : total}
      size={18}
      color="red"
      offset={6}
      disabled={total === 0}
      data-testid="notifications-indicator"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        // Wide enough for the title beside "Marcar todas como vistas"; never wider than a phone's screen.
        width="min(440px, calc(100vw - 16px))"
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
        // The bell sits in the fixed header, so it is never scrolled away from its dropdown.
        hideDetached={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="transparent"
            c="white"
            size="lg"
            aria-label={label}
            title={label}
            // A controlled popover leaves toggling to its target.
            onClick={() => setOpened((o) => !o)}
            data-testid="notifications-bell"
          >
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="sm" aria-label={t('notifications.title')}>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="md">
              {t('notifications.title')}
            </Title>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconChecks size={16} aria-hidden="true" />}
              disabled={total === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAll')}
            </Button>
          </Group>
          <Divider my={6} />
          <ScrollArea.Autosize mah={460} type="auto" offsetScrollbars>
            {novas.isPending ? (
              <Loader role="status" size="sm" aria-label={t('notifications.loading')} />
            ) : novas.data === undefined ? (
              <Text fz="sm" c="dimmed">
                {t('notifications.loadError')}
              </Text>
            ) : novas.data.grupos.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('notifications.empty')}
              </Text>
            ) : (
              <Stack gap={4}>
                {novas.data.grupos.map((group) => (
                  <NotificationGroup key={group.tipo} group={group} onOpen={open} />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
