import { hostileSuite } from './hostile/suite';

// Issue 13: property-based hostile input (fast-check) against every route of the records group.
hostileSuite('records');
