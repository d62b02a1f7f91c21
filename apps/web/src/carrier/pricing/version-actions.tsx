import { Button, Menu } from '@mantine/core';
import type { ExportFormat, VersionSummary } from '@portal/domain/carrier/pricing-calls';
import { isEditable, mayUnschedule } from '@portal/domain/pricing/card-versions';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useExportVersion } from './api/rate-sheets';
import { useUnscheduleVersion } from './api/version-schedule';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { NewDraftDialog } from './new-draft-dialog';
import type { PageNotice } from './page-notice';
import { impactPath } from './pricing-paths';
import { ScheduleDialog } from './schedule-dialog';
import { useImportFile } from './use-import-file';
import { useMayWritePricing } from './use-may-write-pricing';
import { versionName } from './version-text';

interface Props {
  version: VersionSummary;
  /** Where each action's sentence is said. */
  notice: PageNotice;
  /** After the draft is deleted (its own page has nothing left to show); else the notice says it. */
  onDeleted?: (message: string) => void;
}

type Dialog = 'new draft' | 'schedule' | 'delete' | null;

/**
 * What may be done with a version, by its status: every reader exports it and sees what a draft
 * or scheduled one would cost; a writer copies it to a new draft, schedules or deletes a draft,
 * takes a scheduled one back to draft, and imports a rate sheet compared with it.
 */
export function VersionActions({ version, notice, onDeleted }: Props) {
  const mayWrite = useMayWritePricing();
  const [dialog, setDialog] = useState<Dialog>(null);
  const exportFile = useExportVersion();
  const unschedule = useUnscheduleVersion();
  const importFile = useImportFile(version.id, notice.fail);
  const name = versionName(version);
  const download = (format: ExportFormat) => exportFile.mutate({ id: version.id, format }, { onSuccess: notice.clear, onError: notice.fail });
  const close = () => setDialog(null);
  const said = (message: string) => (close(), notice.say(message));
  return (
    <>
      {/* In the page, not a portal: content outside every landmark fails axe (region); fixed, so the
          table's sideways scroll does not clip it. Its focus placeholder (role presentation) is not a
          menu's child axe allows (aria-required-children). */}
      <Menu position="bottom-end" withinPortal={false} floatingStrategy="fixed" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="default" size="xs" aria-label={`Actions for ${name}`} rightSection={<IconChevronDown size={14} aria-hidden />} loading={exportFile.isPending || importFile.pending || unschedule.isPending}>
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => download('csv')}>Export CSV</Menu.Item>
          <Menu.Item onClick={() => download('xlsx')}>Export XLSX</Menu.Item>
          {(version.status === 'draft' || version.status === 'scheduled') && (
            <Menu.Item component={Link} to={impactPath(version.id)}>
              What it would cost
            </Menu.Item>
          )}
          {mayWrite && (
            <>
              <Menu.Item onClick={() => setDialog('new draft')}>New draft from this version</Menu.Item>
              <Menu.Item onClick={importFile.choose}>Import a rate sheet</Menu.Item>
              {isEditable(version.status) && <Menu.Item onClick={() => setDialog('schedule')}>Schedule</Menu.Item>}
              {mayUnschedule(version.status) && (
                <Menu.Item onClick={() => unschedule.mutate(version.id, { onSuccess: (answer) => notice.say(answer.message), onError: notice.fail })}>Back to draft</Menu.Item>
              )}
              {isEditable(version.status) && (
                <Menu.Item c="red.9" onClick={() => setDialog('delete')}>
                  Delete
                </Menu.Item>
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {mayWrite && (
        <input ref={importFile.inputRef} type="file" accept=".csv,.xlsx" hidden aria-label={`Rate sheet compared with ${name}`} onChange={importFile.onChange} />
      )}
      {dialog === 'new draft' && <NewDraftDialog version={version} onClose={close} />}
      {dialog === 'schedule' && <ScheduleDialog version={version} onClose={close} onScheduled={said} />}
      {dialog === 'delete' && <DeleteDraftDialog version={version} onClose={close} onDeleted={(message) => (close(), (onDeleted ?? notice.say)(message))} />}
    </>
  );
}
