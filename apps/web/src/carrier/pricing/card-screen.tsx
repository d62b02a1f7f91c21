import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { cardRefSchema, type CardAnswer, type VersionSummary } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { Link, useParams } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { ListTable } from '../../components/list-table';
import { errorLines } from '../../lib/api/call-error';
import { usePricingCard } from './api/pricing-desk';
import { CarrierClock } from './desk-screen';
import { PageNoticeView, usePageNotice, type PageNotice } from './page-notice';
import { byAt } from './pricing-format';
import { PRICING_PATH, versionPath } from './pricing-paths';
import { VersionActions } from './version-actions';
import { VersionStatusBadge } from './version-status-badge';
import { cardTitle, versionName } from './version-text';

// #/carrier/pricing/cards/:card (issue 27): a card's versions, newest first, each with what may
// be done with it.

const COLUMNS = ['Version', 'Status', 'Effective from', 'Lanes', 'Source', 'Created', 'Scheduled'];

function VersionRow({ version, timeZone, notice }: { version: VersionSummary; timeZone: string; notice: PageNotice }) {
  return (
    <Table.Tr data-testid={`version-${version.id}`}>
      <Table.Td>
        <Anchor component={Link} to={versionPath(version.id)}>
          {versionName(version)}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <VersionStatusBadge status={version.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{version.effectiveFrom ?? 'Not scheduled'}</Table.Td>
      <Table.Td>{version.laneCount}</Table.Td>
      <Table.Td>{version.source}</Table.Td>
      <Table.Td>{byAt(version.createdBy, version.createdAt, timeZone)}</Table.Td>
      <Table.Td>{byAt(version.scheduledBy, version.scheduledAt, timeZone)}</Table.Td>
      <Table.Td>
        <VersionActions version={version} notice={notice} />
      </Table.Td>
    </Table.Tr>
  );
}

function CardPage({ card }: { card: CardAnswer }) {
  const notice = usePageNotice();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {cardTitle(card)}
      </Title>
      <CarrierClock today={card.today} timeZone={card.timeZone} />
      <PageNoticeView notice={notice} />
      {card.versions.length === 0 ? (
        <Text>This card has no version yet.</Text>
      ) : (
        <ListTable testId="card-versions" label="Versions" columns={COLUMNS} actions>
          {card.versions.map((version) => (
            <VersionRow key={version.id} version={version} timeZone={card.timeZone} notice={notice} />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}

export function CardScreen() {
  const param = useParams().card ?? '';
  const valid = cardRefSchema.safeParse({ card: param }).success;
  const card = usePricingCard(valid ? param : '');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PRICING_PATH} w="fit-content">
        Pricing desk
      </Anchor>
      {!valid ? (
        <ErrorList lines={[PRICING_DESK_MESSAGES.badPath]} />
      ) : (
        <>
          <ErrorList lines={errorLines(card.error)} />
          {card.isPending && (
            <Text role="status" c="gray.7">
              Loading the card...
            </Text>
          )}
          {card.data && <CardPage key={param} card={card.data} />}
        </>
      )}
    </Stack>
  );
}
