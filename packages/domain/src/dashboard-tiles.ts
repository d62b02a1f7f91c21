import type { PermissionFlag, PermissionGroup } from './permissions';

// The dashboard tiles and the permission each needs (spec 01 section 2).
export interface DashboardTile {
  name: string;
  target: string;
  group: PermissionGroup;
  flag: PermissionFlag;
}

export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { name: 'New Quote', target: '/quote/new', group: 'Quotations', flag: 'add' },
  { name: 'New Pickup', target: '/pickup/new', group: 'Pickups', flag: 'add' },
  { name: 'New Drop Freight In', target: '/directdropfreight/new', group: 'Consignments', flag: 'add' },
  { name: 'PODs', target: '/pod', group: 'POD', flag: 'view' },
  { name: 'Existing Quotes', target: '/quote', group: 'Quotations', flag: 'view' },
  { name: 'Existing Pickups', target: '/pickup', group: 'Pickups', flag: 'view' },
  { name: 'Existing Drop Freight In', target: '/dropfreight', group: 'Consignments', flag: 'view' },
  { name: 'Consignments', target: '/consignment', group: 'Consignments', flag: 'view' },
];
