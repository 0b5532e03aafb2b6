import { Box, SimpleGrid, Stack } from '@mantine/core';
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
import { CategoriasAhlBadges } from '../../components/categorias-ahl-badges.tsx';
import type { NotificacaoFormValues } from './notificacao-form-values.ts';
import type { NotificacaoLookups } from './notificacao-lookups.ts';

/** Characters typed before the notifier search starts (spec 002 §5, §9: 2). */
export const NOTIFICADOR_MIN_CHARS = 2;

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
          <CategoriasAhlBadges doencas={doencas} label={t('notificacao.fields.categorias')} />
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
