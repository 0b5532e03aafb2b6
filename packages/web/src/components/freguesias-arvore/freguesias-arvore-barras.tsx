import { Button, Group, TextInput } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The tree's controls above its rows. Each is memoised on stable callbacks: a tick or a keystroke re-renders the
// tree, and Mantine's inputs and buttons are what a re-render of it costs most once the rows are cheap, so a
// control is drawn again only when what it shows changed (the filter's text, a button becoming inactive).

/** The filter's text as typed; Escape empties it first (and only that: a dialog around it stays open). */
export const CampoFiltro = memo(function CampoFiltro({
  texto,
  onTexto,
}: {
  texto: string;
  onTexto: (texto: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('freguesiasArvore.filtro')}
      placeholder={t('freguesiasArvore.filtroPlaceholder')}
      value={texto}
      autoComplete="off"
      size="xs"
      style={{ flex: '1 1 12rem' }}
      onChange={(event) => onTexto(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && texto !== '') {
          event.preventDefault();
          event.stopPropagation();
          onTexto('');
        }
      }}
    />
  );
});

/**
 * A select-all button that looks disabled when it has nothing to do but keeps the focus: a real `disabled`
 * would drop the keyboard user's focus to the page the moment their click made it so.
 */
export const BotaoInativavel = memo(function BotaoInativavel({
  inativo,
  onClick,
  children,
}: {
  inativo: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      data-disabled={inativo || undefined}
      aria-disabled={inativo || undefined}
      onClick={inativo ? undefined : onClick}
    >
      {children}
    </Button>
  );
});

/** "Expandir tudo" and "Recolher tudo". */
export const BotoesExpansao = memo(function BotoesExpansao({
  onExpandir,
  onRecolher,
}: {
  onExpandir: () => void;
  onRecolher: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button size="xs" variant="subtle" onClick={onExpandir}>
        {t('freguesiasArvore.expandirTudo')}
      </Button>
      <Button size="xs" variant="subtle" onClick={onRecolher}>
        {t('freguesiasArvore.recolherTudo')}
      </Button>
    </Group>
  );
});
