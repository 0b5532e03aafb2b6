import { Button, Group, type MantineColor } from '@mantine/core';
import { somePermissao, type PermissaoFlag, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import { useTranslation } from 'react-i18next';

/** One management button: shown when any of its flags is true in the record's `permissoes`. */
export interface ManagementAction {
  /** The flag, or flags (any of them), that allow the action. */
  flag: PermissaoFlag | readonly PermissaoFlag[];
  label: string;
  color?: MantineColor;
  onClick: () => void;
  disabled?: boolean;
  /**
   * Shown as unavailable while something on screen stops it (validation errors): it keeps its place in the tab
   * order and says so (`aria-disabled`), but a click does nothing — unlike `disabled`, focus is never lost.
   */
  blocked?: boolean;
  loading?: boolean;
}

/** Props of {@link ManagementBar}. */
export interface ManagementBarProps {
  /** The record's permission flags, as the server sent them. */
  permissoes: Partial<Permissoes> | null | undefined;
  actions: readonly ManagementAction[];
  /** Shows "Voltar" (always, whatever the flags). */
  onBack?: () => void;
}

/** True when any of the action's flags is set. */
export function isActionAllowed(
  action: ManagementAction,
  permissoes: Partial<Permissoes> | null | undefined,
) {
  const flags: readonly PermissaoFlag[] = typeof action.flag === 'string' ? [action.flag] : action.flag;
  return flags.some((flag) => permissoes?.[flag] === true);
}

/**
 * The management button row of a record (spec 000 §6, 001 §2, 002 §2): one button per action its flags allow.
 * The operation buttons show only when some flag is true (`somePermissao`); "Voltar", when `onBack` is given,
 * is always there, since leaving the record is never a permission (spec 002 lists Back among the actions).
 */
export function ManagementBar({ permissoes, actions, onBack }: ManagementBarProps) {
  const { t } = useTranslation();
  const allowed = somePermissao(permissoes) ? actions.filter((a) => isActionAllowed(a, permissoes)) : [];
  if (allowed.length === 0 && !onBack) return null;
  return (
    <Group role="group" aria-label={t('widgets.management.label')} justify="space-between" gap="sm">
      <div>
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {t('widgets.management.back')}
          </Button>
        )}
      </div>
      {allowed.length > 0 && (
        <Group gap="sm" justify="flex-end">
          {allowed.map((action) => (
            <Button
              key={action.label}
              color={action.color}
              onClick={action.blocked ? undefined : action.onClick}
              disabled={action.disabled}
              data-disabled={action.blocked || undefined}
              aria-disabled={action.blocked || undefined}
              loading={action.loading}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      )}
    </Group>
  );
}
