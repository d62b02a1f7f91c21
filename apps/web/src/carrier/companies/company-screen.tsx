import { Alert, Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyAnswer } from '@portal/domain/carrier/company-calls';
import type { CompanyForm, CompanyRecord } from '@portal/domain/carrier/company-form';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useCompany, useSaveCompany } from './api/company';
import { AdministratorPanel } from './administrator-panel';
import { CompanyStatus } from './companies-screen';
import { CompanyFormFields } from './company-form-fields';
import { COMPANIES_PATH, type NoticeState } from './company-paths';
import { CompanyUsers } from './company-users';
import { SuspensionPanel } from './suspension-panel';
import { useMayWriteCompanies } from './use-may-write';

// A company's page in the back office (issue 26): its state and suspension, its administrator,
// its form, and its users. What the last change did is said at the top.

/** The record's form fields only: its id and times are the path's and the server's. */
function formOf({ id: _id, suspendedAt: _suspendedAt, createdAt: _createdAt, ...form }: CompanyRecord): CompanyForm {
  return form;
}

function CompanyPage({ answer, notice, onNotice }: { answer: CompanyAnswer; notice: string | null; onNotice: (notice: string) => void }) {
  const { company } = answer;
  const mayWrite = useMayWriteCompanies();
  const save = useSaveCompany(company.id);
  // Cancel puts the stored values back: the form starts afresh from them.
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={COMPANIES_PATH} w="fit-content">
        All companies
      </Anchor>
      <Group gap="md" align="center">
        <Title order={1} size="h2">
          {company.name}
        </Title>
        <CompanyStatus suspendedAt={company.suspendedAt} />
      </Group>
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <SuspensionPanel company={company} mayWrite={mayWrite} onNotice={onNotice} />
      <Divider />
      <Title order={2} size="h4">
        Administrator
      </Title>
      <AdministratorPanel companyId={company.id} administrator={answer.administrator} userCount={answer.userCount} mayWrite={mayWrite} onNotice={onNotice} />
      <Divider />
      <Title order={2} size="h4">
        Details
      </Title>
      <CompanyFormFields
        key={`${company.id}-${formKey}`}
        initial={formOf(company)}
        senders={answer.senders}
        readOnly={!mayWrite}
        saving={save.isPending}
        serverErrors={errorLines(save.error)}
        submitLabel="Save"
        onSave={(form) => save.mutate(form, { onSuccess: (saved) => onNotice(saved.message) })}
        onCancel={() => {
          save.reset();
          setFormKey((n) => n + 1);
        }}
      />
      <Divider />
      <Title order={2} size="h4">
        Users
      </Title>
      <CompanyUsers companyId={company.id} mayWrite={mayWrite} onNotice={onNotice} />
    </Stack>
  );
}

export function CompanyScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const company = useCompany(valid ? id : 0);
  const opened = (useLocation().state as NoticeState | null)?.notice ?? null;
  const [notice, setNotice] = useState<string | null>(opened);
  if (!valid) return <ErrorList lines={[SERVER_MESSAGES.companyNotFound]} />;
  if (company.error) return <ErrorList lines={errorLines(company.error)} />;
  if (!company.data) {
    return (
      <Text role="status" c="gray.7">
        Loading the company...
      </Text>
    );
  }
  return <CompanyPage answer={company.data} notice={notice} onNotice={setNotice} />;
}
