import type { Role } from '@sigsa/domain/access/roles';
import type { FilterParam } from '@sigsa/domain/list/filters';
import { useMatches } from 'react-router';

/** A file of the list's records other than the Excel export (e.g. notifications' ADIS file), in its formats. */
export interface ListDownload {
  /** i18n key of the menu's button. */
  label: string;
  /** API path under /api; the list's filters and `format` are added. */
  path: string;
  /** `format` values, each with the i18n key of its menu item. */
  formats: readonly { value: string; label: string }[];
  /** Roles that see it (the server refuses the others). */
  roles: readonly Role[];
}

/** A page beside the list (e.g. Gerir's users import), offered in its title bar to the roles named. */
export interface ListLink {
  /** i18n key of the button. */
  label: string;
  /** Absolute in-app path. */
  path: string;
  roles: readonly Role[];
}

/** Route data of a generic list page (spec 000 §2.5). */
export interface ListRouteData {
  /** i18n key of the page title. */
  title: string;
  /** API entity, e.g. `exploracoes`. */
  entity: string;
  /** The list's own path (no leading slash), e.g. `consultar/exploracoes`; detail routes are `<path>/<id>`. */
  path: string;
  canAdd?: boolean;
  /** Comma-separated roles whose holders see Adicionar (spec 000 §6). */
  editableByRole?: string;
  /** Adicionar first asks for the record's identifier (spec 000 §2.5 manual identifier prompt). */
  manualId?: boolean;
  /** Row property that identifies a record in its detail route (default `id`). */
  idVariable?: string;
  /** Filters always sent, not shown in the panel; a filter the user sets on the same column replaces one. */
  staticFilters?: FilterParam[];
  /**
   * The filters a first opening shows (nothing stored, no link): removable like any other (Gerir: "Ativo: Sim").
   */
  initialFilters?: readonly { key: string; value: unknown }[];
  /** Part of the filters' storage key: `<entity><tag>.filters` (spec 000 §3); default ''. */
  filtersTag?: string;
  /** Whether `<path>/<id>` exists; without one, "Consultar registo" opens the entity detail modal. */
  hasDetailRoute?: boolean;
  /** Where Adicionar leads (default `<path>/novo`). */
  addPath?: string;
  /**
   * The entity's resource declares a map (`{entity}/search/mapa`): the list offers its Mapa view, and the Mapa
   * modal of a POINT cell shows the list's records around it.
   */
  map?: boolean;
  /** Files of the list's records beyond the Excel export, with the list's filters. */
  downloads?: readonly ListDownload[];
  /** Pages beside the list, in the title bar before Adicionar. */
  links?: readonly ListLink[];
}

/** The `handle` a list route carries. */
export interface ListRouteHandle {
  list: ListRouteData;
}

function isListHandle(handle: unknown): handle is ListRouteHandle {
  return typeof handle === 'object' && handle !== null && 'list' in handle;
}

/** The route data of the innermost list route being shown. */
export function useListRouteData(): ListRouteData {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isListHandle(handle)) return handle.list;
  }
  throw new Error('Página de lista sem dados de rota (handle.list).');
}
