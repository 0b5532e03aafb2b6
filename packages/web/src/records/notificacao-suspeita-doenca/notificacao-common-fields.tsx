import { Badge, Box, Group, SimpleGrid, Stack } from '@mantine/core';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormYesNo } from '../../components/form-inputs/choice-inputs.tsx';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormDocumentInput } from '../../components/form-inputs/document-inputs.tsx';
import { FormMapPicker } from '../../components/form-inputs/map-input.tsx';
import { FormRefMultiSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea } from '../../components/form-inputs/text-inputs.tsx';
import { FormUtilizadorSelect } from '../../components/form-inputs/utilizador-input.tsx';
import { FormReadOnly } from '../../platform/forms/form-read-only.tsx';
import type { DoencaRef } from './notificacao-api.ts';
import type { NotificacaoFormValues } from './notificacao-form-values.ts';
import type { NotificacaoLookups } from './notificacao-lookups.ts';

/** Characters typed before the notifier search starts (spec 002 §5, §9: 2). */
export const NOTIFICADOR_MIN_CHARS = 2;

/** The EU Animal Health Law categories (A–E) of the chosen diseases, as badges (issue 12). */
function CategoriasBadges({ doencas }: { doencas: readonly DoencaRef[] }) {
  const { t } = useTranslation();
  const categorias = [...new Set(doencas.flatMap((doenca) => doenca.categorias ?? []))].sort();
  if (categorias.length === 0) return null;
  return (
    <Group gap={4} aria-label={t('notificacao.fields.categorias')} role="group">
      {categorias.map((categoria) => (
        <Badge key={categoria} color={categoria === 'A' ? 'red' : 'gray'} variant="light">
          {t('notificacao.categoriaAhl', { categoria })}
        </Badge>
      ))}
    </Group>
  );
}

/** Props of {@link NotificacaoCommonFields}. */
export interface NotificacaoCommonFieldsProps {
  lookups: NotificacaoLookups;
  today: CalendarDate;
  /** The record is past INICIAL: location and observation date are frozen (spec 002 §2). */
  pastInicial: boolean;
  /** The user picks the notifier (ROLE_SIGSA); others are the notifier themselves (spec 002 §6). */
  picksNotificador: boolean;
}

/**
 * The fields every animal type has (spec 002 §2): location (INICIAL only), notifier, observation date (INICIAL
 * only), signs start, suspected diseases with their EU categories, and the lab test with, when done, its result
 * date, positive tests, other negative tests and the result's files (a set of their own, apart from the
 * record's comments and attachments).
 */
export function NotificacaoCommonFields({
  lookups,
  today,
  pastInicial,
  picksNotificador,
}: NotificacaoCommonFieldsProps) {
  const { t } = useTranslation();
  const label = (field: keyof NotificacaoFormValues) => t(`notificacao.fields.${field}`);
  const doencas = useWatch<NotificacaoFormValues, 'doencas'>({ name: 'doencas' });
  const testado = useWatch<NotificacaoFormValues, 'realizadoTesteLaboratorial'>({
    name: 'realizadoTesteLaboratorial',
  });
  return (
    <Stack gap="sm">
      <FormReadOnly readOnly={pastInicial}>
        <FormMapPicker name="localizacao" label={label('localizacao')} />
      </FormReadOnly>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <FormReadOnly readOnly={!picksNotificador}>
          <FormUtilizadorSelect
            name="responsavelNotificacao"
            label={label('responsavelNotificacao')}
            minChars={NOTIFICADOR_MIN_CHARS}
          />
        </FormReadOnly>
        <FormReadOnly readOnly={pastInicial}>
          <FormDateField name="dataObservacao" label={label('dataObservacao')} max={today} />
        </FormReadOnly>
        <FormDateField
          name="dataInicioSinaisClinicos"
          label={label('dataInicioSinaisClinicos')}
          max={today}
        />
        <Box>
          <FormRefMultiSelect name="doencas" label={label('doencas')} options={lookups.doencas} />
          <CategoriasBadges doencas={doencas} />
        </Box>
        <FormYesNo name="realizadoTesteLaboratorial" label={label('realizadoTesteLaboratorial')} />
        {testado === true && (
          <>
            <FormDateField name="dataTesteLaboratorial" label={label('dataTesteLaboratorial')} max={today} />
            <FormRefMultiSelect
              name="ensaiosLaboratoriais"
              label={label('ensaiosLaboratoriais')}
              options={lookups.ensaios}
            />
          </>
        )}
      </SimpleGrid>
      {testado === true && (
        <>
          <FormTextarea name="resultadosNegativos" label={label('resultadosNegativos')} />
          <FormDocumentInput
            name="resultadosLaboratoriais"
            label={label('resultadosLaboratoriais')}
            description={t('notificacao.resultadosLaboratoriaisHint')}
          />
        </>
      )}
    </Stack>
  );
}
