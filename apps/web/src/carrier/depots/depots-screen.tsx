import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { DepotForm, DepotRecord } from '@portal/domain/carrier/depot-form';
import { useState } from 'react';
import { ErrorList } from '../../components/error-list';
import { FullPageLoader } from '../../components/full-page-loader';
import { errorLines } from '../../lib/api/call-error';
import { useStaffSessionStore } from '../session/staff-session-store';
import { useAddDepot, useDeleteDepot, useDepots, useEditDepot } from './depot-calls';
import { DepotFormFields } from './depot-form';
import { DepotsTable } from './depots-table';

type Editing = { kind: 'new' } | { kind: 'edit'; depot: DepotRecord } | null;

const formOf = ({ inUse: _inUse, ...form }: DepotRecord): DepotForm => form;

/**
 * #/carrier/depots (issue 26): the carrier's depots, read by every role that reads the network;
 * added, edited, closed and deleted with depots:write. A change reaches the bookings within a
 * minute, at every instance's next read of the network (decision 0055).
 */
export function DepotsScreen() {
  const mayWrite = useStaffSessionStore((s) => s.session?.permissions.includes('depots:write') ?? false);
  const list = useDepots();
  const add = useAddDepot();
  const edit = useEditDepot();
  const remove = useDeleteDepot();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DepotRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setDeleting(null);
    setNotice(message);
  };
  const save = (form: DepotForm) => {
    if (editing?.kind === 'edit') edit.mutate({ code: editing.depot.code, form }, { onSuccess: (answer) => done(answer.message) });
    else add.mutate(form, { onSuccess: (answer) => done(answer.message) });
  };
  const mutation = editing?.kind === 'edit' ? edit : add;
  const actions = {
    onEdit: (depot: DepotRecord) => (edit.reset(), setEditing({ kind: 'edit', depot })),
    onClose: (depot: DepotRecord) => edit.mutate({ code: depot.code, form: { ...formOf(depot), closed: true } }, { onSuccess: (answer) => done(answer.message) }),
    onDelete: (depot: DepotRecord) => (remove.reset(), setDeleting(depot)),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Depots
        </Title>
        {mayWrite && <Button onClick={() => (add.reset(), setEditing({ kind: 'new' }))}>Add depot</Button>}
      </Group>
      {notice && (
        <Alert role="status" color="green" withCloseButton closeButtonLabel="Close the notice" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ErrorList lines={[...errorLines(list.error), ...(editing ? [] : errorLines(edit.error))]} />
      {list.isPending && <FullPageLoader label="Loading depots" />}
      {list.data && <DepotsTable depots={list.data.depots} {...(mayWrite ? { actions } : {})} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.kind === 'edit' ? `Edit depot ${editing.depot.code}` : 'Add depot'} size="lg">
        {editing && (
          <DepotFormFields
            initial={editing.kind === 'edit' ? formOf(editing.depot) : null}
            pending={mutation.isPending}
            error={mutation.error}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={`Delete depot ${deleting?.code ?? ''}`}>
        {deleting && (
          <Stack gap="sm">
            <ErrorList lines={errorLines(remove.error)} />
            <Text>
              Delete the {deleting.city} depot ({deleting.code})? No rate or open booking uses it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(deleting.code, { onSuccess: (answer) => done(answer.message) })}>
                Delete
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
