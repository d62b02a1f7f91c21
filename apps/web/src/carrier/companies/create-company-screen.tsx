import { Anchor, Stack, Text, Title } from '@mantine/core';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { NEW_COMPANY_FORM } from '@portal/domain/carrier/company-form';
import { Link, useNavigate } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useCreateCompany } from './api/company';
import { CompanyFormFields } from './company-form-fields';
import { COMPANIES_PATH, companyPath, type NoticeState } from './company-paths';
import { useMayWriteCompanies } from './use-may-write';

/** Create company (issue 26): the form with a new company's defaults; its page opens once created, to invite its administrator. */
export function CreateCompanyScreen() {
  const navigate = useNavigate();
  const create = useCreateCompany();
  const mayWrite = useMayWriteCompanies();
  if (!mayWrite) return <ErrorList lines={[CARRIER_MESSAGES.roleDenied]} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={COMPANIES_PATH} w="fit-content">
        All companies
      </Anchor>
      <Title order={1} size="h2">
        New company
      </Title>
      <Text>Once the company is created, invite its first administrator from its page.</Text>
      <CompanyFormFields
        initial={NEW_COMPANY_FORM}
        senders={null}
        readOnly={false}
        saving={create.isPending}
        serverErrors={errorLines(create.error)}
        submitLabel="Create company"
        onSave={(form) =>
          create.mutate(form, { onSuccess: (answer) => void navigate(companyPath(answer.companyId), { state: { notice: answer.message } satisfies NoticeState }) })
        }
        onCancel={() => void navigate(COMPANIES_PATH)}
      />
    </Stack>
  );
}
