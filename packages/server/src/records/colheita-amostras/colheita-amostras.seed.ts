import { colheitaSeed, colheitaSerie } from '../laboratorios-ensaios.seed.ts';
import { COLHEITA_AMOSTRAS } from './colheita-amostras.resource.ts';

/** The domestic collection series (`CAM/000001`, …). */
export const COLHEITA_AMOSTRAS_SERIE = colheitaSerie(COLHEITA_AMOSTRAS.entity, 'CAM');

/** Adds the series and the first laboratory ↔ assay table when missing. */
export const seedColheitaAmostrasConfig = colheitaSeed(COLHEITA_AMOSTRAS_SERIE);
