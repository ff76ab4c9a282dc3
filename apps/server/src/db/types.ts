import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (node-postgres returns Buffer, PGlite returns Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});
