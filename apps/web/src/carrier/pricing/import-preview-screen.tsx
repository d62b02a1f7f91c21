import { Alert, Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { PREVIEW_PAGE_SIZE, type ImportPreview, type PreviewList } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useApplyImport, useImportPreview } from './api/rate-sheets';
import { PageButtons } from './page-buttons';
import { BadRowsTable, ChangedTable, LanesTable } from './preview-tables';
import { cardPath, idOf, PRICING_PATH, versionPath, type NoticeState } from './pricing-paths';
import { usePreviewList, type PreviewListPage } from './use-preview-list';
import { cardTitle, versionName } from './version-text';

// #/carrier/pricing/imports/:id (issue 27): what an import would change, before anything does:
// every lane added, changed or removed, and every bad row. Applying makes a new draft.

const TAB_NAMES: Record<PreviewList, string> = { added: 'Added', changed: 'Changed', removed: 'Removed', errors: 'Bad rows' };
const EMPTY: Record<PreviewList, string> = { added: 'No lane is added.', changed: 'No lane changes.', removed: 'No lane is removed.', errors: 'No bad rows.' };

function ListPanel<L extends PreviewList>({ list, page, children }: { list: L; page: PreviewListPage<L>; children: ReactNode }) {
  return (
    <Tabs.Panel value={list} pt="sm">
      <Stack gap="sm">
        <ErrorList lines={errorLines(page.error)} />
        {page.total === 0 && !page.loading ? <Text>{EMPTY[list]}</Text> : children}
        <PageButtons page={page.page} pageSize={PREVIEW_PAGE_SIZE} total={page.total} noun="rows" busy={page.loading} onPage={page.setPage} />
      </Stack>
    </Tabs.Panel>
  );
}

function Heading({ preview }: { preview: ImportPreview | null }) {
  if (!preview) return <Alert color="gray">{PRICING_DESK_MESSAGES.previewGone}</Alert>;
  const { base, counts } = preview;
  return (
    <Stack gap="xs">
      <Text>
        Compared with{' '}
        <Anchor component={Link} to={versionPath(base.id)} underline="always">
          {versionName(base)}
        </Anchor>{' '}
        of the{' '}
        <Anchor component={Link} to={cardPath(base.card)} underline="always">
          {cardTitle({ companyId: base.companyId, name: base.cardName })}
        </Anchor>
        . Applying makes a new draft of that card; nothing changes before.
      </Text>
      <Text data-testid="preview-counts">
        {counts.added} added, {counts.changed} changed, {counts.removed} removed, {counts.unchanged} unchanged, {counts.errors} bad rows.
      </Text>
    </Stack>
  );
}

function ApplyButton({ id, badRows }: { id: number; badRows: number }) {
  const apply = useApplyImport(id);
  const navigate = useNavigate();
  const blocked = badRows > 0;
  return (
    <Stack gap="xs">
      <ErrorList lines={errorLines(apply.error)} />
      <Group>
        <Button
          disabled={blocked}
          aria-describedby={blocked ? 'apply-blocked' : undefined}
          loading={apply.isPending}
          onClick={() => apply.mutate(undefined, { onSuccess: (answer) => void navigate(versionPath(answer.version.id), { state: { notice: answer.message } satisfies NoticeState }) })}
        >
          Apply as a new draft
        </Button>
        {blocked && (
          <Text id="apply-blocked" c="red.9">
            {PRICING_DESK_MESSAGES.applyBlocked(badRows)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function PreviewPage({ id }: { id: number }) {
  const preview = useImportPreview(id);
  const lists = {
    added: usePreviewList(id, 'added', preview),
    changed: usePreviewList(id, 'changed', preview),
    removed: usePreviewList(id, 'removed', preview),
    errors: usePreviewList(id, 'errors', preview),
  };
  // A preview opened afresh knows its bad rows once their first page has answered.
  const unknown = !preview && lists.errors.loading;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {preview ? `Import of ${preview.fileName}` : 'Import preview'}
      </Title>
      <Heading preview={preview} />
      {!unknown && <ApplyButton id={id} badRows={preview ? preview.counts.errors : lists.errors.total} />}
      <Tabs defaultValue={(preview?.counts.errors ?? lists.errors.total) > 0 ? 'errors' : 'added'}>
        <Tabs.List>
          {(Object.keys(TAB_NAMES) as PreviewList[]).map((list) => (
            <Tabs.Tab key={list} value={list}>
              {TAB_NAMES[list]} ({lists[list].total})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <ListPanel list="added" page={lists.added}>
          <LanesTable lanes={lists.added.rows} label="Added" />
        </ListPanel>
        <ListPanel list="changed" page={lists.changed}>
          <ChangedTable rows={lists.changed.rows} />
        </ListPanel>
        <ListPanel list="removed" page={lists.removed}>
          <LanesTable lanes={lists.removed.rows} label="Removed" />
        </ListPanel>
        <ListPanel list="errors" page={lists.errors}>
          <BadRowsTable rows={lists.errors.rows} />
        </ListPanel>
      </Tabs>
    </Stack>
  );
}

export function ImportPreviewScreen() {
  const id = idOf(useParams().id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PRICING_PATH} w="fit-content">
        Pricing desk
      </Anchor>
      {id === null ? <ErrorList lines={[PRICING_DESK_MESSAGES.badPath]} /> : <PreviewPage key={id} id={id} />}
    </Stack>
  );
}
