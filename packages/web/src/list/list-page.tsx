import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Menu,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconColumns,
  IconFileSpreadsheet,
  IconFilter,
  IconLayoutSidebarLeftCollapse,
  IconPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { valueAtPath, type ColumnDescriptor } from '@sigsa/domain/list/columns';
import type { ListMapPoint } from '@sigsa/domain/geo/list-map';
import { MAP_HEIGHT_PX } from '@sigsa/domain/geo/map-constants';
import { PAGE_SIZES } from '@sigsa/domain/list/page';
import type { Relatorio } from '@sigsa/domain/list/reports';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { useActiveSession } from '../platform/session-store.ts';
import type { GeoPoint } from './cell-registry.tsx';
import { ColumnPickerModal } from './column-picker-modal.tsx';
import { EntityDetailModal } from './entity-detail-modal.tsx';
import { ListDownloads } from './list-downloads.tsx';
import { ExcelExportModal } from './excel-export-modal.tsx';
import { FilterBadges, FilterPanel } from './filter-panel.tsx';
import { useFilterPanelOpen } from './filter-panel-fold.ts';
import { columnsQueryOptions, listPageQueryOptions, type ListRow } from './list-api.ts';
import { DensityToggle, useListDensity } from './list-density.tsx';
import classes from './list-page.module.css';
import { filterFromColumn, filterHasValue, filterQuery, isFilterable, localToday } from './list-filters.ts';
import { useListRouteData, type ListRouteData } from './list-route.ts';
import { ListTable } from './list-table.tsx';
import { useListView } from './list-view.ts';
import { ManualIdModal } from './manual-id-modal.tsx';
import { ReportLoadModal } from './report-load-modal.tsx';
import { ReportSaveModal } from './report-save-modal.tsx';
import { fromFiltrosJson, toFiltrosJson } from './reports-api.ts';
import { useDelayedOverlay } from './use-delayed-overlay.ts';
import { ListTotal } from './list-total.tsx';
import { useListCount, useListState } from './use-list-state.ts';
import { showSuccessToast } from '../platform/toasts.ts';

// Leaflet is only fetched when someone opens the map.
const ListMapView = lazy(async () => ({ default: (await import('./list-map-view.tsx')).ListMapView }));
const MapModal = lazy(async () => ({ default: (await import('./map-modal.tsx')).MapModal }));

/**
 * Height of the list's map (spec 000 §9: 600 px), less on short screens so that the title bar above it and the
 * legend below it stay in sight, never under 320 px.
 */
const MAP_HEIGHT = `clamp(320px, calc(100dvh - 320px), ${MAP_HEIGHT_PX}px)`;

/** Debounce of filter edits before the list reloads (spec 000 §9 "filter form debounce 500 ms"). */
export const FILTER_DEBOUNCE_MS = 500;

type Dialog =
  | { kind: 'columns' }
  | { kind: 'filters' }
  | { kind: 'export' }
  | { kind: 'load' }
  | { kind: 'save' }
  | { kind: 'manualId' }
  | null;

