import { SimpleGrid, Stack } from '@mantine/core';
import {
  CONCLUSOES_SUSPEITA,
  ORDENS_FOCO,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCodeSelect } from '../../components/form-inputs/choice-inputs.tsx';
import { FormEntitySelect } from '../../components/form-inputs/entity-input.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea } from '../../components/form-inputs/text-inputs.tsx';
import { searchNotificacoes, type FocoPrimarioRef, type MotivoRef } from './notificacao-api.ts';
import type { NotificacaoFormValues } from './notificacao-form-values.ts';
import type { NotificacaoLookups } from './notificacao-lookups.ts';

/** Characters typed before the primary-outbreak search starts (ours: a number's first characters). */
const FOCO_PRIMARIO_MIN_CHARS = 1;

/** The reasons of a category, with the chosen one kept (and its "requires text" flag, which the list lacks). */
function motivos(options: readonly MotivoRef[], chosen: MotivoRef | null): MotivoRef[] {
  return chosen ? [chosen, ...options.filter((option) => option.id !== chosen.id)] : [...options];
}

/**
 * The conclusion of a suspicion (spec 002 §2; confirmed diseases and the primary outbreak are ours): Confirmado
 * shows the confirmation reason, the outbreak order (a Secundário may name its primary) and the confirmed
 * diseases among the suspected ones; Não Confirmado the non-confirmation reason. A reason with
 * `requerObservacao` reveals its required free text. Read-only unless the form edits (VALIDAR).
 */
export function NotificacaoConclusao({ lookups }: { lookups: NotificacaoLookups }) {
  const { t } = useTranslation();
  const label = (field: keyof NotificacaoFormValues) => t(`notificacao.fields.${field}`);
  const [conclusao, ordem, motivoConfirmacao, motivoNaoConfirmacao, doencas] = useWatch<
    NotificacaoFormValues,
    ['conclusaoSuspeita', 'ordemFoco', 'motivoConfirmacao', 'motivoNaoConfirmacao', 'doencas']
  >({ name: ['conclusaoSuspeita', 'ordemFoco', 'motivoConfirmacao', 'motivoNaoConfirmacao', 'doencas'] });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <FormCodeSelect
          name="conclusaoSuspeita"
          label={label('conclusaoSuspeita')}
          options={CONCLUSOES_SUSPEITA.map((value) => ({
            value,
            label: t(`notificacao.conclusoes.${value}`),
          }))}
        />
        {conclusao === 'CONFIRMADO' && (
          <>
            <FormRefSelect
              name="motivoConfirmacao"
              label={label('motivoConfirmacao')}
              options={motivos(lookups.tipos('MOTIVO_CONFIRMACAO'), motivoConfirmacao)}
            />
            <FormCodeSelect
              name="ordemFoco"
              label={label('ordemFoco')}
              options={ORDENS_FOCO.map((value) => ({ value, label: t(`notificacao.ordensFoco.${value}`) }))}
            />
            {ordem === 'SECUNDARIO' && (
              <FormEntitySelect<FocoPrimarioRef>
                name="focoPrimario"
                label={label('focoPrimario')}
                search={searchNotificacoes}
                getKey={(n) => n.id}
                getLabel={(n) => n.numeroSerie ?? String(n.id)}
                minChars={FOCO_PRIMARIO_MIN_CHARS}
              />
            )}
            <FormRefMultiSelect
              name="doencasConfirmadas"
              label={label('doencasConfirmadas')}
              options={doencas}
            />
          </>
        )}
        {conclusao === 'NAO_CONFIRMADO' && (
          <FormRefSelect
            name="motivoNaoConfirmacao"
            label={label('motivoNaoConfirmacao')}
            options={motivos(lookups.tipos('MOTIVO_NAO_CONFIRMACAO'), motivoNaoConfirmacao)}
          />
        )}
      </SimpleGrid>
      {conclusao === 'CONFIRMADO' && motivoConfirmacao?.requerObservacao === true && (
        <FormTextarea name="outroMotivoConfirmacao" label={label('outroMotivoConfirmacao')} />
      )}
      {conclusao === 'NAO_CONFIRMADO' && motivoNaoConfirmacao?.requerObservacao === true && (
        <FormTextarea name="outroMotivoNaoConfirmacao" label={label('outroMotivoNaoConfirmacao')} />
      )}
    </Stack>
  );
}
