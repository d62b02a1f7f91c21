// What other modules ask of the pricing desk's tables (issue 27): the tariff reads the dated
// versions and their terms; the seed writes versions. The desk's own calls live beside this.
export { cardOf, versionTerms, type VersionTerms } from './version-terms';
export { datedVersions, type VersionRow } from './versions-repo';
export { insertVersion, OPENING_DAY } from './version-writes';
export { laneOf } from './lane-rows';
