import { colheitaSeed, colheitaSerie } from '../laboratorios-ensaios.seed.ts';
import { COLHEITA_SELVAGEM } from './colheita-selvagem.resource.ts';

/** The wild collection series (`CAS/000001`, …). */
export const COLHEITA_SELVAGEM_SERIE = colheitaSerie(COLHEITA_SELVAGEM.entity, 'CAS');

/** Adds the series and the first laboratory ↔ assay table when missing. */
export const seedColheitaSelvagemConfig = colheitaSeed(COLHEITA_SELVAGEM_SERIE);
