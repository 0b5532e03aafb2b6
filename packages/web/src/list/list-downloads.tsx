import { Button, Menu } from '@mantine/core';
import type { Role } from '@sigsa/domain/access/roles';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../platform/api-client.ts';
import type { ListDownload } from './list-route.ts';

/** Props of {@link ListDownloads}. */
interface ListDownloadsProps {
  downloads: readonly ListDownload[];
  /** The role the user acts under: a download shows only to its roles. */
  role: Role;
  /** The list's filters as the page sends them: the file holds the records the list shows. */
  filters: Readonly<Record<string, string>>;
}

/**
 * A list's own files beyond the Excel export (e.g. notifications' ADIS file, issue 12): one menu per file, one
 * item per format, each a plain link the browser downloads with the session cookie (the server streams it).
 */
export function ListDownloads({ downloads, role, filters }: ListDownloadsProps) {
  const { t } = useTranslation();
  return downloads
    .filter((download) => download.roles.includes(role))
    .map((download) => (
      <Menu key={download.path} position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />}>
            {t(download.label)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {download.formats.map((format) => (
            <Menu.Item
              key={format.value}
              component="a"
              href={apiUrl(download.path, { ...filters, format: format.value })}
              download
            >
              {t(format.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ));
}
