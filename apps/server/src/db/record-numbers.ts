import { sql, type RawBuilder } from 'kysely';

// Quote and pickup numbers (DESIGN.md 'Data': Q or P + 7 digits, never reused). A record's number
// is its letter followed by 1,000,000 + its id (decisions 0015 and 0019): ids are never reused, so
// numbers are not either, and a number needs no counter row that every new booking would queue on.

const BASE = 1_000_000;
const MAX_ID = 8_999_999;

function recordNumbers(letter: 'Q' | 'P') {
  const pattern = new RegExp(`^${letter}(\\d{7})$`, 'i');
  return {
    numberOf: (id: number): string => `${letter}${BASE + id}`,
    /** numberOf in SQL, for a search by any part of a number (the lists, decision 0029). */
    numberSql: (idColumn: string): RawBuilder<string> => sql<string>`${sql.lit(letter)} || (${sql.lit(BASE)} + ${sql.ref(idColumn)})`,
    /** The id of a well-formed number, else null (such a record cannot exist). */
    idOf(recordNumber: string): number | null {
      const match = pattern.exec(recordNumber.trim());
      if (!match) return null;
      const id = Number(match[1]) - BASE;
      return id >= 1 && id <= MAX_ID ? id : null;
    },
  };
}

const quotes = recordNumbers('Q');
const pickups = recordNumbers('P');

export const quoteNumberOf = quotes.numberOf;
export const quoteIdOf = quotes.idOf;
export const quoteNumberSql = quotes.numberSql;
export const pickupNumberOf = pickups.numberOf;
export const pickupIdOf = pickups.idOf;
export const pickupNumberSql = pickups.numberSql;
