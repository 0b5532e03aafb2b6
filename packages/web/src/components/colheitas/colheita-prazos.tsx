import { colheitaPrazos, type ColheitaMarcos } from '@sigsa/domain/records/colheitas-prazos';
import type { LabCollectionEstado } from '@sigsa/domain/workflow/lab-collection-workflow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyPresenter } from '../property-presenter.tsx';

/**
 * A collection's turnaround days (issue 16, beyond the spec), in its record section: the laboratory's, from the
 * reception to the analyses' submission, and the whole, from the submission to the decision; "(a decorrer)"
 * while one runs. Nothing before the submission.
 */
export function ColheitaPrazos({ estado, marcos }: { estado: LabCollectionEstado; marcos: ColheitaMarcos }) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const prazos = colheitaPrazos(estado, marcos, now);
  const texto = (prazo: { dias: number; aDecorrer: boolean }) =>
    `${t('colheitas.prazos.dias', { count: prazo.dias })}${prazo.aDecorrer ? ` ${t('colheitas.prazos.aDecorrer')}` : ''}`;
  return (
    <>
      {prazos.laboratorio && (
        <PropertyPresenter label={t('colheitas.prazos.laboratorio')} value={texto(prazos.laboratorio)} />
      )}
      {prazos.total && <PropertyPresenter label={t('colheitas.prazos.total')} value={texto(prazos.total)} />}
    </>
  );
}
