import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { CompanyPicker } from '../connote-books/company-picker';
import { DESCRIPTION_STYLES } from './field-styles';
import { useNewDraft } from './use-new-draft';

/** A customer's card is its first draft: an empty version of the card named by the company's id. */
export function NewCustomerCard() {
  const [opened, setOpened] = useState(false);
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const [label, setLabel] = useState('');
  const [missing, setMissing] = useState(false);
  const draft = useNewDraft();
  const open = () => {
    draft.reset();
    setCompany(null);
    setLabel('');
    setMissing(false);
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!company) return setMissing(true);
    draft.create({ card: String(company.id), label, copyOf: null });
  };
  return (
    <>
      <Button onClick={open} leftSection={<IconPlus size={18} aria-hidden />}>
        New customer card
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New customer card">
        <form onSubmit={submit} aria-label="New customer card" noValidate>
          <Stack gap="sm">
            <ErrorList lines={errorLines(draft.error)} />
            <CompanyPicker
              label="Customer"
              value={company}
              onChange={(next) => (setCompany(next), setMissing(false))}
              error={missing ? PRICING_DESK_MESSAGES.companyRequired : undefined}
            />
            <TextInput label="Label of its first draft" description="For example: Rates from July" maxLength={100} value={label} onChange={(e) => setLabel(e.currentTarget.value)} styles={DESCRIPTION_STYLES} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={draft.pending}>
                Create the card
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
