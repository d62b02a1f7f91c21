import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { VersionAnswer } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { CARRIER_TIME_ZONE } from '@portal/domain/pricing/quote-terms';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { usePricingDesk } from './api/pricing-desk';
import { useRateVersion } from './api/rate-version';
import { PageNoticeView, usePageNotice } from './page-notice';
import { cardPath, idOf, PRICING_PATH, type NoticeState } from './pricing-paths';
import { VersionActions } from './version-actions';
import { VersionLanes } from './version-lanes';
import { VersionSummaryTable } from './version-summary';
import { VersionTermsForm } from './version-terms-form';
import { cardTitle, versionName } from './version-text';
import { useMayWritePricing } from './use-may-write-pricing';

// #/carrier/pricing/versions/:id (issue 27): a version's summary and actions, its charges and
// prices per item (a draft's changed here), and its lanes.

function VersionPage({ answer }: { answer: VersionAnswer }) {
  const { version } = answer;
  const notice = usePageNotice();
  const mayWrite = useMayWritePricing();
  const navigate = useNavigate();
  // The moments are written on the carrier's clock: the desk's answer names its zone.
  const timeZone = usePricingDesk().data?.timeZone ?? CARRIER_TIME_ZONE;
  const card = { companyId: version.companyId, name: version.cardName };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={cardPath(version.card)} w="fit-content">
        {cardTitle(card)}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {cardTitle(card)}: {versionName(version)}
        </Title>
        <VersionActions
          version={version}
          notice={notice}
          onDeleted={(message) => void navigate(cardPath(version.card), { state: { notice: message } satisfies NoticeState })}
        />
      </Group>
      <PageNoticeView notice={notice} />
      <VersionSummaryTable version={version} timeZone={timeZone} />
      <Divider />
      <VersionTermsForm key={`${version.id}-${answer.editable}`} answer={answer} mayEdit={answer.editable && mayWrite} onSaved={notice.say} />
      <Divider />
      <VersionLanes versionId={version.id} />
    </Stack>
  );
}

export function VersionScreen() {
  const id = idOf(useParams().id);
  const version = useRateVersion(id);
  if (id === null) return <ErrorList lines={[PRICING_DESK_MESSAGES.badPath]} />;
  return (
    <Stack gap="md">
      {!version.data && (
        <Anchor component={Link} to={PRICING_PATH} w="fit-content">
          Pricing desk
        </Anchor>
      )}
      <ErrorList lines={errorLines(version.error)} />
      {version.isPending && (
        <Text role="status" c="gray.7">
          Loading the version...
        </Text>
      )}
      {version.data && <VersionPage key={id} answer={version.data} />}
    </Stack>
  );
}
