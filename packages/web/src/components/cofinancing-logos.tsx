import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Points of a five-pointed star centred on (cx, cy), as an SVG `points` list. */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

const STARS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  return starPoints(30 + 13 * Math.cos(angle), 20 + 13 * Math.sin(angle), 2.6, 1.05);
});

/** Our own drawing of a ring of twelve stars on blue, for the European co-financing mention. */
function StarRingMark() {
  return (
    <svg width="60" height="40" viewBox="0 0 60 40" aria-hidden="true" focusable="false">
      <rect width="60" height="40" rx="3" fill="#1f3f8f" />
      {STARS.map((points) => (
        <polygon key={points} points={points} fill="#f4c430" />
      ))}
    </svg>
  );
}

/** Our own drawing of a recovery-plan mark: three rising bars and the letters PRR. */
function RecoveryPlanMark() {
  return (
    <svg width="76" height="40" viewBox="0 0 76 40" aria-hidden="true" focusable="false">
      <rect x="2" y="24" width="6" height="12" rx="1" fill="#2a9a83" />
      <rect x="10" y="16" width="6" height="20" rx="1" fill="#1b6fa8" />
      <rect x="18" y="8" width="6" height="28" rx="1" fill="#0a5a4b" />
      <text
        x="28"
        y="31"
        fontFamily="system-ui, Arial, sans-serif"
        fontSize="19"
        fontWeight="800"
        fill="#0a3d62"
      >
        PRR
      </text>
    </svg>
  );
}

/** The co-financing marks of the footer (spec 000 §2.2), each with its caption in words. */
export function CofinancingLogos() {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap" aria-label={t('footer.cofinancing')} role="group">
      <Group gap="xs" wrap="nowrap">
        <StarRingMark />
        <Text size="xs" fw={600} maw={130} lh={1.2}>
          {t('footer.euLogo')}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <RecoveryPlanMark />
        <Text size="xs" fw={600} maw={140} lh={1.2}>
          {t('footer.prrLogo')}
        </Text>
      </Group>
    </Group>
  );
}
