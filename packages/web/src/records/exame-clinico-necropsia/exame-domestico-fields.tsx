import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { datasDasNotificacoes } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../components/form-inputs/choice-inputs.tsx';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormEntityMultiSelect } from '../../components/form-inputs/entity-input.tsx';
import { FormExploracaoSelect } from '../../components/form-inputs/exploracao-input.tsx';
import { FormRefMultiSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea } from '../../components/form-inputs/text-inputs.tsx';
import { FormUtilizadorSelect } from '../../components/form-inputs/utilizador-input.tsx';
import { useFormMeta } from '../../platform/forms/form-meta.ts';
import { FormReadOnly } from '../../platform/forms/form-read-only.tsx';
import { recordQueryOptions } from '../../platform/record-api.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { showSuccessToast, showWarningToast } from '../../platform/toasts.ts';
import { importarLinhas, LISTAS_IMPORTADAS, type NotificacaoParaExame } from './exame-importacao.ts';
import { searchNotificacoesLigaveis, type NotificacaoLigada } from './exame-api.ts';
import type { ExameFormValues } from './exame-form-values.ts';
import type { ExameLookups } from './exame-lookups.ts';

/** Characters typed before the vet and notification searches start (001 §9; issue 14: 2 and 1). */
export const VETERINARIO_MIN_CHARS = 2;
export const NOTIFICACAO_MIN_CHARS = 1;

/**
 * Imports the rows of the linked notifications not imported yet (issue 14 "Registar exame": `importId`, never
 * twice); shown while the form edits and links a notification.
 */
function ImportarLinhasButton() {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const queryClient = useQueryClient();
  const { readOnly } = useFormMeta();
  const { getValues, setValue } = useFormContext<ExameFormValues>();
  const ligadas = useWatch<ExameFormValues, 'notificacoesSuspeitasDoencas'>({
    name: 'notificacoesSuspeitasDoencas',
  });
  const [busy, setBusy] = useState(false);
  if (readOnly || ligadas.length === 0) return null;
  const importar = async () => {
    setBusy(true);
    try {
      let total = 0;
      for (const ligada of ligadas) {
        const notificacao = await queryClient.fetchQuery(
          recordQueryOptions<NotificacaoParaExame>('notificacoesSuspeitasDoencas', ligada.id, role),
        );
        const { linhas, importadas } = importarLinhas(getValues(), notificacao);
        for (const list of LISTAS_IMPORTADAS) setValue(list, linhas[list], { shouldDirty: true });
        total += importadas;
      }
      if (total > 0) showSuccessToast(t('exame.importadas', { count: total }));
      else showWarningToast(t('exame.nadaImportar'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group>
      <Button variant="light" size="sm" loading={busy} onClick={() => void importar()}>
        {t('exame.importar')}
      </Button>
    </Group>
  );
}

/**
 * The domestic exam's fields (001 §2.3): holding, vet, exam date, signs start, official flag and reasons
 * (read-only for vets, 001 §6), the contingency when a reason asks for it, and the linked notifications when a
 * reason shows diseases — linking one fills the dates from the earliest of theirs unless the exam's are earlier
 * (001 §4).
 */
export function ExameDomesticoFields({
  lookups,
  today,
  vet,
}: {
  lookups: ExameLookups;
  today: CalendarDate;
  /** The user is a veterinarian: reasons and official flag are not theirs to set (001 §6). */
  vet: boolean;
}) {
  const { t } = useTranslation();
  const label = (field: keyof ExameFormValues) => t(`exame.fields.${field}`);
  const { getValues, setValue } = useFormContext<ExameFormValues>();
  const [motivos, exploracao] = useWatch<ExameFormValues, ['motivosExames', 'exploracao']>({
    name: ['motivosExames', 'exploracao'],
  });
  const mostraDoencas = motivos.some((motivo) => motivo.mostrarDoencas === true);
  const mostraContingencia = motivos.some((motivo) => motivo.mostrarContingencia === true);
  const linked = (notificacoes: readonly NotificacaoLigada[]) => {
    const datas = datasDasNotificacoes(
      { data: getValues('data'), dataInicioSinaisClinicos: getValues('dataInicioSinaisClinicos') },
      notificacoes,
    );
    setValue('data', datas.data, { shouldDirty: true, shouldValidate: true });
    setValue('dataInicioSinaisClinicos', datas.dataInicioSinaisClinicos, {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <FormExploracaoSelect name="exploracao" label={label('exploracao')} porNif />
        <FormUtilizadorSelect
          name="medicoVeterinario"
          label={label('medicoVeterinario')}
          minChars={VETERINARIO_MIN_CHARS}
          veterinario
        />
        <FormDateField name="data" label={label('data')} max={today} />
        <FormDateField
          name="dataInicioSinaisClinicos"
          label={label('dataInicioSinaisClinicos')}
          max={today}
        />
        <FormReadOnly readOnly={vet}>
          <FormRefMultiSelect name="motivosExames" label={label('motivosExames')} options={lookups.motivos} />
          <FormCheckbox name="exameOficial" label={label('exameOficial')} />
        </FormReadOnly>
      </SimpleGrid>
      {mostraContingencia && <FormTextarea name="contingencia" label={label('contingencia')} />}
      {mostraDoencas && (
        <>
          <FormEntityMultiSelect<NotificacaoLigada>
            name="notificacoesSuspeitasDoencas"
            label={label('notificacoesSuspeitasDoencas')}
            description={t('exame.notificacoesHint')}
            search={(text, signal) => searchNotificacoesLigaveis(text, signal, exploracao?.marca ?? null)}
            getKey={(n) => n.id}
            getLabel={(n) => n.numeroSerie ?? String(n.id)}
            minChars={NOTIFICACAO_MIN_CHARS}
            getLink={(n) => `/consultar/notificacao-suspeita-doenca/${n.id}`}
            onPicked={linked}
          />
          <ImportarLinhasButton />
        </>
      )}
    </Stack>
  );
}
