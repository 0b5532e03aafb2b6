import { Alert, Anchor, Card, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { canConsult } from '@sigsa/domain/access/access-levels';
import { AREA_LABELS, AREAS } from '@sigsa/domain/access/areas';
import { REGIONAL_ROLES, VETERINARIAN_ROLES } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { screenPathForArea } from '../app/menu-registry.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { IndicadoresInicio } from '../indicadores/indicadores-inicio.tsx';
import { shownRoleLabel } from '../platform/role-display.ts';
import { useActiveSession } from '../platform/session-store.ts';

/** ROLE_MV, ROLE_MV_MUNICIPAL: welcome with own name and tax number (spec 000 §2.3). */
function VeterinarianIdentity({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <Text fz="lg" data-testid="inicio-nif">
      {user.nif ? t('inicio.nif', { nif: user.nif }) : t('inicio.nifMissing')}
    </Text>
  );
}

/** ROLE_SVL, ROLE_SVR: the user's regional services, or a red alert when there is none (spec 000 §2.3). */
function RegionalServices({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { dsavrs } = user.perfilDsavr;
  if (dsavrs.length === 0) {
    return (
      <Alert
        color="red"
        variant="filled"
        title={t('inicio.noRegionalServiceTitle')}
        icon={<IconAlertTriangle aria-hidden="true" />}
        role="alert"
      >
        {t('inicio.noRegionalService')}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inicio-dsavrs">
      <Title order={2} size="h4" id="inicio-dsavrs" mb="xs">
        {t('inicio.regionalServices')}
      </Title>
      <List>
        {dsavrs.map((dsavr) => (
          <List.Item key={dsavr.id}>{dsavr.nome}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** ROLE_LAB: the laboratory the user works for. */
function LaboratoryInfo({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  if (!user.laboratorio) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
        {t('inicio.noLaboratory')}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inicio-lab">
      <Title order={2} size="h4" id="inicio-lab" mb="xs">
        {t('inicio.laboratory')}
      </Title>
      <Text>{user.laboratorio.nome}</Text>
    </Paper>
  );
}

/** One card per area the role may consult or register, with its access level in words. */
function AreaCards({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const permissions = user.permissoesAtuais;
  const areas = AREAS.filter((area) => canConsult(permissions[area]));
  return (
    <section aria-labelledby="inicio-areas">
      <Title order={2} size="h3" id="inicio-areas" mb="sm">
        {t('inicio.areas')}
      </Title>
      {areas.length === 0 ? (
        <Text c="dimmed">{t('inicio.noAreas')}</Text>
      ) : (
        <CardGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {areas.map((area) => {
            const path = screenPathForArea(area, permissions);
            const level = permissions[area];
            return (
              <Card key={area} component="li" withBorder padding="md" data-testid={`area-${area}`}>
                <Stack gap={6}>
                  <Text fw={700}>
                    {path ? (
                      <Anchor component={Link} to={path}>
                        {AREA_LABELS[area]}
                      </Anchor>
                    ) : (
                      AREA_LABELS[area]
                    )}
                  </Text>
                  {level && (
                    <Text size="sm" c="dimmed">
                      {t('inicio.accessLevel', { nivel: t(`accessLevels.${level}`) })}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
        </CardGrid>
      )}
    </section>
  );
}

/**
 * inicio (spec 000 §2.3): greeting, what the role needs to know first, its indicators, and the areas it can reach.
 */
export function InicioPage() {
  const { t } = useTranslation();
  const { user, role } = useActiveSession();
  const roleLabel = shownRoleLabel(role);
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <PageHeading title={t('inicio.title')}>{t('inicio.greeting', { nome: user.nome })}</PageHeading>
        {roleLabel && (
          <Text c="dimmed" mt={-8}>
            {t('inicio.role', { perfil: roleLabel })}
          </Text>
        )}
      </div>
      {VETERINARIAN_ROLES.includes(role) && <VeterinarianIdentity user={user} />}
      {REGIONAL_ROLES.includes(role) && <RegionalServices user={user} />}
      {role === 'ROLE_LAB' && <LaboratoryInfo user={user} />}
      {/* A regional service without a DSAVR sees nothing of any region: the red alert alone (spec 000 §2.3). */}
      {!(REGIONAL_ROLES.includes(role) && user.perfilDsavr.dsavrs.length === 0) && (
        <IndicadoresInicio role={role} />
      )}
      <AreaCards user={user} />
    </Stack>
  );
}