/** True when the user may add records: canAdd, or a role listed in editableByRole (spec 000 §6). */
export function canAddRecords(route: ListRouteData, roles: readonly string[]): boolean {
  if (route.canAdd) return true;
  const listed = (route.editableByRole ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return listed.some((r) => roles.includes(r));
}

/** The row's identifier for its detail route (`idVariable`, default `id`). */
function rowIdentifier(row: ListRow, idVariable: string): string {
  const value = valueAtPath(row, idVariable);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : String(row.id);
}

function ListView({ route, descriptors }: { route: ListRouteData; descriptors: ColumnDescriptor[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role } = useActiveSession();
  const { entity } = route;
  const idVariable = route.idVariable ?? 'id';
  const state = useListState(entity, route.filtersTag ?? '', descriptors, route.initialFilters);
  const { settings, filters, columns } = state;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [detailRow, setDetailRow] = useState<ListRow | null>(null);
  const [density, setDensity] = useListDensity();
  const [panelOpen, setPanelOpen] = useFilterPanelOpen(entity);

  const filterParams = useMemo(
    () => filterQuery(filters, route.staticFilters ?? [], localToday()),
    [filters, route.staticFilters],
  );
  const [debouncedFilters] = useDebouncedValue(filterParams, FILTER_DEBOUNCE_MS);
  const hasMap = route.map === true;
  const [view, setView] = useListView(entity, hasMap);
  // The point of a cell or of the detail modal shown in the "Mapa" modal (spec 000 §2.5, §2.6); null: closed.
  const [pointOnMap, setPointOnMap] = useState<GeoPoint | null>(null);
  const list = useQuery({
    ...listPageQueryOptions({
      entity,
      page: settings.page,
      size: settings.size,
      sort: settings.sort,
      filters: debouncedFilters,
    }),
    // On the map, the table's page waits until the table is back.
    enabled: view === 'tabela',
  });
  // The count in its own request, with the very filters of the page: the rows never wait on it.
  const count = useListCount(entity, debouncedFilters, settings.size);
  const overlayVisible = useDelayedOverlay(list.isFetching);
  const rows = list.data?.rows ?? [];

  const { updateSettings } = state;
  // Spec 000 §4.2: after a reload, a page beyond the last one goes back to 0; its empty answer says so,
  // without waiting for the count.
  useEffect(() => {
    if (!list.data || list.isPlaceholderData || settings.page === 0) return;
    if (list.data.rows.length === 0) updateSettings({ page: 0 });
  }, [list.data, list.isPlaceholderData, settings.page, updateSettings]);

  // Memoised: the table recomputes its columns only when the choice changes.
  const selectedColumns = useMemo(() => columns.filter((c) => c.selected), [columns]);

  const listPath = `/${route.path}`;
  const addPath = route.addPath ?? `${listPath}/novo`;
  const hasDetailRoute = route.hasDetailRoute ?? true;
  const title = t(route.title);
  const sizeData = PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) }));
  const totalPages = count.pages;

  // A record on the map opens at its detail route when the list has one and identifies records by id.
  const mapRecordHref = (point: ListMapPoint) =>
    hasDetailRoute && idVariable === 'id' ? `${listPath}/${point.id}` : null;
  // The list's records on a map: its Mapa view (the country), or around a point in the Mapa modal.
  const listMap = (focus: GeoPoint | null, height: string) => (
    <ListMapView
      entity={entity}
      title={title}
      filters={debouncedFilters}
      descriptors={descriptors}
      recordHref={mapRecordHref}
      focus={focus}
      height={height}
    />
  );

  const loadReport = (report: Relatorio) => {
    const content = fromFiltrosJson(report.filtrosJson, descriptors);
    state.applyReport({ id: report.id, nome: report.nome, touched: false }, content.filters, content.columns);
    setDialog(null);
  };

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }} id={FILTER_PANEL_ID} hidden={!panelOpen}>
        <FilterPanel
          filters={filters}
          report={state.report}
          onChange={(changed) => state.setFilters(filters.map((f) => (f.key === changed.key ? changed : f)))}
          onRemove={(key) => state.setFilters(filters.filter((f) => f.key !== key))}
          onSave={() => setDialog({ kind: 'save' })}
          onLoad={() => setDialog({ kind: 'load' })}
          onSelect={() => setDialog({ kind: 'filters' })}
          onClear={() => state.applyReport(null, [], null)}
          onEditReport={() => setDialog({ kind: 'save' })}
        />
      </Grid.Col>
      <Grid.Col span={panelOpen ? { base: 12, md: 8, lg: 9 } : 12}>
        <Stack gap="sm" className={classes.listColumn}>
          <Group justify="space-between" align="flex-start">
            <PageHeading title={title} />
            <Group gap="xs">
              <Button
                variant="default"
                aria-expanded={panelOpen}
                aria-controls={FILTER_PANEL_ID}
                leftSection={
                  panelOpen ? (
                    <IconLayoutSidebarLeftCollapse size={16} aria-hidden="true" />
                  ) : (
                    <IconFilter size={16} aria-hidden="true" />
                  )
                }
                onClick={() => setPanelOpen(!panelOpen)}
              >
                {panelOpen
                  ? t('list.titleBar.hideFilters')
                  : t('list.titleBar.showFilters', {
                      count: filters.filter((filter) => filterHasValue(filter)).length,
                    })}
              </Button>
              {hasMap && (
                <SegmentedControl
                  aria-label={t('list.view.label')}
                  value={view}
                  onChange={(value) => setView(value === 'mapa' ? 'mapa' : 'tabela')}
                  data={[
                    { value: 'tabela', label: t('list.view.table') },
                    { value: 'mapa', label: t('list.view.map') },
                  ]}
                />
              )}
              {view === 'tabela' && (
                <>
                  <Select
                    aria-label={t('list.titleBar.pageSize')}
                    w={90}
                    data={sizeData}
                    value={String(settings.size)}
                    allowDeselect={false}
                    onChange={(value) => value && updateSettings({ size: Number(value), page: 0 })}
                  />
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <Button variant="default" leftSection={<IconColumns size={16} aria-hidden="true" />}>
                        {t('list.titleBar.columns')}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setDialog({ kind: 'columns' })}>
                        {t('list.titleBar.chooseColumns')}
                      </Menu.Item>
                      <Menu.Item onClick={() => updateSettings({ sort: [] })}>
                        {t('list.titleBar.noSort')}
                      </Menu.Item>
                      <Menu.Item onClick={state.restoreColumns}>
                        {t('list.titleBar.restoreColumns')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </>
              )}
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
                onClick={() => setDialog({ kind: 'export' })}
              >
                {t('list.titleBar.export')}
              </Button>
              {route.downloads && (
                <ListDownloads downloads={route.downloads} role={role} filters={debouncedFilters} />
              )}
              {view === 'tabela' && <DensityToggle value={density} onChange={setDensity} />}
              {route.links
                ?.filter((link) => link.roles.includes(role))
                .map((link) => (
                  <Button key={link.path} variant="default" component={Link} to={link.path}>
                    {t(link.label)}
                  </Button>
                ))}
              {canAddRecords(route, user.roles) && (
                <Button
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => (route.manualId ? setDialog({ kind: 'manualId' }) : void navigate(addPath))}
                >
                  {t('list.titleBar.add')}
                </Button>
              )}
            </Group>
          </Group>
          <FilterBadges filters={filters} />
          {view === 'mapa' ? (
            <Suspense
              fallback={
                <Center h={MAP_HEIGHT}>
                  <Loader role="status" aria-label={t('widgets.map.loading')} />
                </Center>
              }
            >
              {listMap(null, MAP_HEIGHT)}
            </Suspense>
          ) : (
            <>
              <ListTable
                columns={selectedColumns}
                rows={rows}
                sort={settings.sort}
                overlayVisible={overlayVisible}
                onSortChange={(sort) => updateSettings({ sort, page: 0 })}
                onOpenColumnPicker={() => setDialog({ kind: 'columns' })}
                recordHref={(row) =>
                  hasDetailRoute ? `${listPath}/${encodeURIComponent(rowIdentifier(row, idVariable))}` : null
                }
                onOpenRecord={setDetailRow}
                onShowPoint={setPointOnMap}
                density={density}
                className={classes.tableArea}
                label={t('list.table.frameOf', { title })}
              />
              <Group justify="space-between" data-testid="list-footer" mih={50}>
                <ListTotal entity={entity} filters={debouncedFilters} count={count} />
                {totalPages > 1 && (
                  <Pagination
                    total={totalPages}
                    value={settings.page + 1}
                    onChange={(page) => updateSettings({ page: page - 1 })}
                    size="sm"
                    getControlProps={(control) => ({ 'aria-label': t(`list.footer.${control}`) })}
                  />
                )}
                <Group gap="xs">
                  <Text fz="sm" id="list-footer-size">
                    {t('list.footer.pageSize')}
                  </Text>
                  <Select
                    aria-labelledby="list-footer-size"
                    w={90}
                    size="xs"
                    data={sizeData}
                    value={String(settings.size)}
                    allowDeselect={false}
                    onChange={(value) => value && updateSettings({ size: Number(value), page: 0 })}
                  />
                </Group>
              </Group>
            </>
          )}
        </Stack>
      </Grid.Col>

      <ColumnPickerModal
        opened={dialog?.kind === 'columns'}
        title={t('list.picker.columnsTitle')}
        confirmLabel={t('list.picker.apply')}
        columns={columns}
        selected={selectedColumns.map((c) => c.key)}
        onClose={() => setDialog(null)}
        onConfirm={(keys) => {
          state.setColumns(columns.map((c) => ({ ...c, selected: keys.includes(c.key) })));
          setDialog(null);
        }}
      />
      <ColumnPickerModal
        opened={dialog?.kind === 'filters'}
        title={t('list.picker.filtersTitle')}
        confirmLabel={t('list.picker.select')}
        columns={descriptors.filter(isFilterable)}
        selected={filters.map((f) => f.key)}
        allowEmpty
        onClose={() => setDialog(null)}
        onConfirm={(keys) => {
          const kept = filters.filter((f) => keys.includes(f.key));
          const added = descriptors
            .filter((c) => keys.includes(c.key) && !kept.some((f) => f.key === c.key))
            .map(filterFromColumn);
          state.setFilters([...kept, ...added]);
          setDialog(null);
        }}
      />
      <ExcelExportModal
        opened={dialog?.kind === 'export'}
        entity={entity}
        columns={columns}
        filters={filterParams}
        onClose={() => setDialog(null)}
      />
      <ReportLoadModal
        opened={dialog?.kind === 'load'}
        entity={entity}
        onClose={() => setDialog(null)}
        onLoad={loadReport}
      />
      <ReportSaveModal
        opened={dialog?.kind === 'save'}
        entity={entity}
        reportId={state.report?.id ?? null}
        filtrosJson={toFiltrosJson(
          filters,
          selectedColumns.map((c) => c.key),
        )}
        onClose={() => setDialog(null)}
        onSaved={(report) => {
          state.applyReport({ id: report.id, nome: report.nome, touched: false }, filters, null);
          showSuccessToast(t('list.reports.saved'));
          setDialog(null);
        }}
        onRemoved={() => {
          state.applyReport(null, filters, null);
          showSuccessToast(t('list.reports.removed'));
          setDialog(null);
        }}
      />
      <ManualIdModal
        opened={dialog?.kind === 'manualId'}
        onClose={() => setDialog(null)}
        onConfirm={(id) => void navigate(`${addPath}?id=${encodeURIComponent(id)}`)}
      />
      <EntityDetailModal
        entity={entity}
        recordId={detailRow ? detailRow.id : null}
        columns={descriptors}
        title={detailRow ? `${title} – ${rowIdentifier(detailRow, idVariable)}` : title}
        detailHref={
          detailRow && hasDetailRoute
            ? `${listPath}/${encodeURIComponent(rowIdentifier(detailRow, idVariable))}`
            : null
        }
        onClose={() => setDetailRow(null)}
        onShowPoint={(point) => {
          setDetailRow(null);
          setPointOnMap(point);
        }}
      />
      {pointOnMap && (
        <Suspense fallback={null}>
          <MapModal
            point={pointOnMap}
            onClose={() => setPointOnMap(null)}
            renderMap={hasMap ? listMap : undefined}
          />
        </Suspense>
      )}
    </Grid>
  );
}

/** Id of the filter panel's column, which the fold button controls. */
const FILTER_PANEL_ID = 'list-filter-panel';

/** The generic list page (spec 000 §2.5), driven by its route's `handle.list`. */
export function ListPage() {
  const route = useListRouteData();
  const { t } = useTranslation();
  const columns = useQuery(columnsQueryOptions(route.entity));
  if (columns.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (columns.isError) {
    return (
      <Stack>
        <PageHeading title={t(route.title)} />
        <Alert color="red">{t('list.columnsError')}</Alert>
      </Stack>
    );
  }
  // Keyed by entity: another list route starts from its own state, not this one's.
  return <ListView key={route.entity} route={route} descriptors={columns.data} />;
}
