import { Button, Stack, Text } from '@mantine/core';
import { CLIENT_MESSAGES } from '@portal/domain/client-messages';
import { IconBuilding } from '@tabler/icons-react';
import { errorLines } from '../../../lib/api/call-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { useLogout } from '../../../lib/session/use-logout';
import { ErrorList } from '../../../components/error-list';
import { useChooseCompany } from '../api/choose-company';
import { LoginCard } from '../../../components/login-card';

/** After sign-in without a company: one button a company; PUT login (spec 01 section 2). */
export function CompanyChoice() {
  const companies = useSessionStore((s) => s.session?.user.companies ?? []);
  const choose = useChooseCompany();
  const logout = useLogout();

  return (
    <LoginCard heading={CLIENT_MESSAGES.chooseCompany}>
      <Stack gap="sm">
        <ErrorList lines={errorLines(choose.error)} />
        {companies.length === 0 && <Text>{CLIENT_MESSAGES.noCompanies}</Text>}
        {companies.map((company) => (
          <Button
            key={company.id}
            variant="default"
            size="md"
            justify="flex-start"
            leftSection={<IconBuilding size={20} aria-hidden />}
            loading={choose.isPending && choose.variables?.id === company.id}
            disabled={choose.isPending}
            onClick={() => choose.mutate({ id: company.id })}
          >
            {company.name}
          </Button>
        ))}
        <Button variant="subtle" mt="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
          Logout
        </Button>
      </Stack>
    </LoginCard>
  );
}
