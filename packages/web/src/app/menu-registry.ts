import type { Area } from '@sigsa/domain/access/areas';
import {
  GESTAO_AUDIT_PATH,
  GESTAO_DADOS_PESSOAIS_PATH,
  GESTAO_MENU_ENTITIES,
  GESTAO_QUEM_PODE_PATH,
  gestaoListPath,
} from '../gestao/gestao-paths.ts';
import { canOpenScreen, type AreaPermissions, type ScreenNeed } from '../platform/screen-access.ts';

export type { AreaPermissions } from '../platform/screen-access.ts';

/** The headings of the main menu (spec 000 §2.2); `null` puts an entry at the top level. */
export type MenuGroup = 'Registar' | 'Consultar' | 'Gerir';

/** Display order of the groups. */
export const MENU_GROUPS: readonly MenuGroup[] = ['Registar', 'Consultar', 'Gerir'];

/** One entry of the main menu. */
export interface MenuEntry {
  group: MenuGroup | null;
  /** i18n key of the label; with `literal`, the label itself (an entry from a domain registry). */
  label: string;
  literal?: boolean;
  path: string;
  /** The area whose access level decides visibility; null: every signed-in user. */
  area: Area | null;
  needs: ScreenNeed;
}

/**
 * Every screen that exists, in menu order. A feature that adds a screen appends its entry here; the menu
 * never lists a screen that is not built (spec 000 §2.2).
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { group: null, label: 'menu.entries.inicio', path: '/inicio', area: null, needs: 'consult' },
  {
    group: 'Registar',
    label: 'notificacao.menu.registar',
    path: '/registar/notificacao-suspeita-doenca',
    area: 'notificacoesSuspeitasDoencas',
    needs: 'register',
  },
  {
    group: 'Registar',
    label: 'exame.menu.registar',
    path: '/registar/exames-clinicos-e-necropsias',
    area: 'examesClinicosNecropsias',
    needs: 'register',
  },
  {
    group: 'Registar',
    label: 'colheitaAmostras.menu.registar',
    path: '/registar/colheita-amostras',
    area: 'colheitaAmostras',
    needs: 'register',
  },
  {
    group: 'Registar',
    label: 'colheitaAmostrasSelvagens.menu.registar',
    path: '/registar/colheita-amostras-selvagens',
    area: 'colheitaAmostrasSelvagens',
    needs: 'register',
  },
  {
    group: 'Registar',
    label: 'vacinacao.menu.registar',
    path: '/registar/vacinacao',
    area: 'vacinacoes',
    needs: 'register',
  },
  {
    group: 'Registar',
    label: 'risco.menu.registar',
    path: '/registar/risco-sanitario',
    area: 'riscoSanitario',
    needs: 'register',
  },
  {
    group: 'Consultar',
    label: 'notificacao.menu.consultar',
    path: '/consultar/notificacao-suspeita-doenca',
    area: 'notificacoesSuspeitasDoencas',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'exame.menu.consultar',
    path: '/consultar/exames-clinicos-e-necropsias',
    area: 'examesClinicosNecropsias',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'colheitaAmostras.menu.consultar',
    path: '/consultar/colheita-amostras',
    area: 'colheitaAmostras',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'colheitaAmostrasSelvagens.menu.consultar',
    path: '/consultar/colheita-amostras-selvagens',
    area: 'colheitaAmostrasSelvagens',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'vacinacao.menu.consultar',
    path: '/consultar/vacinacao',
    area: 'vacinacoes',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'risco.menu.consultar',
    path: '/consultar/risco-sanitario',
    area: 'riscoSanitario',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'risco.menu.mapa',
    path: '/consultar/risco-sanitario/mapa',
    area: 'riscoSanitario',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'menu.entries.exploracoes',
    path: '/consultar/exploracoes',
    area: 'exploracoes',
    needs: 'consult',
  },
  // Gerir (000 §2.2's order, from the domain's registry of administered entities): their titles are the labels.
  ...GESTAO_MENU_ENTITIES.map((entity): MenuEntry => ({
    group: 'Gerir',
    label: entity.title,
    literal: true,
    path: `/${gestaoListPath(entity)}`,
    area: 'gestao',
    needs: 'consult',
  })),
  {
    group: 'Gerir',
    label: 'gestao.dadosPessoais.title',
    path: `/${GESTAO_DADOS_PESSOAIS_PATH}`,
    area: 'gestao',
    needs: 'consult',
  },
  {
    group: 'Gerir',
    label: 'gestao.quemPode.title',
    path: `/${GESTAO_QUEM_PODE_PATH}`,
    area: 'gestao',
    needs: 'consult',
  },
  {
    group: 'Gerir',
    label: 'gestao.auditoria.title',
    path: `/${GESTAO_AUDIT_PATH}`,
    area: 'gestao',
    needs: 'consult',
  },
];

/** True when the role with `permissions` may open `entry`. */
export function isMenuEntryVisible(entry: MenuEntry, permissions: AreaPermissions): boolean {
  return canOpenScreen(entry.area === null ? null : { area: entry.area, needs: entry.needs }, permissions);
}

/** The entries of `entries` the role with `permissions` may open, in order. */
export function visibleMenuEntries(
  permissions: AreaPermissions,
  entries: readonly MenuEntry[] = MENU_ENTRIES,
): MenuEntry[] {
  return entries.filter((entry) => isMenuEntryVisible(entry, permissions));
}

/** The screen to open for `area` from inicio: its first visible consult entry, else null (no screen yet). */
export function screenPathForArea(
  area: Area,
  permissions: AreaPermissions,
  entries: readonly MenuEntry[] = MENU_ENTRIES,
): string | null {
  const entry = entries.find(
    (e) => e.area === area && e.needs === 'consult' && isMenuEntryVisible(e, permissions),
  );
  return entry?.path ?? null;
}
