// Opens a stopped server's embedded store directly and checks that bookings, payments, the test
// processor's ledger and the sold counts agree, and that every acknowledged booking is there.
import { PGlite } from '@electric-sql/pglite';

/** Rows of `sql`, as plain objects. */
const rows = async (db, sql, params = []) => (await db.query(sql, params)).rows;

export async function verifyBookings(pgliteDir, acked) {
  const db = new PGlite(pgliteDir);
  await db.waitReady;
  try {
    const mismatches = [];

    // Every acknowledged booking: present, confirmed, with the code and total it was answered with.
    const stored = new Map(
      (
        await rows(
          db,
          'select id, confirmation_code, status, total_amount, currency from bookings where id = any($1::uuid[])',
          [acked.map((a) => a.id)],
        )
      ).map((r) => [r.id, r]),
    );
    const missing = acked.filter((a) => !stored.has(a.id));
    for (const a of acked) {
      const b = stored.get(a.id);
      if (!b) continue;
      if (b.status !== 'confirmed') mismatches.push(`booking ${a.id} is ${b.status}, acknowledged confirmed`);
      if (b.confirmation_code !== a.confirmationCode)
        mismatches.push(`booking ${a.id} has code ${b.confirmation_code}, acknowledged ${a.confirmationCode}`);
      if (b.total_amount !== a.total.amount || b.currency !== a.total.currency) {
        mismatches.push(
          `booking ${a.id} totals ${b.total_amount} ${b.currency}, acknowledged ${a.total.amount} ${a.total.currency}`,
        );
      }
    }

    // Every booking: one captured charge of its total, and exactly one ledger capture of that amount.
    const perBooking = await rows(
      db,
      `select b.id, b.total_amount,
              (select count(*)::int from payments p where p.booking_id = b.id and p.kind = 'charge' and p.status = 'captured') as captured_rows,
              (select count(*)::int from payments p where p.booking_id = b.id and p.kind = 'charge' and p.status = 'captured' and p.amount = b.total_amount) as captured_in_full,
              (select count(*)::int from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id
                 where p.booking_id = b.id and p.kind = 'charge' and l.kind = 'capture') as ledger_captures,
              (select count(*)::int from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id
                 where p.booking_id = b.id and p.kind = 'charge' and l.kind = 'capture' and l.amount = b.total_amount) as ledger_captures_in_full
         from bookings b`,
    );
    for (const r of perBooking) {
      if (r.captured_rows !== 1 || r.captured_in_full !== 1)
        mismatches.push(
          `booking ${r.id}: ${r.captured_rows} captured charge row(s), ${r.captured_in_full} of its total`,
        );
      if (r.ledger_captures !== 1 || r.ledger_captures_in_full !== 1) {
        mismatches.push(
          `booking ${r.id}: ${r.ledger_captures} ledger capture(s), ${r.ledger_captures_in_full} of its total ${r.total_amount}`,
        );
      }
    }

    // Every ledger capture: it belongs to a booking, or it was given back in full (refund or void).
    const orphans = await rows(
      db,
      `select l.processor_payment_id, l.amount,
              coalesce((select sum(r.amount)::int from payment_ledger r where r.processor_payment_id = l.processor_payment_id and r.kind = 'refund'), 0) as refunded,
              exists (select 1 from payment_ledger v where v.processor_payment_id = l.processor_payment_id and v.kind = 'void') as voided
         from payment_ledger l
        where l.kind = 'capture'
          and not exists (select 1 from payments p join bookings b on b.id = p.booking_id
                           where p.processor_payment_id = l.processor_payment_id and p.kind = 'charge' and p.status = 'captured')`,
    );
    for (const o of orphans) {
      if (o.refunded !== o.amount && !o.voided)
        mismatches.push(
          `ledger capture ${o.processor_payment_id} of ${o.amount} has no booking and ${o.refunded} refunded`,
        );
    }
    // An authorisation never captured and without a booking must have been voided.
    const openAuths = await rows(
      db,
      `select a.processor_payment_id from payment_ledger a
        where a.kind = 'authorize'
          and not exists (select 1 from payment_ledger c where c.processor_payment_id = a.processor_payment_id and c.kind in ('capture', 'void'))`,
    );
    for (const a of openAuths) mismatches.push(`authorisation ${a.processor_payment_id} neither captured nor voided`);

    const pending = await rows(db, `select id from payments where kind = 'charge' and status = 'pending'`);
    for (const p of pending) mismatches.push(`charge row ${p.id} still pending`);

    // Sold counts equal what the live bookings hold.
    const flightSales = await rows(
      db,
      `with held as (
         select i.take->>'flightNumber' as flight_number, (i.take->>'date')::date as date, i.take->>'cabin' as cabin, sum((i.take->>'quantity')::int)::int as quantity
           from booking_items i join bookings b on b.id = i.booking_id
          where i.take->>'kind' = 'flight' and b.status in ('confirmed', 'pending', 'completed')
          group by 1, 2, 3)
       select coalesce(s.flight_number, h.flight_number) as key, s.date::text as date, coalesce(s.sold, 0) as sold, coalesce(h.quantity, 0) as booked
         from flight_seat_sales s full join held h on h.flight_number = s.flight_number and h.date = s.date and h.cabin = s.cabin
        where coalesce(s.sold, 0) <> coalesce(h.quantity, 0)`,
    );
    const hotelSales = await rows(
      db,
      `with held as (
         select i.take->>'roomTypeId' as room_type_id, (i.take->>'night')::date as night, sum((i.take->>'quantity')::int)::int as quantity
           from booking_items i join bookings b on b.id = i.booking_id
          where i.take->>'kind' = 'hotel' and b.status in ('confirmed', 'pending', 'completed')
          group by 1, 2)
       select coalesce(s.room_type_id, h.room_type_id) as key, coalesce(s.night, h.night)::text as date, coalesce(s.sold, 0) as sold, coalesce(h.quantity, 0) as booked
         from hotel_room_night_sales s full join held h on h.room_type_id = s.room_type_id and h.night = s.night
        where coalesce(s.sold, 0) <> coalesce(h.quantity, 0)`,
    );
    for (const s of [...flightSales, ...hotelSales])
      mismatches.push(`sold count ${s.key} ${s.date ?? ''}: ${s.sold} sold, ${s.booked} booked`);

    const [totals] = await rows(
      db,
      `select (select count(*)::int from bookings) as bookings,
              (select count(*)::int from payment_ledger where kind = 'capture') as captures,
              (select count(*)::int from payment_ledger where kind in ('refund', 'void')) as refunds_voids,
              (select count(*)::int from payments where kind = 'charge' and status = 'failed') as failed_charges`,
    );
    return { present: acked.length - missing.length, missing, mismatches, ...totals };
  } finally {
    await db.close();
  }
}
