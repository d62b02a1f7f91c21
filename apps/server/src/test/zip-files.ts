// Zip files for the import tests (issue 27): what a workbook's directory may declare.

/** A zip file of one entry whose directory declares `size` bytes unpacked, and nothing else: no data to unpack. */
export function zipDeclaring(size: number): Buffer {
  const entry = Buffer.alloc(47);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt32LE(size, 24);
  entry.writeUInt16LE(1, 28);
  entry.write('a', 46);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length, 12);
  return Buffer.concat([entry, end]);
}
