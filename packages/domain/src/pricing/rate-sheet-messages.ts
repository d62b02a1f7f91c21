// What the rate sheets say (issue 27): a version exported as CSV or XLSX and imported back with
// a preview. Each bad cell's sentence names its column as the file's heading names it, so the
// analyst finds it in the spreadsheet; a row's number is the spreadsheet's, the heading row 1.

/** A cell's text inside a sentence: quoted, and cut short so a huge cell cannot flood the preview. */
export function quoted(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `'${short}'`;
}

export const RATE_SHEET_MESSAGES = {
  // A cell.
  blank: (column: string) => `${column} is blank.`,
  notANumber: (column: string, text: string) => `${column} must be a number, not ${quoted(text)}.`,
  negative: (column: string, value: number) => `${column} must not be negative (${value}).`,
  tooLarge: (column: string, max: number) => `${column} must be at most ${max}.`,
  yesNo: (column: string, text: string) => `${column} must be Yes or No, not ${quoted(text)}.`,
  unknownDepot: (column: string, text: string) => `${column} ${quoted(text)} is not one of the carrier's depots.`,
  unknownFreightType: (column: string, text: string, known: readonly string[]) =>
    `${column} ${quoted(text)} is not a freight type: use one of ${known.join(', ')}.`,
  pricing: (column: string, text: string) => `${column} must be Per kg, Break or Cumulative, not ${quoted(text)}.`,
  noBands: (column: string, pricing: string) => `${column} is ${pricing}, yet no band is filled in: fill in Band 1 from kg, to kg and rate per kg.`,
  bandsOnPerKg: (n: number, pricing: string) =>
    `Band ${n} is filled in, yet Pricing is ${pricing}: clear the band cells, or set Pricing to Break or Cumulative.`,
  bandSkipped: (n: number) => `Band ${n} is blank, yet a later band is filled in: fill in the bands from band 1 on.`,
  bandCellBlank: (column: string) => `${column} is blank: a band needs its from kg and rate per kg (only the last band's to kg may be blank).`,

  // The heading row.
  missingColumn: (heading: string) => `Row 1 has no column ${heading}: export a version to see the sheet's columns.`,
  duplicateColumn: (heading: string, first: number, again: number) => `Row 1 names the column ${heading} twice: columns ${first} and ${again}.`,

  // The file.
  unreadable: (fileName: string) => `${fileName} could not be read as a CSV file or an Excel workbook (.xlsx): save it from the spreadsheet as one of those and import it again.`,
  csvRow: (fileName: string, row: number) => `${fileName} could not be read as CSV from row ${row} on: check the quotes around its cells.`,
  tooLargeUnpacked: (fileName: string) => `${fileName} unpacks to more than a rate sheet could hold: save it again with the rate sheet alone.`,
  empty: (fileName: string) => `${fileName} has no rows.`,
  noHeadings: (fileName: string, headings: readonly string[]) =>
    `Row 1 of ${fileName} names none of the rate sheet's columns (${headings.join(', ')}): export a version to see them.`,

  // The lanes of the file.
  duplicateLane: (lane: string, first: number, again: number) => `A lane ${lane} appears twice: rows ${first} and ${again}.`,

  // The calls.
  noImport: (id: number) => `There is no import ${id}: import the file again.`,
  applied: (versionId: number) => `This import was applied already: it made version ${versionId}.`,
  badRows: (errors: number) => `The file has ${errors} bad ${errors === 1 ? 'row' : 'rows'}: correct ${errors === 1 ? 'it' : 'them'} in the file and import it again.`,
  depotGone: (code: string) => `Depot ${code} was deleted since the preview: import the file again.`,
  created: (versionId: number, fileName: string) => `Version ${versionId} created from ${fileName} as a draft.`,
  label: (fileName: string) => `Import of ${fileName}`.slice(0, 100),
  source: (fileName: string, baseId: number) => `Import of ${fileName} into version ${baseId}`,
} as const;
