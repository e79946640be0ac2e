// Opens a stopped server's embedded store directly and checks the acknowledged writes and the
// physical integrity of the contact-messages table (amcheck: every B-tree index and the heap).
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';

export async function verifyStore(pgliteDir, acked, inFlightSubjects) {
  const started = performance.now();
  const db = new PGlite(pgliteDir, { extensions: { amcheck } });
  await db.waitReady;
  const openMs = performance.now() - started;
  try {
    const total = await db.query('select count(*)::int as n from contact_messages');
    const found = await db.query('select id, reference from contact_messages where id = any($1::uuid[])', [
      acked.map((a) => a.id),
    ]);
    const stored = new Map(found.rows.map((r) => [r.id, r.reference]));
    const missing = acked.filter((a) => !stored.has(a.id));
    const mismatched = acked.filter((a) => stored.has(a.id) && stored.get(a.id) !== a.reference);
    const landed = await db.query('select count(*)::int as n from contact_messages where subject = any($1::text[])', [
      inFlightSubjects,
    ]);
    return {
      openMs,
      totalRows: total.rows[0].n,
      present: acked.length - missing.length,
      missing,
      mismatched,
      landedInFlight: landed.rows[0].n,
      corruption: await integrityFindings(db),
    };
  } finally {
    await db.close();
  }
}

async function integrityFindings(db) {
  const findings = [];
  // The extension is created only for the check and dropped again, so the server's catalog stays as it was.
  await db.exec('create extension if not exists amcheck');
  try {
    const indexes = await db.query(
      `select c.oid::int as oid, c.relname from pg_index i
         join pg_class c on c.oid = i.indexrelid
         join pg_am a on a.oid = c.relam
        where a.amname = 'btree' and c.relnamespace = 'public'::regnamespace`,
    );
    for (const { oid, relname } of indexes.rows) {
      try {
        // heapallindexed: every heap tuple must be found in the index too.
        await db.query('select bt_index_check($1::oid, true)', [oid]);
      } catch (err) {
        findings.push(`index ${relname}: ${err.message}`);
      }
    }
    const heap = await db.query("select blkno, offnum, msg from verify_heapam('contact_messages')");
    for (const r of heap.rows) findings.push(`heap block ${r.blkno} item ${r.offnum}: ${r.msg}`);
  } finally {
    await db.exec('drop extension if exists amcheck');
  }
  return findings;
}
