import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';
import {
  GESTAO_DADOS_PESSOAIS_PATH,
  GESTAO_MENU_ENTITIES,
  GESTAO_QUEM_PODE_PATH,
  gestaoListPath,
} from './gestao-paths.ts';

/** Gerir's index (`/gestao`): every administered entity, in the menu's order, each a link to its list. */
export function GestaoIndexPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeading title={t('gestao.index.title')} />
      <Text>{t('gestao.index.intro')}</Text>
      <nav aria-label={t('gestao.index.title')}>
        <List listStyleType="none" spacing="xs">
          {GESTAO_MENU_ENTITIES.map((entity) => (
            <List.Item key={entity.entity}>
              <Anchor component={Link} to={`/${gestaoListPath(entity)}`}>
                {entity.title}
              </Anchor>
            </List.Item>
          ))}
          <List.Item>
            <Anchor component={Link} to={`/${GESTAO_DADOS_PESSOAIS_PATH}`}>
              {t('gestao.dadosPessoais.title')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={`/${GESTAO_QUEM_PODE_PATH}`}>
              {t('gestao.quemPode.title')}
            </Anchor>
          </List.Item>
        </List>
      </nav>
    </Stack>
  );
}
