import { SimpleGrid, Text } from '@mantine/core';
import { DASHBOARD_TILES } from '@portal/domain/dashboard-tiles';
import { can } from '@portal/domain/permissions';
import { DashboardHeader } from '../../../lib/headers/dashboard-header';
import { Page } from '../../../lib/page';
import { useSessionStore } from '../../../lib/session/session-store';
import { DashboardTile } from './dashboard-tile';

/** Dashboard (/ and every unmatched path): the tiles of spec 01 section 2. */
export function DashboardScreen() {
  const user = useSessionStore((s) => s.session?.user);
  return (
    <Page header={<DashboardHeader />} size="xl">
      <Text size="lg" mb="lg" c="gray.8">
        Welcome{user ? `, ${user.name}` : ''}. What would you like to do?
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="lg" component="nav" aria-label="Dashboard tiles">
        {DASHBOARD_TILES.map((tile) => (
          <DashboardTile key={tile.name} tile={tile} allowed={can(user?.permissions, tile.group, tile.flag)} />
        ))}
      </SimpleGrid>
    </Page>
  );
}
