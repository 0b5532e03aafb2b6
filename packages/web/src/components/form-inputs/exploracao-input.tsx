import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  exploracaoLabel,
  searchExploracoes,
  type ExploracaoRef,
} from '../../platform/lookups/exploracoes.ts';
import { PropertyPresenter } from '../property-presenter.tsx';
import { FormEntitySelect } from './entity-input.tsx';

/** Characters typed before the holding search starts (spec 002 §9: farm 1). */
export const EXPLORACAO_MIN_CHARS = 1;

/** The holding's details for its "+ Info" modal. */
function ExploracaoInfo({ exploracao }: { exploracao: ExploracaoRef }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`records.exploracaoInfo.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PropertyPresenter label={label('marca')} value={exploracao.marca} />
      <PropertyPresenter label={label('nome')} value={exploracao.nome} />
      <PropertyPresenter label={label('nif')} value={exploracao.nif} />
      <PropertyPresenter label={label('classificacao')} value={exploracao.classificacao} />
      <PropertyPresenter label={label('freguesia')} value={exploracao.freguesia?.nome} />
      <PropertyPresenter label={label('concelho')} value={exploracao.concelho?.nome} />
      <PropertyPresenter label={label('distrito')} value={exploracao.distrito?.nome} />
    </SimpleGrid>
  );
}

/** A holding of the enclosing record form, searched by brand (or NIF), with its "+ Info" (spec 002 §2, §9). */
export function FormExploracaoSelect({
  name,
  label,
  onPicked,
  porNif = false,
  semInfo = false,
}: {
  name: string;
  label: string;
  /** Called after the user picks a holding (or clears the field). */
  onPicked?: (exploracao: ExploracaoRef | null) => void;
  /** Searched by tax number too (the exam's holding, 001 §2.3). */
  porNif?: boolean;
  /** Without the "+ Info" (a laboratory's user, 001 §6). */
  semInfo?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormEntitySelect<ExploracaoRef>
      name={name}
      label={label}
      search={(text, signal) => searchExploracoes(text, signal, { nif: porNif })}
      getKey={(e) => e.marca}
      getLabel={exploracaoLabel}
      minChars={EXPLORACAO_MIN_CHARS}
      renderInfo={semInfo ? undefined : (exploracao) => <ExploracaoInfo exploracao={exploracao} />}
      onPicked={onPicked}
      infoTitle={t('records.exploracaoInfo.title')}
    />
  );
}
