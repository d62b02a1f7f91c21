import { hostileSuite } from './hostile/suite';

// Issue 26: the back office's calls take the same property-based hostile input (fast-check) as
// the portal's (issue 13), each from its payload schema in CARRIER_CALLS.
hostileSuite('carrier');
